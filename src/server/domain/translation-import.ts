import type { TranslationRow } from "./translation-file.ts";

/**
 * What an import of rows into one language would do (the dry run's answer, and a commit's
 * plan): the texts it adds, the texts it changes, how many rows match the stored text, which
 * rows are invalid and how many are skipped. Pure: the stored texts come in as a map.
 */

export type InvalidReason = "invalidCode" | "duplicateCode";

export interface ImportDiff {
  new: { code: string; text: string; newCode: boolean }[];
  changed: { code: string; oldText: string; newText: string }[];
  unchanged: number;
  invalid: { row: number; code: string | null; reason: InvalidReason }[];
  /** Rows of another language, with an empty text, or repeating an earlier row. */
  skipped: number;
}

/** The stored state of a code in the imported language: its text, or null when it has none yet. */
export type StoredTexts = ReadonlyMap<string, string | null>;

// Control characters (tab, newline, NUL, ...) have no place in a key the frontend looks up.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** True when a code can be stored: not blank, no surrounding spaces, no control characters. */
export function isValidCode(code: string): boolean {
  return code.trim() !== "" && code.trim() === code && !CONTROL.test(code);
}

/** The codes of the rows of `languageCode` (what the stored texts are read for). */
export function importedCodes(rows: readonly TranslationRow[], languageCode: string): string[] {
  return [...new Set(rows.filter((r) => r.languageCode === languageCode && r.text !== "" && isValidCode(r.code)).map((r) => r.code))];
}

/**
 * The diff of importing `rows` into `languageCode` against `stored` (the codes that exist, with
 * their text in that language or null). A code given twice with the same text counts once;
 * with another text the later row is invalid (which text would win is not for us to guess).
 */
export function diffImport(rows: readonly TranslationRow[], languageCode: string, stored: StoredTexts): ImportDiff {
  const diff: ImportDiff = { new: [], changed: [], unchanged: 0, invalid: [], skipped: 0 };
  const seen = new Map<string, string>();
  rows.forEach((row, index) => {
    if (row.languageCode !== languageCode || row.text === "") {
      diff.skipped++;
      return;
    }
    if (!isValidCode(row.code)) {
      diff.invalid.push({ row: index + 1, code: row.code, reason: "invalidCode" });
      return;
    }
    const earlier = seen.get(row.code);
    if (earlier !== undefined) {
      if (earlier === row.text) diff.skipped++;
      else diff.invalid.push({ row: index + 1, code: row.code, reason: "duplicateCode" });
      return;
    }
    seen.set(row.code, row.text);
    const current = stored.get(row.code);
    if (current === undefined || current === null) diff.new.push({ code: row.code, text: row.text, newCode: current === undefined });
    else if (current === row.text) diff.unchanged++;
    else diff.changed.push({ code: row.code, oldText: current, newText: row.text });
  });
  return diff;
}

/** The texts a commit writes: every new and changed one (none when a row is invalid). */
export function importWrites(diff: ImportDiff): { code: string; text: string }[] {
  if (diff.invalid.length > 0) return [];
  return [...diff.new.map((n) => ({ code: n.code, text: n.text })), ...diff.changed.map((c) => ({ code: c.code, text: c.newText }))];
}
