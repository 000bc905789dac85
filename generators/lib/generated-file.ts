import fs from "node:fs";
import path from "node:path";

/** A file the generators write, compared with the committed copy under --check. */
export interface GeneratedFile {
  path: string;
  content: string;
}

export function banner(source: string, command = "npm run gen"): string {
  return `// DO NOT EDIT: generated from ${source} by \`${command}\`.\n`;
}

/** Writes the files, or with check=true lists the ones whose committed copy differs. */
export function writeOrCheck(files: GeneratedFile[], root: string, check: boolean): string[] {
  const stale: string[] = [];
  for (const file of files) {
    const target = path.join(root, file.path);
    const current = fs.existsSync(target) ? fs.readFileSync(target, "utf8") : null;
    if (current === file.content) continue;
    stale.push(file.path);
    if (!check) {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, file.content);
    }
  }
  return stale;
}
