import { describe, expect, it } from "vitest";
import { clickedAreaOf, decideClick } from "./clickDecision.ts";

const area = { zipCode: "211 01", countryCode: "SE", region: 11 };

describe("decideClick", () => {
  it("assigns with a location and a type chosen", () => {
    expect(decideClick(area, { locationId: 7, type: "workingArea", level: 2 })).toEqual({
      kind: "assign",
      request: { storeId: 7, zipCode: "211 01", countryCode: "SE", level: 2, type: "workingArea", region: 11 },
    });
  });

  it("tells what to choose, and calls nothing, without them", () => {
    expect(decideClick(area, { locationId: null, type: null, level: 1 })).toEqual({ kind: "hint", hint: "chooseLocationAndType" });
    expect(decideClick(area, { locationId: null, type: "contractArea", level: 1 })).toEqual({ kind: "hint", hint: "chooseLocation" });
    expect(decideClick(area, { locationId: 7, type: null, level: 1 })).toEqual({ kind: "hint", hint: "chooseType" });
  });

  it("says so for a zip code with no region at the level", () => {
    expect(decideClick({ ...area, region: -1 }, { locationId: 7, type: "contractArea", level: 3 })).toEqual({
      kind: "hint",
      hint: "noRegion",
    });
  });
});

describe("clickedAreaOf", () => {
  it("reads a drawn area's properties", () => {
    expect(clickedAreaOf({ zipCode: "211 01", countryCode: "SE", region: 11, color: "#fff" })).toEqual(area);
    expect(clickedAreaOf({ zipCode: "211 01", countryCode: "SE" })).toEqual({ ...area, region: -1 });
  });

  it("is null for anything else", () => {
    expect(clickedAreaOf(null)).toBeNull();
    expect(clickedAreaOf(undefined)).toBeNull();
    expect(clickedAreaOf({ id: 3 })).toBeNull();
    expect(clickedAreaOf({ zipCode: 211, countryCode: "SE" })).toBeNull();
  });
});
