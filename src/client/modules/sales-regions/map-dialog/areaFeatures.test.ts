import { describe, expect, it } from "vitest";
import { areaColorOf } from "./areaColor.ts";
import { collectionBounds, colouringHandler, drawnAreas, handlersAt, handlersOnMap, regionAt } from "./areaFeatures.ts";
import { handlerColor } from "./handlerPalette.ts";
import { skaneAreas } from "./mapDialogFixtures.ts";
import type { AreaFeature } from "./mapDialogTypes.ts";

const feature = (zipCode: string) => skaneAreas.features.find((f) => f.properties.zipCode === zipCode)!;

describe("handlersAt and regionAt", () => {
  it("read a level's region and handlers", () => {
    expect(regionAt(feature("211 01"), 2)).toBe(11);
    expect(handlersAt(feature("211 01"), 2)).toEqual([101]);
    expect(regionAt(feature("211 01"), 3)).toBe(111);
    expect(handlersAt(feature("222 01"), 2)).toEqual([]);
  });

  it("give none where the zip code has no region at the level, whatever the handlers say", () => {
    expect(regionAt(feature("211 02"), 3)).toBeNull();
    expect(handlersAt(feature("211 02"), 3)).toEqual([]);
    const odd = { ...feature("211 02"), properties: { ...feature("211 02").properties, r3: null, r3h: [5] } } as AreaFeature;
    expect(handlersAt(odd, 3)).toEqual([]);
  });
});

describe("colouringHandler", () => {
  it("is the first handler, or the chosen location where it handles the area", () => {
    expect(colouringHandler([7, 9], null)).toBe(7);
    expect(colouringHandler([7, 9], 9)).toBe(9);
    expect(colouringHandler([7, 9], 3)).toBe(7);
    expect(colouringHandler([], 3)).toBeNull();
  });
});

describe("drawnAreas", () => {
  it("flattens each area with a shape to its level's region, handler and colour", () => {
    const level2 = drawnAreas(skaneAreas, 2, null);
    expect(level2.features).toHaveLength(6);
    expect(level2.features.map((f) => f.properties)).toEqual([
      { zipCode: "211 01", countryCode: "SE", region: 11, handler: 101, color: handlerColor(101), handlerCount: 1 },
      { zipCode: "211 02", countryCode: "SE", region: 11, handler: 101, color: handlerColor(101), handlerCount: 1 },
      { zipCode: "222 01", countryCode: "SE", region: 12, handler: -1, color: "", handlerCount: 0 },
      { zipCode: "211 03", countryCode: "SE", region: 11, handler: 101, color: handlerColor(101), handlerCount: 1 },
      { zipCode: "211 04", countryCode: "SE", region: 11, handler: 101, color: handlerColor(101), handlerCount: 1 },
      { zipCode: "222 02", countryCode: "SE", region: 12, handler: -1, color: "", handlerCount: 0 },
    ]);
    expect(level2.features[0]!.id).toBe(5001);
    expect(level2.features[0]!.geometry).toEqual(skaneAreas.features[0]!.geometry);
  });

  it("colours by another level, and marks areas with no region there", () => {
    const level3 = drawnAreas(skaneAreas, 3, null).features.map((f) => [f.properties.region, f.properties.color]);
    expect(level3).toEqual([
      [111, handlerColor(101)],
      [-1, ""],
      [-1, ""],
      [-1, ""],
      [-1, ""],
      [-1, ""],
    ]);
    expect(new Set(drawnAreas(skaneAreas, 1, null).features.map((f) => f.properties.color))).toEqual(new Set([handlerColor(102)]));
  });

  it("draws nothing before the areas come", () => {
    expect(drawnAreas(undefined, 1, null)).toEqual({ type: "FeatureCollection", features: [] });
  });
});

describe("handlersOnMap", () => {
  it("lists each handler of the level once, with its colour and number of regions", () => {
    expect(handlersOnMap(skaneAreas, 2)).toEqual([{ id: 101, color: handlerColor(101), regionCount: 1 }]);
    expect(handlersOnMap(skaneAreas, 1)).toEqual([{ id: 102, color: handlerColor(102), regionCount: 1 }]);
    expect(handlersOnMap(undefined, 1)).toEqual([]);
  });

  it("counts the regions of a handler at the level, in id order", () => {
    const more = {
      ...skaneAreas,
      features: skaneAreas.features.map((f) => (f.properties.r2 === 12 ? { ...f, properties: { ...f.properties, r2h: [101, 40] } } : f)),
    };
    expect(handlersOnMap(more, 2)).toEqual([
      { id: 40, color: handlerColor(40), regionCount: 1 },
      { id: 101, color: handlerColor(101), regionCount: 2 },
    ]);
  });
});

describe("collectionBounds", () => {
  it("is the box of every shape", () => {
    const [[west, south], [east, north]] = collectionBounds(skaneAreas)!;
    expect(west).toBeCloseTo(12.9);
    expect(south).toBeCloseTo(55.5);
    expect(east).toBeCloseTo(13.2);
    expect(north).toBeCloseTo(55.7);
  });

  it("reads multipolygons and is null without shapes", () => {
    const multi = {
      type: "FeatureCollection" as const,
      features: [
        {
          ...feature("211 01"),
          geometry: {
            type: "MultiPolygon" as const,
            coordinates: [
              [
                [
                  [1, 2],
                  [3, 4],
                  [1, 2],
                ],
              ],
              [
                [
                  [-5, 0],
                  [0, 9],
                  [-5, 0],
                ],
              ],
            ],
          },
        },
      ],
    };
    expect(collectionBounds(multi)).toEqual([
      [-5, 0],
      [3, 9],
    ]);
    expect(collectionBounds({ type: "FeatureCollection", features: [feature("299 99")] })).toBeNull();
    expect(collectionBounds(undefined)).toBeNull();
  });
});

describe("areaColorOf", () => {
  const drawn = drawnAreas(skaneAreas, 2, null);
  it("is the area's own colour, or the latest override of its region", () => {
    expect(areaColorOf(drawn, [], "211 01")).toBe(handlerColor(101));
    expect(areaColorOf(drawn, [], "222 01")).toBe("");
    expect(areaColorOf(drawn, [{ region: 12, handler: 7 }], "222 01")).toBe(handlerColor(7));
    expect(
      areaColorOf(
        drawn,
        [
          { region: 12, handler: 7 },
          { region: 12, handler: 8 },
        ],
        "222 02",
      ),
    ).toBe(handlerColor(8));
    expect(areaColorOf(drawn, [{ region: 12, handler: 7 }], "211 01")).toBe(handlerColor(101));
    expect(areaColorOf(drawn, [], "999 99")).toBe("");
  });
});
