import { describe, expect, it } from "vitest";
import { decimal, escapeValue, segment, SERVICE_STRING_ADVICE, splitText, toUnoc } from "./edifact-syntax.ts";

describe("escapeValue", () => {
  it("puts the release character in front of each separator and of itself", () => {
    expect(escapeValue("a'b+c:d?e")).toBe("a?'b?+c?:d??e");
    expect(escapeValue("??")).toBe("????");
    expect(escapeValue("''++::")).toBe("?'?'?+?+?:?:");
  });
  it("leaves other text, the decimal mark and the space alone", () => {
    expect(escapeValue("Sängbutiken 12.5 cm * /")).toBe("Sängbutiken 12.5 cm * /");
    expect(escapeValue("")).toBe("");
  });
});

describe("toUnoc", () => {
  it("keeps ISO 8859-1 text as it is", () => {
    expect(toUnoc("Åkesson Ødegård Müller Garçon ½ ©")).toBe("Åkesson Ødegård Müller Garçon ½ ©");
  });
  it("writes letters outside ISO 8859-1 by their base letter, others as a space", () => {
    expect(toUnoc("Łódź Żółć Dvořák Œuvre ß")).toBe("Lódz Zólc Dvorák OEuvre ß");
    expect(toUnoc("Kiev Київ")).toBe("Kiev");
    expect(toUnoc("bed 🛏 now")).toBe("bed now");
    expect(toUnoc("5 €")).toBe("5 EUR");
  });
  it("makes one line: control characters and line breaks become single spaces, ends trimmed", () => {
    expect(toUnoc("  line one\r\nline\ttwo\u0085 x  ")).toBe("line one line two x");
  });
  it("composes decomposed letters first", () => {
    expect(toUnoc("A\u030angstro\u0308m")).toBe("Ångström");
  });
});

describe("splitText", () => {
  it("answers short text whole and nothing for empty text", () => {
    expect(splitText("Anna Lindqvist", 35, 5)).toEqual(["Anna Lindqvist"]);
    expect(splitText("   ", 35, 5)).toEqual([]);
  });
  it("cuts at a space near the width, keeping words whole", () => {
    expect(splitText("Sibyllegatan twelve and a very long address here", 20, 4)).toEqual([
      "Sibyllegatan twelve",
      "and a very long",
      "address here",
    ]);
  });
  it("cuts a word longer than the width at the width, and stops after the pieces allowed", () => {
    expect(splitText("abcdefghij", 4, 5)).toEqual(["abcd", "efgh", "ij"]);
    expect(splitText("abcdefghij", 4, 2)).toEqual(["abcd", "efgh"]);
  });
});

describe("segment", () => {
  it("joins tag, elements and components with their separators and ends with the terminator", () => {
    expect(segment("DTM", ["137", "20260301", "102"])).toBe("DTM+137:20260301:102'");
    expect(segment("LIN", "1", "", ["AUR-160", "SA"])).toBe("LIN+1++AUR-160:SA'");
  });
  it("escapes every value and leaves out trailing empty components and elements", () => {
    expect(segment("NAD", "DP", "", "", ["O'Brien+Sons", ""], "", "", "")).toBe("NAD+DP+++O?'Brien?+Sons'");
    expect(segment("IMD", "F", "", ["", "", "", "a:b", ""])).toBe("IMD+F++:::a?:b'");
    expect(segment("UNS", "S")).toBe("UNS+S'");
  });
});

describe("decimal", () => {
  it("writes integers and fractions without exponent, trailing zeros or thousands separators", () => {
    expect(decimal(100)).toBe("100");
    expect(decimal(2)).toBe("2");
    expect(decimal(0)).toBe("0");
    expect(decimal(25000.5, 2)).toBe("25000.5");
    expect(decimal(0.1 + 0.2)).toBe("0.3");
    expect(decimal(999_999_999_999_999, 0)).toBe("999999999999999");
    expect(decimal(-0.00001)).toBe("0");
    expect(decimal(12345678.125, 2)).toMatch(/^12345678\.1[23]$/);
  });
  it("refuses what is not a finite number", () => {
    expect(() => decimal(Number.NaN)).toThrow(RangeError);
    expect(() => decimal(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => decimal(1e15)).toThrow(RangeError);
    expect(() => decimal(1e21)).toThrow(RangeError);
  });
});

it("announces the separators it writes", () => {
  expect(SERVICE_STRING_ADVICE).toBe("UNA:+.? '");
});
