import fs from "node:fs";
import path from "node:path";
import type { GeneratedFile } from "./generated-file.ts";

/**
 * Merges every area's locale fragments (src/client/<area>/locales/{en,sv_SE}.json) into the
 * files the app loads, public/i18n/{en,sv_SE}.json (docs/client-conventions.md). Fails when a
 * key exists in one language only, is defined by two fragments, or is not a text.
 */
export const LANGUAGES = ["en", "sv_SE"] as const;
const CLIENT_DIR = "src/client";
const OUT_DIR = "public/i18n";

type Language = (typeof LANGUAGES)[number];
/** Fragment directory (relative to the root) → language → flat key → text. */
type Fragments = Map<string, Partial<Record<Language, Map<string, string>>>>;

export class LocaleError extends Error {
  constructor(readonly problems: string[]) {
    super(`Locale fragments are inconsistent:\n  ${problems.join("\n  ")}`);
  }
}

export function localeFiles(root: string): GeneratedFile[] {
  return mergeLocales(readFragments(root));
}

/** Every locales/ directory under src/client, with its fragments flattened to "a.b.c" keys. */
export function readFragments(root: string): Fragments {
  const fragments: Fragments = new Map();
  const problems: string[] = [];
  for (const dir of localeDirs(path.join(root, CLIENT_DIR))) {
    const relative = path.relative(root, dir).split(path.sep).join("/");
    const byLanguage: Partial<Record<Language, Map<string, string>>> = {};
    for (const language of LANGUAGES) {
      const file = path.join(dir, `${language}.json`);
      if (!fs.existsSync(file)) continue;
      try {
        byLanguage[language] = flatten(JSON.parse(fs.readFileSync(file, "utf8")), "", `${relative}/${language}.json`);
      } catch (error) {
        problems.push((error as Error).message);
      }
    }
    fragments.set(relative, byLanguage);
  }
  if (problems.length > 0) throw new LocaleError(problems);
  return fragments;
}

/** The merged public files; throws a LocaleError listing every problem found. */
export function mergeLocales(fragments: Fragments): GeneratedFile[] {
  const problems: string[] = [];
  const merged = Object.fromEntries(LANGUAGES.map((l) => [l, new Map<string, { text: string; from: string }>()])) as Record<
    Language,
    Map<string, { text: string; from: string }>
  >;

  for (const [dir, byLanguage] of fragments) {
    for (const language of LANGUAGES) {
      const keys = byLanguage[language];
      const others = LANGUAGES.filter((other) => other !== language);
      for (const other of others) {
        const missing = [...(byLanguage[other]?.keys() ?? [])].filter((key) => !keys?.has(key));
        if (missing.length > 0) problems.push(`${dir}/${language}.json lacks ${missing.join(", ")} (present in ${other}.json)`);
      }
      for (const [key, text] of keys ?? []) {
        const earlier = merged[language].get(key);
        if (earlier) problems.push(`${key} is defined twice: ${earlier.from}/${language}.json and ${dir}/${language}.json`);
        else merged[language].set(key, { text, from: dir });
      }
    }
  }
  for (const language of LANGUAGES) problems.push(...prefixClashes([...merged[language].keys()], language));
  if (problems.length > 0) throw new LocaleError(problems);

  return LANGUAGES.map((language) => ({
    path: `${OUT_DIR}/${language}.json`,
    content: `${JSON.stringify(nest([...merged[language]].map(([key, { text }]) => [key, text])), null, 2)}\n`,
  }));
}

function localeDirs(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === "node_modules" || entry.name === "generated") continue;
    const full = path.join(dir, entry.name);
    if (entry.name === "locales") found.push(full);
    else found.push(...localeDirs(full));
  }
  return found.sort();
}

function flatten(value: unknown, prefix: string, file: string, into = new Map<string, string>()): Map<string, string> {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new Error(`${file}: ${prefix || "the file"} must be an object of texts`);
  for (const [key, inner] of Object.entries(value)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof inner === "string") into.set(full, inner);
    else flatten(inner, full, file, into);
  }
  return into;
}

// "a.b" as a text and "a.b.c" as another cannot both exist in a nested file.
function prefixClashes(keys: string[], language: string): string[] {
  const all = new Set(keys);
  return keys
    .filter((key) => key.split(".").some((_, i, parts) => i > 0 && all.has(parts.slice(0, i).join("."))))
    .map((key) => `${key} (${language}) sits under a key that is itself a text`);
}

/** Nested object with keys sorted at every level, so the output is stable. */
function nest(entries: [string, string][]): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, text] of entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const parts = key.split(".");
    let node = root;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts.at(-1)!] = text;
  }
  return root;
}
