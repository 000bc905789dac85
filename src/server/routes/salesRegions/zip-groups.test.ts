import { describe, expect, it } from "vitest";
import { groupZipCodes, initialPrefixLength, prefixOf, type ZipGroup } from "./zip-groups.ts";

const zips = (codes: string[]) => codes.map((zipCode) => ({ zipCode }));
const range = (from: number, count: number, format: (n: number) => string = String) =>
  Array.from({ length: count }, (_, i) => format(from + i));
/** The groups as prefix → their codes, or → their subgroups. */
function shape(groups: ZipGroup<{ zipCode: string }>[]): unknown {
  return Object.fromEntries(groups.map((g) => [g.prefix, g.groups ? shape(g.groups) : g.zipCodes.map((z) => z.zipCode)]));
}

describe("zip-code groups", () => {
  it("groups nothing up to 35 zip codes", () => {
    expect(groupZipCodes(zips(range(10000, 35)))).toEqual([]);
    expect(groupZipCodes([])).toEqual([]);
  });

  it("groups 36 by the first 4 characters when the first code has no space", () => {
    const groups = groupZipCodes(zips(range(10100, 36)));
    expect(shape(groups)).toEqual({
      "1010": range(10100, 10),
      "1011": range(10110, 10),
      "1012": range(10120, 10),
      "1013": range(10130, 6),
    });
    expect(groups.every((g) => g.groups === undefined)).toBe(true);
  });

  it("groups by the part before the first code's space", () => {
    const codes = [
      ...range(21100, 20, (n) => `${String(n).slice(0, 3)} ${String(n).slice(3)}`),
      ...range(22100, 20, (n) => `${String(n).slice(0, 3)} ${String(n).slice(3)}`),
    ];
    expect(Object.keys(shape(groupZipCodes(zips(codes))) as object)).toEqual(["211", "221"]);
  });

  it("splits a group of more than 35 again, one character more, skipping spaces", () => {
    const codes = [...range(21100, 40, (n) => `${String(n).slice(0, 3)} ${String(n).slice(3)}`), "222 22"];
    const groups = groupZipCodes(zips(codes));
    expect(groups.map((g) => g.prefix)).toEqual(["211", "222"]);
    expect(groups[0]!.zipCodes).toEqual([]);
    expect(groups[0]!.groups!.map((g) => [g.prefix, g.zipCodes.length])).toEqual([
      ["211 0", 10],
      ["211 1", 10],
      ["211 2", 10],
      ["211 3", 10],
    ]);
    expect(shape([groups[1]!])).toEqual({ "222": ["222 22"] });
  });

  it("goes straight to the longer prefix when every code of a group shares it", () => {
    const codes = range(1234500, 36);
    // 1234 holds all 36, and so does 12345: one group 12345 (not 1234 > 12345), split at 6 characters.
    const groups = groupZipCodes(zips(codes));
    expect(groups.map((g) => g.prefix)).toEqual(["12345"]);
    expect(groups[0]!.groups!.map((g) => g.prefix)).toEqual(["123450", "123451", "123452", "123453"]);
  });

  it("stops splitting at 10 characters", () => {
    const codes = range(0, 40, (n) => `ABCDEFGHIJ${String(n).padStart(2, "0")}`);
    const groups = groupZipCodes(zips(codes));
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ prefix: "ABCDEFGHIJ" });
    expect(groups[0]!.zipCodes).toHaveLength(40);
  });

  it("keeps codes shorter than the prefix in a group of their own", () => {
    const codes = ["123", ...range(12300, 40)];
    const groups = groupZipCodes(zips(codes));
    expect(groups[0]).toEqual({ prefix: "123", zipCodes: [{ zipCode: "123" }] });
  });

  it("keeps each zip code in exactly one group", () => {
    const codes = [...range(10000, 300), ...range(20000, 5), ...range(99990, 10)];
    const flat = (groups: ZipGroup<{ zipCode: string }>[]): string[] =>
      groups.flatMap((g) => [...g.zipCodes.map((z) => z.zipCode), ...flat(g.groups ?? [])]);
    expect(flat(groupZipCodes(zips(codes)))).toEqual(codes);
    const sizes = (groups: ZipGroup<{ zipCode: string }>[]): number[] =>
      groups.flatMap((g) => [g.zipCodes.length, ...sizes(g.groups ?? [])]);
    expect(Math.max(...sizes(groupZipCodes(zips(codes))))).toBeLessThanOrEqual(35);
  });

  it("reads the first prefix length and prefixes as the spec says", () => {
    expect(initialPrefixLength("211 22")).toBe(3);
    expect(initialPrefixLength("10115")).toBe(4);
    expect(initialPrefixLength(" 1234")).toBe(4);
    expect(initialPrefixLength("ABCDEFGHIJKL M")).toBe(10);
    expect(prefixOf("211 22", 3)).toBe("211");
    expect(prefixOf("211 22", 4)).toBe("211 2");
    expect(prefixOf("1 2 3", 2)).toBe("1 2");
    expect(prefixOf("12", 4)).toBe("12");
  });
});
