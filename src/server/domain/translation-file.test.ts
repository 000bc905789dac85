import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import {
  csvTable,
  MAX_IMPORT_ROWS,
  parseTranslationsCsv,
  rowsFromTable,
  separatorOf,
  TranslationFileError,
  unprotectCell,
  type TranslationFileProblem,
} from "./translation-file.ts";
import { looksLikeZip, xlsxTable, XlsxReadError } from "./translation-xlsx.ts";

const problemOf = (run: () => unknown): TranslationFileProblem => {
  try {
    run();
  } catch (error) {
    if (error instanceof TranslationFileError) return error.problem;
    throw error;
  }
  throw new Error("no problem was found");
};

describe("separatorOf", () => {
  it("takes the separator the header row uses more of, outside quotes", () => {
    expect(separatorOf("code;en;sv\r\na;b;c")).toBe(";");
    expect(separatorOf("code,en,sv\na,b,c")).toBe(",");
    expect(separatorOf('"a;b;c",en\n')).toBe(",");
    expect(separatorOf('code;"x,y,z";sv')).toBe(";");
    // Only the first line counts.
    expect(separatorOf("code,en\na;b;c;d")).toBe(",");
    expect(separatorOf("")).toBe(",");
  });
});

describe("csvTable", () => {
  it("drops the BOM, splits on ; and keeps quoted newlines, quotes and separators", () => {
    const text = '\uFEFFcode;en;sv\r\ngreeting;"Hello;\r\nworld";"Hej ""du"""\r\n\r\nbye;Bye;\r\n';
    expect(csvTable(text)).toEqual([
      ["code", "en", "sv"],
      ["greeting", "Hello;\r\nworld", 'Hej "du"'],
      ["bye", "Bye", ""],
    ]);
  });

  it("reads comma-separated text without a BOM", () => {
    expect(csvTable('code,en\na,"x, y"\n')).toEqual([
      ["code", "en"],
      ["a", "x, y"],
    ]);
  });
});

describe("rowsFromTable", () => {
  it("reads the export's layout: one row per non-empty text, languages in order of appearance", () => {
    const parsed = rowsFromTable([
      ["code", "en", "sv_SE", ""],
      [" a.b ", "A", "", ""],
      ["c", "", "C sv", ""],
      ["", "ignored", "ignored"],
      ["   "],
    ]);
    expect(parsed.rows).toEqual([
      { code: "a.b", languageCode: "en", text: "A" },
      { code: "c", languageCode: "sv_SE", text: "C sv" },
    ]);
    expect(parsed.languageCodes).toEqual(["en", "sv_SE"]);
  });

  it("reads the three-column layout, header case-insensitive, keeping empty texts for the import to skip", () => {
    const parsed = rowsFromTable([
      ["Code", "LanguageCode", "Text"],
      ["a", "sv", "Hej"],
      ["b", " en ", ""],
    ]);
    expect(parsed.rows).toEqual([
      { code: "a", languageCode: "sv", text: "Hej" },
      { code: "b", languageCode: "en", text: "" },
    ]);
    expect(parsed.languageCodes).toEqual(["sv", "en"]);
  });

  it("takes the export's formula guard off again", () => {
    expect(unprotectCell("'=SUM(A1)")).toBe("=SUM(A1)");
    expect(unprotectCell("'-5 %")).toBe("-5 %");
    expect(unprotectCell("'quoted'")).toBe("'quoted'");
    expect(unprotectCell("plain")).toBe("plain");
    expect(
      rowsFromTable([
        ["code", "en"],
        ["'@x", "'+1"],
      ]).rows,
    ).toEqual([{ code: "@x", languageCode: "en", text: "+1" }]);
  });

  it("refuses an empty table, a missing or wrong header and bad language codes", () => {
    expect(problemOf(() => rowsFromTable([]))).toEqual({ reason: "empty" });
    expect(problemOf(() => rowsFromTable([[""], [" "]]))).toEqual({ reason: "empty" });
    expect(problemOf(() => rowsFromTable([["key", "en"]]))).toEqual({ reason: "header" });
    expect(problemOf(() => rowsFromTable([["code"]]))).toEqual({ reason: "header" });
    expect(problemOf(() => rowsFromTable([["code", "", ""]]))).toEqual({ reason: "header" });
    expect(problemOf(() => rowsFromTable([["code", "en", "Swedish"]]))).toEqual({ reason: "headerLanguage", column: 3, value: "Swedish" });
    expect(
      problemOf(() =>
        rowsFromTable([
          ["code", "languageCode", "text"],
          ["a", "sv", "x"],
          ["b", "SV", "y"],
        ]),
      ),
    ).toEqual({ reason: "language", row: 3, value: "SV" });
  });

  it("refuses a code or text over the contract's limits, and more rows than an import takes", () => {
    expect(
      problemOf(() =>
        rowsFromTable([
          ["code", "en"],
          ["x".repeat(201), "a"],
        ]),
      ),
    ).toEqual({ reason: "codeTooLong", row: 2 });
    expect(
      problemOf(() =>
        rowsFromTable([
          ["code", "en"],
          ["a", "y".repeat(20_001)],
        ]),
      ),
    ).toEqual({ reason: "textTooLong", row: 2 });
    const many = [["code", "en", "sv"], ...Array.from({ length: MAX_IMPORT_ROWS / 2 + 1 }, (_, i) => [`k${i}`, "a", "b"])];
    expect(problemOf(() => rowsFromTable(many))).toEqual({ reason: "tooManyRows" });
    expect(rowsFromTable(many.slice(0, -1)).rows).toHaveLength(MAX_IMPORT_ROWS);
  });
});

describe("parseTranslationsCsv", () => {
  it("reads a BOM, semicolon, quoted-newline file end to end", () => {
    const parsed = parseTranslationsCsv('\uFEFFcode;en;sv\r\nmulti;"Line 1\nLine 2";"Rad 1\nRad 2"\r\n');
    expect(parsed.rows).toEqual([
      { code: "multi", languageCode: "en", text: "Line 1\nLine 2" },
      { code: "multi", languageCode: "sv", text: "Rad 1\nRad 2" },
    ]);
  });
});

describe("xlsxTable", () => {
  it("reads the first sheet's cells as shown: text, numbers, rich text, formulas' results", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Translations");
    sheet.addRow(["code", "en", "sv"]);
    sheet.addRow(["number", 42, "fyrtiotvå"]);
    sheet.addRow(["rich", { richText: [{ text: "Bold " }, { text: "text" }] }, null]);
    sheet.addRow(["formula", { formula: "1+1", result: 2 }, "Rad 1\nRad 2"]);
    workbook.addWorksheet("Other").addRow(["ignored"]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(looksLikeZip(bytes)).toBe(true);
    const table = await xlsxTable(bytes);
    expect(table).toEqual([
      ["code", "en", "sv"],
      ["number", "42", "fyrtiotvå"],
      ["rich", "Bold text", ""],
      ["formula", "2", "Rad 1\nRad 2"],
    ]);
    expect(rowsFromTable(table).rows).toHaveLength(5);
  });

  it("throws XlsxReadError for bytes that are not a workbook", async () => {
    expect(looksLikeZip(Buffer.from("code,en"))).toBe(false);
    await expect(xlsxTable(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).rejects.toBeInstanceOf(XlsxReadError);
  });
});
