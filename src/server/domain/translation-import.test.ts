import { describe, expect, it } from "vitest";
import { diffImport, importedCodes, importWrites, isValidCode } from "./translation-import.ts";

const row = (code: string, text: string, languageCode = "sv") => ({ code, languageCode, text });

describe("isValidCode", () => {
  it("takes keys as the frontend looks them up, and refuses blank, padded or control-character codes", () => {
    for (const code of ["a", "menu.website", "partnerPage.findUs", "x y", "åäö-1_2"]) expect(isValidCode(code), code).toBe(true);
    for (const code of ["", " ", " a", "a ", "a\tb", "a\nb", "a\u0000", "a\u007f"])
      expect(isValidCode(code), JSON.stringify(code)).toBe(false);
  });
});

describe("importedCodes", () => {
  it("lists each valid code of the language with a text once", () => {
    const rows = [row("a", "1"), row("a", "2"), row("b", ""), row("c", "3", "en"), row(" d", "4"), row("e", "5")];
    expect(importedCodes(rows, "sv")).toEqual(["a", "e"]);
  });
});

describe("diffImport", () => {
  const stored = new Map<string, string | null>([
    ["same", "Lika"],
    ["old", "Gammal"],
    ["bare", null],
  ]);

  it("sorts every row into new, changed, unchanged, invalid or skipped", () => {
    const diff = diffImport(
      [
        row("same", "Lika"),
        row("old", "Ny"),
        row("bare", "Första"),
        row("fresh", "Helt ny"),
        row("other", "Other", "en"),
        row("empty", ""),
        row(" padded", "x"),
        row("fresh", "Helt ny"),
        row("fresh", "Annan"),
      ],
      "sv",
      stored,
    );
    expect(diff).toEqual({
      new: [
        { code: "bare", text: "Första", newCode: false },
        { code: "fresh", text: "Helt ny", newCode: true },
      ],
      changed: [{ code: "old", oldText: "Gammal", newText: "Ny" }],
      unchanged: 1,
      invalid: [
        { row: 7, code: " padded", reason: "invalidCode" },
        { row: 9, code: "fresh", reason: "duplicateCode" },
      ],
      skipped: 3,
    });
  });

  it("compares texts exactly (case, spaces and line ends count)", () => {
    const diff = diffImport([row("same", "lika"), row("old", "Gammal "), row("bare", "x")], "sv", stored);
    expect(diff.changed.map((c) => c.code)).toEqual(["same", "old"]);
    expect(diff.unchanged).toBe(0);
  });

  it("matches the language code exactly: sv_SE rows are not sv rows", () => {
    const diff = diffImport([row("same", "Lika", "sv_SE")], "sv", stored);
    expect(diff).toMatchObject({ new: [], changed: [], unchanged: 0, skipped: 1 });
  });

  it("answers an empty diff for rows of other languages only", () => {
    expect(diffImport([row("a", "A", "en")], "sv", new Map())).toEqual({ new: [], changed: [], unchanged: 0, invalid: [], skipped: 1 });
  });
});

describe("importWrites", () => {
  it("writes the new and the changed texts", () => {
    const diff = diffImport(
      [row("old", "Ny"), row("fresh", "Ny nyckel"), row("same", "Lika")],
      "sv",
      new Map([
        ["old", "Gammal"],
        ["same", "Lika"],
      ]),
    );
    expect(importWrites(diff)).toEqual([
      { code: "fresh", text: "Ny nyckel" },
      { code: "old", text: "Ny" },
    ]);
  });

  it("writes nothing when any row is invalid", () => {
    const diff = diffImport([row("fresh", "Ny"), row("bad\tcode", "x")], "sv", new Map());
    expect(diff.new).toHaveLength(1);
    expect(importWrites(diff)).toEqual([]);
  });
});
