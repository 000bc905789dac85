/**
 * Gzipped JavaScript and CSS that a route loads, from the production build's Vite manifest
 * (`npm run build` first). A route = the entry chunk, its static imports, and the lazy chunk of
 * the screen (found by the source file name), with its static imports.
 * Usage: npx tsx bench/bundle-size.ts
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { ROOT } from "./lib/server.ts";

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const dist = path.join(ROOT, "dist/client");
const manifest = JSON.parse(fs.readFileSync(path.join(dist, ".vite/manifest.json"), "utf8")) as Record<string, Chunk>;
const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

function closure(keys: string[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((c) => css.add(c));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return { js, css };
}

const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
const screenKey = (needle: string) => Object.keys(manifest).find((k) => k.includes(needle));
const routes: Record<string, string[]> = {
  login: [entry, screenKey("modules/login/")].filter(Boolean) as string[],
  dashboard: [entry, screenKey("modules/dashboard/DashboardScreen")].filter(Boolean) as string[],
  accounts: [entry, screenKey("modules/accounts/AccountsScreen")].filter(Boolean) as string[],
};

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
for (const [name, keys] of Object.entries(routes)) {
  const { js, css } = closure(keys);
  const jsBytes = [...js].reduce((sum, f) => sum + gz(f), 0);
  const cssBytes = [...css].reduce((sum, f) => sum + gz(f), 0);
  console.log(`${name}: JS ${kb(jsBytes)} KB gzip in ${js.size} files, CSS ${kb(cssBytes)} KB gzip in ${css.size} files`);
}
const all = Object.values(manifest);
const iconChunks = all.filter((c) => /icons?/i.test(c.file) && c.file.endsWith(".js"));
console.log(`icon chunks: ${iconChunks.length} (each loaded only when its icon is drawn)`);
