import type { Feature, Polygon } from "geojson";
import { describe, expect, it } from "vitest";
import { markersOf } from "../map/markers.ts";
import { itemsInside } from "./storesInside.ts";

const rectangle = (west: number, south: number, east: number, north: number): Feature<Polygon> => ({
  type: "Feature",
  properties: {},
  geometry: {
    type: "Polygon",
    coordinates: [
      [
        [west, south],
        [east, south],
        [east, north],
        [west, north],
        [west, south],
      ],
    ],
  },
});

const stores = [
  { name: "Stockholm", latitude: 59.33, longitude: 18.07 },
  { name: "Oslo", latitude: 59.91, longitude: 10.75 },
  { name: "Göteborg", latitude: 57.71, longitude: 11.97 },
  { name: "No position", latitude: null, longitude: null },
];
const markers = markersOf(stores, (s) => s);

describe("itemsInside", () => {
  it("lists nothing without a shape", () => {
    expect(itemsInside(markers, [])).toEqual([]);
  });

  it("lists the stores inside any drawn shape, each once, in order", () => {
    const names = itemsInside(markers, [rectangle(10, 59, 19, 60), rectangle(17, 59, 19, 60)]).map((s) => s.name);
    expect(names).toEqual(["Stockholm", "Oslo"]);
    expect(itemsInside(markers, [rectangle(11, 57, 12.5, 58)]).map((s) => s.name)).toEqual(["Göteborg"]);
  });
});
