import type { components } from "../../../shared/api/contract.ts";

export type ImportRow = components["schemas"]["TranslationImportRow"];
export type ImportDiff = components["schemas"]["TranslationImportResult"];
export type ImportLanguage = components["schemas"]["TranslationLanguage"];

/** The export's filter options (spec part 2 section 9). */
export const EXPORT_FILTERS = ["all", "partner-pages"] as const;
export type ExportFilter = (typeof EXPORT_FILTERS)[number];

/** The export's download address for a filter (the server streams the CSV as an attachment). */
export function exportHref(filterBy: ExportFilter): string {
  return `/cms/translations-import/export-translations?filterBy=${filterBy}`;
}

const SPREADSHEET = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * The content type an upload is sent with, by the file's name first: browsers give a CSV file
 * 'text/csv', 'application/vnd.ms-excel' or nothing, depending on the system.
 */
export function uploadContentType(fileName: string, browserType: string): "text/csv" | typeof SPREADSHEET | "application/octet-stream" {
  const name = fileName.toLowerCase();
  if (name.endsWith(".csv") || browserType === "text/csv") return "text/csv";
  if (name.endsWith(".xlsx") || browserType === SPREADSHEET) return SPREADSHEET;
  return "application/octet-stream";
}

/**
 * The language the import starts on: the default translation language when the account may
 * import into it ('en' first, as spec part 2 section 6 says), else none, so the translator
 * chooses.
 */
export function initialImportLanguage(available: readonly ImportLanguage[], preferred: string | undefined): string {
  return available.find((language) => language.languageCode === preferred)?.languageCode ?? "";
}

/** What the import needs to know of the screen's state. */
export interface ImportState {
  rows: readonly ImportRow[];
  languageCode: string;
  /** The dry run's diff of these rows and this language; undefined until it answered. */
  diff: ImportDiff | undefined;
  /** A file being read, a dry run or an import under way. */
  isBusy: boolean;
}

/** The rows of the chosen language in the file (rows of other languages are skipped). */
export function rowsOf(rows: readonly ImportRow[], languageCode: string): number {
  return rows.filter((row) => row.languageCode === languageCode).length;
}

/**
 * Why the Import button is disabled, or null when it may import (spec part 2 section 5: parsed
 * rows and a chosen language; and the dry run's diff shown first, with no invalid row, since
 * the server writes nothing then).
 */
export function importBlocker(state: ImportState): "noRows" | "noLanguage" | "busy" | "noDiff" | "invalidRows" | "nothingToWrite" | null {
  if (state.rows.length === 0) return "noRows";
  if (state.languageCode === "") return "noLanguage";
  if (state.isBusy) return "busy";
  if (!state.diff) return "noDiff";
  if (state.diff.invalid.length > 0) return "invalidRows";
  if (state.diff.new.length === 0 && state.diff.changed.length === 0) return "nothingToWrite";
  return null;
}

/** True when the Import button may commit. */
export function canImport(state: ImportState): boolean {
  return importBlocker(state) === null;
}

/** At most this many rows of each part of the diff are drawn; the counts say the rest. */
export const DIFF_ROWS_SHOWN = 200;

/** The first rows of a part of the diff, and how many are left out. */
export function firstRows<Row>(rows: readonly Row[]): { shown: readonly Row[]; hidden: number } {
  return { shown: rows.slice(0, DIFF_ROWS_SHOWN), hidden: Math.max(0, rows.length - DIFF_ROWS_SHOWN) };
}
