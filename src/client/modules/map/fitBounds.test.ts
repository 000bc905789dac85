import { describe, expect, it } from "vitest";
import { boundsOf, FIT_MAX_ZOOM, fitOptions, fittableBounds } from "./fitBounds.ts";

describe("fitting the map to points", () => {
  it("caps the zoom at 11", () => {
    expect(FIT_MAX_ZOOM).toBe(11);
    expect(fitOptions().maxZoom).toBe(11);
    expect(fitOptions(20, 18).maxZoom).toBe(11);
    expect(fitOptions(20, 6).maxZoom).toBe(6);
  });

  it("boxes the points", () => {
    expect(boundsOf([])).toBeNull();
    expect(
      boundsOf([
        { longitude: 18, latitude: 59 },
        { longitude: 5, latitude: 52 },
        { longitude: 10, latitude: 63 },
      ]),
    ).toEqual([
      [5, 52],
      [18, 63],
    ]);
  });

  it("widens a box of one point so it can be fitted", () => {
    const [[west, south], [east, north]] = fittableBounds(boundsOf([{ longitude: 18, latitude: 59 }])!);
    expect(west).toBeLessThan(18);
    expect(east).toBeGreaterThan(18);
    expect(south).toBeLessThan(59);
    expect(north).toBeGreaterThan(59);
  });
});
