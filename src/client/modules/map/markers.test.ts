import { describe, expect, it } from "vitest";
import { markersOf, positionOf } from "./markers.ts";

describe("positionOf", () => {
  it("reads numbers and numbers stored as text", () => {
    expect(positionOf({ latitude: 59.33, longitude: 18.06 })).toEqual({ latitude: 59.33, longitude: 18.06 });
    expect(positionOf({ latitude: "52.1", longitude: "5.2" })).toEqual({ latitude: 52.1, longitude: 5.2 });
    expect(positionOf({ latitude: -90, longitude: 180 })).toEqual({ latitude: -90, longitude: 180 });
  });

  it("skips what is missing, malformed, out of range or 0,0", () => {
    for (const bad of [
      null,
      undefined,
      {},
      { latitude: null, longitude: 10 },
      { latitude: 10, longitude: undefined },
      { latitude: "", longitude: "" },
      { latitude: "abc", longitude: 10 },
      { latitude: Number.NaN, longitude: 10 },
      { latitude: 10, longitude: Number.POSITIVE_INFINITY },
      { latitude: 91, longitude: 10 },
      { latitude: 10, longitude: -180.5 },
      { latitude: 0, longitude: 0 },
    ]) {
      expect(positionOf(bad)).toBeNull();
    }
  });
});

describe("markersOf", () => {
  const stores = [
    { id: 1, address: { latitude: 59.3, longitude: 18 } },
    { id: 2, address: { latitude: null, longitude: null }, zip: { latitude: 57.7, longitude: 11.9 } },
    { id: 3, address: { latitude: 200, longitude: 18 } },
    { id: 4, address: null },
  ];

  it("keeps only the items with a drawable position, in order", () => {
    expect(markersOf(stores, (s) => s.address).map((m) => m.item.id)).toEqual([1]);
  });

  it("falls back to a second position (the zip code's) when the first is missing or malformed", () => {
    const markers = markersOf(
      stores,
      (s) => s.address,
      (s) => s.zip,
    );
    expect(markers.map((m) => [m.item.id, m.longitude, m.latitude])).toEqual([
      [1, 18, 59.3],
      [2, 11.9, 57.7],
    ]);
  });
});
