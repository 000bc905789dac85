import Papa from "papaparse";

/**
 * Reading an uploaded translations file (spec part 2 section 7, import/export screen) into
 * import rows. Two layouts are taken, both with a header row:
 *
 * - the export's: `code`, then one column per language code (`en`, `sv`, `sv_SE`, ...); an empty
 *   cell is no text in that language and gives no row;
 * - three columns `code`, `languageCode`, `text`, one row per text.
 *
 * A spreadsheet is first turned into a table of cells (CSV here, XLSX by translation-xlsx.ts);
 * rowsFromTable is the same for both. Pure: no I/O, so every rule is unit tested.
 */

export const LANGUAGE_CODE = /^[a-z]{2}(_[A-Z]{2})?$/;
/** The contract's limits of an import row (TranslationImportRow) and of an import. */
export const MAX_CODE_LENGTH = 200;
export const MAX_TEXT_LENGTH = 20_000;
export const MAX_IMPORT_ROWS = 50_000;

export interface TranslationRow {
  code: string;
  languageCode: string;
  text: string;
}

export interface ParsedTranslations {
  rows: TranslationRow[];
  /** The languages of the file, in the order they first appear. */
  languageCodes: string[];
}

/** Why a file cannot be read; `row` is the 1-based line of the table (the header is row 1). */
export type TranslationFileProblem =
  | { reason: "empty" }
  | { reason: "header" }
  | { reason: "headerLanguage"; column: number; value: string }
  | { reason: "language"; row: number; value: string }
  | { reason: "codeTooLong"; row: number }
  | { reason: "textTooLong"; row: number }
  | { reason: "tooManyRows" };

export class TranslationFileError extends Error {
  constructor(readonly problem: TranslationFileProblem) {
    super(`translations file: ${problem.reason}`);
  }
}

const UTF8_BOM = "\uFEFF";

/**
 * A cell as it was before the export made it formula-safe: the export puts an apostrophe in
 * front of text starting with =, +, -, @, tab or carriage return (csv-stream.ts csvCell), so an
 * exported file imports back unchanged.
 */
export function unprotectCell(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

/**
 * The cells of a CSV text: BOM dropped, separator `;` or `,` (whichever the header row uses
 * more of, outside quotes), quoted cells may hold separators, quotes and newlines (RFC 4180).
 */
export function csvTable(text: string): string[][] {
  const body = text.startsWith(UTF8_BOM) ? text.slice(1) : text;
  const parsed = Papa.parse<string[]>(body, { delimiter: separatorOf(body), skipEmptyLines: "greedy" });
  return parsed.data;
}

/** `;` when the first line has more of them than commas outside quotes, else `,`. */
export function separatorOf(text: string): ";" | "," {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && char === ";") semicolons++;
    else if (!quoted && char === ",") commas++;
  }
  return semicolons > commas ? ";" : ",";
}

const isThreeColumnHeader = (header: readonly string[]) =>
  header.length >= 3 &&
  header[1]!.toLowerCase() === "languagecode" &&
  header[2]!.toLowerCase() === "text" &&
  header.slice(3).every((cell) => cell === "");

/** The import rows of a table of cells (the first row is the header). */
export function rowsFromTable(table: readonly (readonly string[])[]): ParsedTranslations {
  const [rawHeader, ...lines] = table.filter((line) => line.some((cell) => cell.trim() !== ""));
  if (!rawHeader) throw new TranslationFileError({ reason: "empty" });
  const header = rawHeader.map((cell) => cell.trim());
  if (header[0]?.toLowerCase() !== "code") throw new TranslationFileError({ reason: "header" });
  const rows: TranslationRow[] = [];
  const add = (row: TranslationRow, line: number) => {
    if (row.code.length > MAX_CODE_LENGTH) throw new TranslationFileError({ reason: "codeTooLong", row: line });
    if (row.text.length > MAX_TEXT_LENGTH) throw new TranslationFileError({ reason: "textTooLong", row: line });
    if (rows.length === MAX_IMPORT_ROWS) throw new TranslationFileError({ reason: "tooManyRows" });
    rows.push(row);
  };
  // Table rows after filtering blank lines; the line number counts the header as 1.
  if (isThreeColumnHeader(header)) {
    lines.forEach((cells, i) => {
      const code = unprotectCell((cells[0] ?? "").trim());
      if (code === "") return;
      const languageCode = (cells[1] ?? "").trim();
      if (!LANGUAGE_CODE.test(languageCode)) throw new TranslationFileError({ reason: "language", row: i + 2, value: languageCode });
      add({ code, languageCode, text: unprotectCell(cells[2] ?? "") }, i + 2);
    });
  } else {
    // Trailing empty header cells (a spreadsheet's stray column) are not languages.
    let width = header.length;
    while (width > 1 && header[width - 1] === "") width--;
    const languages = header.slice(1, width);
    if (languages.length === 0) throw new TranslationFileError({ reason: "header" });
    languages.forEach((language, i) => {
      if (!LANGUAGE_CODE.test(language)) throw new TranslationFileError({ reason: "headerLanguage", column: i + 2, value: language });
    });
    lines.forEach((cells, i) => {
      const code = unprotectCell((cells[0] ?? "").trim());
      if (code === "") return;
      languages.forEach((languageCode, column) => {
        const text = unprotectCell(cells[column + 1] ?? "");
        if (text !== "") add({ code, languageCode, text }, i + 2);
      });
    });
  }
  return { rows, languageCodes: [...new Set(rows.map((r) => r.languageCode))] };
}

/** A CSV text's import rows. */
export function parseTranslationsCsv(text: string): ParsedTranslations {
  return rowsFromTable(csvTable(text));
}
