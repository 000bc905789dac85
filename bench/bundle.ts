/**
 * What the built client loads (`npm run build` first): the files the login screen loads before
 * any route (index.html's scripts and styles with their static imports), and what a screen's
 * chunk adds on top of them. Used for the "code loads only on its routes" figures (issues 15,
 * 18): build before and after a change (a `git worktree` of the earlier commit) and compare.
 *
 * Usage: npx tsx bench/bundle.ts [--dir dist/client] [Chunk name ...]
 *   e.g. npx tsx bench/bundle.ts CmsPageEditorScreen BlockEditorDialog CmsContentScreen
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { benchOptions } from "./lib/options.ts";

const options = benchOptions();
const dir = path.resolve(options.text("--dir") ?? "dist/client");
const names = options.positionals(["--dir"]);

// A static import of a built chunk: `import{a as b}from"./x.js"` or `import"./x.js"`.
const STATIC_IMPORT = /(?:^|[;\n}])\s*import\s*(?:[^"'()]*?from\s*)?["']\.\/([^"']+)["']/g;

/** The files a start set loads, following static imports (dynamic imports load later). */
function closure(start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!file.endsWith(".js")) continue;
    const source = fs.readFileSync(path.join(dir, file), "utf8");
    for (const match of source.matchAll(STATIC_IMPORT)) queue.push(path.posix.join(path.posix.dirname(file), match[1]));
  }
  return seen;
}

function sizes(files: Iterable<string>) {
  let raw = 0;
  let gzip = 0;
  let count = 0;
  for (const file of files) {
    const bytes = fs.readFileSync(path.join(dir, file));
    raw += bytes.length;
    gzip += zlib.gzipSync(bytes, { level: 9 }).length;
    count++;
  }
  return `${count} files, ${(raw / 1024).toFixed(1)} KiB (${(gzip / 1024).toFixed(1)} KiB gzip)`;
}

const html = fs.readFileSync(path.join(dir, "index.html"), "utf8");
const entry = closure([...html.matchAll(/(?:src|href)="\/?([^"]+\.(?:js|css))"/g)].map((m) => m[1]));
console.log(`login screen, before any route: ${sizes(entry)}`);

const assets = fs.readdirSync(path.join(dir, "assets")).filter((file) => /\.(js|css)$/.test(file));
for (const name of names) {
  const own = assets.filter((file) => new RegExp(`^${name}-[\\w-]{8}\\.(js|css)$`).test(file)).map((file) => `assets/${file}`);
  if (own.length === 0) {
    console.log(`${name}: no such chunk`);
    continue;
  }
  const added = [...closure(own)].filter((file) => !entry.has(file));
  const largest = added
    .map((file) => ({ file, size: fs.statSync(path.join(dir, file)).size }))
    .sort((a, b) => b.size - a.size)
    .slice(0, 3)
    .map(({ file, size }) => `${path.basename(file)} ${(size / 1024).toFixed(0)} KiB`);
  console.log(`${name} adds: ${sizes(added)}; largest ${largest.join(", ")}`);
}
