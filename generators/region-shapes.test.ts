import { describe, expect, it } from "vitest";
import { matchRegions, normalizeName, type NeRegion, type PostalRegion } from "./region-shapes.ts";

const ne: NeRegion[] = [
  { iso: "FI-18", country: "FI", gnA1Code: "FI.01", names: ["Uusimaa", "Nyland"] },
  { iso: "FI-01", country: "FI", gnA1Code: "FI.99", names: ["Åland"] },
  { iso: "FI-19", country: "FI", gnA1Code: "FI.02", names: ["Finland Proper", "Varsinais-Suomi"] },
  { iso: "NO-16", country: "NO", gnA1Code: "NO.16", names: ["Sør-Trøndelag"] },
  { iso: "NO-17", country: "NO", gnA1Code: "NO.10", names: ["Nord-Trøndelag"] },
];
const postal = (country: string, code: string, name: string, zipCount = 1): PostalRegion => ({ country, code, name, zipCount });
const explicit = {
  "NO|21": { name: "Trøndelag", iso: ["NO-17", "NO-16"], why: "merged" },
  "FI|02": { name: "Southwest Finland", iso: ["FI-19"], why: "names differ" },
};
const excluded = { "FI-01": "not in the data" };

describe("matchRegions", () => {
  it("matches by code and name, never by a code alone (ISO and GeoNames numbers collide), else by EXPLICIT", () => {
    const result = matchRegions(
      [postal("FI", "01", "Uusimaa", 5), postal("FI", "02", "Southwest Finland"), postal("NO", "21", "Trøndelag")],
      ne,
      explicit,
      excluded,
    );
    expect(result).toMatchObject({ auto: 1, explicit: 2 });
    expect(result.shapes.map((s) => [s.country, s.codes, s.iso])).toEqual([
      ["FI", ["01"], ["FI-18"]],
      ["FI", ["02"], ["FI-19"]],
      ["NO", ["21"], ["NO-16", "NO-17"]],
    ]);
  });

  it("puts two spellings of one region in one shape, the letter code first", () => {
    const se: NeRegion[] = [{ iso: "SE-AB", country: "SE", gnA1Code: "SE.26", names: ["Stockholm", "Stockholms län"] }];
    const result = matchRegions([postal("SE", "26", "Stockholm", 9), postal("SE", "AB", "Stockholm", 3801)], se, {}, {});
    expect(result.shapes).toEqual([{ country: "SE", codes: ["AB", "26"], name: "Stockholm", iso: ["SE-AB"], how: "auto" }]);
  });

  it("fails loudly on an unmatched region, an unneeded EXPLICIT entry and a feature nobody claims", () => {
    expect(() => matchRegions([postal("FI", "01", "Uusimaa"), postal("FI", "07", "Päijänne Tavastia")], ne, {}, excluded)).toThrow(
      /FI\|07 Päijänne Tavastia: no match[\s\S]*FI-19 \(Finland Proper\) is claimed by no postal-code region/,
    );
    expect(() =>
      matchRegions([postal("FI", "01", "Uusimaa")], ne, { "FI|01": { name: "Uusimaa", iso: ["FI-18"], why: "" } }, excluded),
    ).toThrow(/matches FI-18 automatically; remove its EXPLICIT entry/);
  });

  it("compares names without case, accents or a trailing 'Region'", () => {
    expect(normalizeName("Central Finland Region")).toBe(normalizeName("central finland"));
    expect(normalizeName("Sjaælland")).toBe("sjaaelland");
    expect(normalizeName("Møre og Romsdal")).toBe(normalizeName("More og Romsdal"));
  });
});
