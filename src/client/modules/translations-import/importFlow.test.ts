import { describe, expect, it } from "vitest";
import {
  canImport,
  DIFF_ROWS_SHOWN,
  exportHref,
  firstRows,
  importBlocker,
  initialImportLanguage,
  rowsOf,
  uploadContentType,
  type ImportDiff,
  type ImportState,
} from "./importFlow.ts";

const rows = [
  { code: "home.title", languageCode: "sv", text: "Hem" },
  { code: "home.title", languageCode: "en", text: "Home" },
  { code: "home.intro", languageCode: "sv", text: "Välkommen" },
];
const diff = (more: Partial<ImportDiff> = {}): ImportDiff => ({
  written: false,
  new: [{ code: "home.intro", text: "Välkommen", newCode: true }],
  changed: [{ code: "home.title", oldText: "Start", newText: "Hem" }],
  unchanged: 0,
  invalid: [],
  skipped: 1,
  ...more,
});
const ready: ImportState = { rows, languageCode: "sv", diff: diff(), isBusy: false };

describe("the Import button", () => {
  it("is enabled with parsed rows, a chosen language and a clean dry run", () => {
    expect(importBlocker(ready)).toBeNull();
    expect(canImport(ready)).toBe(true);
  });

  it("is disabled without parsed rows or without a language", () => {
    expect(importBlocker({ ...ready, rows: [] })).toBe("noRows");
    expect(importBlocker({ ...ready, languageCode: "" })).toBe("noLanguage");
    expect(canImport({ ...ready, rows: [], languageCode: "" })).toBe(false);
  });

  it("waits for the dry run, and while anything is under way", () => {
    expect(importBlocker({ ...ready, diff: undefined })).toBe("noDiff");
    expect(importBlocker({ ...ready, isBusy: true })).toBe("busy");
  });

  it("is disabled when the dry run found invalid rows or nothing to write", () => {
    expect(importBlocker({ ...ready, diff: diff({ invalid: [{ row: 2, code: " x", reason: "invalidCode" }] }) })).toBe("invalidRows");
    expect(importBlocker({ ...ready, diff: diff({ new: [], changed: [], unchanged: 2 }) })).toBe("nothingToWrite");
  });
});

describe("the import's language", () => {
  const available = [
    { languageCode: "sv", name: "Svenska" },
    { languageCode: "en", name: "English" },
  ];

  it("starts on the default translation language when it may be imported", () => {
    expect(initialImportLanguage(available, "en")).toBe("en");
  });

  it("starts unchosen otherwise", () => {
    expect(initialImportLanguage(available, "de")).toBe("");
    expect(initialImportLanguage(available, undefined)).toBe("");
    expect(initialImportLanguage([], "en")).toBe("");
  });

  it("counts the file's rows of the chosen language", () => {
    expect(rowsOf(rows, "sv")).toBe(2);
    expect(rowsOf(rows, "de")).toBe(0);
  });
});

describe("files and downloads", () => {
  it("sends a file with the content type its name says", () => {
    expect(uploadContentType("texts.csv", "application/vnd.ms-excel")).toBe("text/csv");
    expect(uploadContentType("TEXTS.CSV", "")).toBe("text/csv");
    expect(uploadContentType("texts.xlsx", "")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(uploadContentType("texts", "text/csv")).toBe("text/csv");
    expect(uploadContentType("texts.txt", "text/plain")).toBe("application/octet-stream");
  });

  it("downloads the export by filter", () => {
    expect(exportHref("all")).toBe("/cms/translations-import/export-translations?filterBy=all");
    expect(exportHref("partner-pages")).toBe("/cms/translations-import/export-translations?filterBy=partner-pages");
  });

  it("draws the first rows of a long diff and counts the rest", () => {
    const many = Array.from({ length: DIFF_ROWS_SHOWN + 5 }, (_, i) => i);
    expect(firstRows(many)).toEqual({ shown: many.slice(0, DIFF_ROWS_SHOWN), hidden: 5 });
    expect(firstRows([1, 2])).toEqual({ shown: [1, 2], hidden: 0 });
  });
});
