import { describe, expect, it } from "vitest";
import { coverageGapsCsvHref, fallsToKey, gapPlace, gapZipCodeIds, SHOWN_GAPS, shownGaps } from "./coverageGaps.ts";

describe("coverage gaps helpers", () => {
  it("gives the gaps' zip-code ids as a set for a map layer", () => {
    expect(gapZipCodeIds([{ id: 3 }, { id: 9 }, { id: 3 }])).toEqual(new Set([3, 9]));
    expect(gapZipCodeIds(undefined)).toEqual(new Set());
  });

  it("links the CSV of a country or a region", () => {
    expect(coverageGapsCsvHref({ kind: "country", id: 4 })).toBe("/rest/area-coverage-gaps/4/export-result-as-csv?areaType=country");
    expect(coverageGapsCsvHref({ kind: "region", id: 12 })).toBe("/rest/area-coverage-gaps/12/export-result-as-csv?areaType=region");
  });

  it("shows the first 50 and counts the rest", () => {
    const many = Array.from({ length: 120 }, (_, i) => i);
    expect(SHOWN_GAPS).toBe(50);
    expect(shownGaps(many).shown).toEqual(many.slice(0, 50));
    expect(shownGaps(many).more).toBe(70);
    expect(shownGaps(many.slice(0, 50))).toEqual({ shown: many.slice(0, 50), more: 0 });
    expect(shownGaps([1, 2], 1)).toEqual({ shown: [1], more: 1 });
    expect(shownGaps([])).toEqual({ shown: [], more: 0 });
  });

  it("names where the requests go", () => {
    expect(fallsToKey({ fallsTo: "fallback" })).toBe("salesRegions.coverage.fallsTo.fallback");
    expect(fallsToKey({ fallsTo: "nowhere" })).toBe("salesRegions.coverage.fallsTo.nowhere");
  });

  it("places a gap by its locality and most specific region, without repeating a name", () => {
    const gap = { locality: "Lund", region1: "Skåne", region2: "Lunds kommun", region3: null };
    expect(gapPlace(gap)).toBe("Lund, Lunds kommun");
    expect(gapPlace({ ...gap, region3: "Centrum" })).toBe("Lund, Centrum");
    expect(gapPlace({ ...gap, region2: null })).toBe("Lund, Skåne");
    expect(gapPlace({ locality: "Aarhus", region1: "Aarhus", region2: null, region3: null })).toBe("Aarhus");
    expect(gapPlace({ locality: null, region1: null, region2: null, region3: null })).toBe("");
    expect(gapPlace({ locality: null, region1: "Skåne", region2: null, region3: null })).toBe("Skåne");
  });
});
