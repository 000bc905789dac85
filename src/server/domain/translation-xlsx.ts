import ExcelJS from "exceljs";
import { MAX_IMPORT_ROWS } from "./translation-file.ts";
import { assertXlsxWithinBounds, ZipStructureError, type XlsxBounds } from "./xlsx-bounds.ts";

/**
 * What an import workbook may unpack to: the upload is at most 5 MB compressed, and real text
 * compresses about tenfold; and its rows: the import's texts and a header row.
 */
export const XLSX_IMPORT_BOUNDS: XlsxBounds = { maxUnpackedBytes: 50 * 1_048_576, maxRows: MAX_IMPORT_ROWS + 1 };

/** An XLSX file starts as a ZIP archive does (local file header "PK\x03\x04"). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

export class XlsxReadError extends Error {}

/**
 * The cells of the first worksheet of an XLSX file as text, as the spreadsheet shows them
 * (rich text joined, a formula's result, numbers as typed), row by row; the table that
 * translation-file.ts rowsFromTable reads, as it reads a CSV's. A workbook past the bounds is
 * refused (XlsxTooLargeError, xlsx-bounds.ts) before exceljs inflates any of it.
 */
export async function xlsxTable(bytes: Uint8Array, bounds: XlsxBounds = XLSX_IMPORT_BOUNDS): Promise<string[][]> {
  try {
    await assertXlsxWithinBounds(bytes, bounds);
  } catch (error) {
    if (error instanceof ZipStructureError) throw new XlsxReadError(error.message.slice(0, 200));
    throw error;
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    throw new XlsxReadError(String((error as Error).message ?? error).slice(0, 200));
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const table: string[][] = [];
  const width = sheet.columnCount;
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= width; column++) cells.push(row.getCell(column).text ?? "");
    table.push(cells);
  });
  return table;
}
