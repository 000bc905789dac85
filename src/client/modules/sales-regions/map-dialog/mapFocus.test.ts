import { describe, expect, it } from "vitest";
import { regionsById, stockholm, swedenCountry, zipCode } from "../salesRegionFixtures.ts";
import { groupKey, regionKey, type RegionTreeState } from "../regionTree.ts";
import { focusBounds, focusZipCodes, nextFocus, outlineCentre, zipMarkers } from "./mapFocus.ts";

const roots = swedenCountry.regions!;
function tree(change: Partial<RegionTreeState> = {}): RegionTreeState {
  return {
    roots,
    loaded: new Map(Object.entries(regionsById).map(([id, r]) => [Number(id), r])),
    expanded: new Set(),
    expanding: null,
    selected: null,
    ...change,
  };
}

describe("nextFocus", () => {
  it("follows a new choice in the tree", () => {
    const before = tree();
    const after = tree({ selected: { kind: "region", id: 11 } });
    expect(nextFocus(before, after, null)).toEqual({ kind: "region", id: 11 });
    expect(nextFocus(after, tree({ selected: { kind: "zipCode", id: 1021 } }), { kind: "region", id: 11 })).toEqual({
      kind: "zipCode",
      id: 1021,
    });
    expect(nextFocus(after, tree({ selected: null }), { kind: "region", id: 11 })).toBeNull();
  });

  it("follows a zip-code group just opened, the latest winning over the choice before", () => {
    const chosen = tree({ selected: { kind: "region", id: 11 }, expanded: new Set([regionKey(1)]) });
    const opened = tree({ ...chosen, expanded: new Set([regionKey(1), groupKey(11, "211"), groupKey(11, "211 2")]) });
    expect(nextFocus(chosen, opened, { kind: "region", id: 11 })).toEqual({ kind: "group", regionId: 11, prefix: "211 2" });
  });

  it("keeps the focus when only regions open or groups close", () => {
    const focus = { kind: "group" as const, regionId: 11, prefix: "212" };
    const before = tree({ expanded: new Set([groupKey(11, "212")]) });
    expect(nextFocus(before, tree({ expanded: new Set([groupKey(11, "212"), regionKey(1)]) }), focus)).toBe(focus);
    expect(nextFocus(before, tree({ expanded: new Set() }), focus)).toBe(focus);
  });

  it("clears it for a new country, and starts from what is chosen", () => {
    const before = tree({ selected: { kind: "region", id: 11 } });
    expect(nextFocus(before, { ...before, roots: [] }, { kind: "region", id: 11 })).toBeNull();
    expect(nextFocus(null, tree({ selected: { kind: "region", id: 2 } }), null)).toEqual({ kind: "region", id: 2 });
    expect(nextFocus(null, tree(), null)).toBeNull();
  });
});

describe("focusZipCodes", () => {
  const state = tree();
  it("gives a region's, a zip code's or a group's zip codes (inner groups too)", () => {
    expect(focusZipCodes({ kind: "region", id: 11 }, state)).toHaveLength(40);
    expect(focusZipCodes({ kind: "zipCode", id: 1201 }, state).map((z) => z.zipCode)).toEqual(["212 11"]);
    expect(focusZipCodes({ kind: "group", regionId: 11, prefix: "211" }, state)).toHaveLength(36);
    expect(focusZipCodes({ kind: "group", regionId: 11, prefix: "211 2" }, state)).toHaveLength(10);
    expect(focusZipCodes({ kind: "group", regionId: 11, prefix: "212" }, state)).toHaveLength(4);
  });

  it("gives none for nothing, or what is not loaded", () => {
    expect(focusZipCodes(null, state)).toEqual([]);
    expect(focusZipCodes({ kind: "region", id: 99 }, state)).toEqual([]);
    expect(focusZipCodes({ kind: "zipCode", id: 99 }, state)).toEqual([]);
    expect(focusZipCodes({ kind: "group", regionId: 11, prefix: "999" }, state)).toEqual([]);
    expect(focusZipCodes({ kind: "group", regionId: 99, prefix: "211" }, state)).toEqual([]);
  });
});

describe("zip-code markers", () => {
  it("sit at the centre of the well-formed outline points", () => {
    expect(outlineCentre({ coordinates: ["55.5,13.0", "55.7,13.2", "bad", "1,2,3", "95,10", ""] })).toEqual({
      latitude: 55.6,
      longitude: 13.1,
    });
    expect(outlineCentre({ coordinates: [] })).toBeNull();
  });

  it("fall back to the zip code's own position, and skip zip codes with neither", () => {
    const zips = [
      zipCode(1, "111 11", "A", { coordinates: ["59.3, 18.0"] }),
      zipCode(2, "111 12", "B", { coordinates: ["x,y"], latitude: 59.4, longitude: 18.1 }),
      zipCode(3, "111 13", "C", { coordinates: [], latitude: null, longitude: null }),
      zipCode(4, "111 14", "D", { coordinates: ["0,0"], latitude: 999, longitude: 18 }),
    ];
    expect(zipMarkers(zips).map((m) => [m.item.id, m.latitude, m.longitude])).toEqual([
      [1, 59.3, 18],
      [2, 59.4, 18.1],
    ]);
  });
});

describe("focusBounds", () => {
  it("is a region's boundaries when it has them", () => {
    const withBox = { ...stockholm, regionBoundaries: { minLat: 58.8, maxLat: 60.2, minLng: 17.2, maxLng: 19.1 } };
    const state = tree({ loaded: new Map([[2, withBox]]) });
    expect(focusBounds({ kind: "region", id: 2 }, state, [])).toEqual([
      [17.2, 58.8],
      [19.1, 60.2],
    ]);
  });

  it("else the box of the markers, or null without any", () => {
    const state = tree();
    const markers = zipMarkers([
      zipCode(1, "1", "A", { latitude: 55, longitude: 13 }),
      zipCode(2, "2", "B", { latitude: 56, longitude: 14 }),
    ]);
    expect(focusBounds({ kind: "region", id: 1 }, state, markers)).toEqual([
      [13, 55],
      [14, 56],
    ]);
    expect(focusBounds({ kind: "zipCode", id: 1 }, state, [])).toBeNull();
  });
});
