import { describe, expect, it } from "vitest";
import { decodeZipPoints, encodeZipPoints } from "../../../shared/zipPoints.ts";
import { DEFAULT_POINT_COLOR, pointColors, zipPointsLayer } from "./ZipPointsLayer.ts";

const points = decodeZipPoints(encodeZipPoints({ ids: [5, 6, 7], longitudes: [1, 2, 3], latitudes: [4, 5, 6], zipCodes: ["a", "b", "c"] }));
const RED = [220, 40, 40, 255] as const;

describe("zipPointsLayer", () => {
  it("feeds deck.gl the decoded positions as a binary attribute, one colour for all without colours", () => {
    const layer = zipPointsLayer(points);
    const data = layer.props.data as unknown as { length: number; attributes: Record<string, { value: unknown; size: number }> };
    expect(data.length).toBe(3);
    expect(data.attributes.getPosition!.value).toBe(points.positions);
    expect(data.attributes.getPosition!.size).toBe(2);
    expect(data.attributes.getFillColor).toBeUndefined();
    expect(layer.props.getFillColor).toEqual([...DEFAULT_POINT_COLOR]);
    expect(layer.props.radiusUnits).toBe("pixels");
    expect(layer.id).toBe("zip-points");
  });

  it("takes a colour per point as a normalized binary attribute", () => {
    const colors = pointColors(points, new Set([6]), RED);
    const layer = zipPointsLayer(points, { id: "gaps", colors, colorsVersion: 2, pickable: true });
    const data = layer.props.data as unknown as { attributes: Record<string, { value: unknown; size: number; normalized: boolean }> };
    expect(data.attributes.getFillColor).toEqual({ value: colors, size: 4, normalized: true });
    expect(layer.props.updateTriggers).toEqual({ getFillColor: 2 });
    expect(layer.props.pickable).toBe(true);
    expect(layer.id).toBe("gaps");
  });

  it("refuses colours that do not match the points", () => {
    expect(() => zipPointsLayer(points, { colors: new Uint8Array(8) })).toThrow(/8 colour bytes for 3 points/);
  });
});

describe("pointColors", () => {
  it("colours the points whose id is in the set, the rest in the base colour", () => {
    const colors = pointColors(points, new Set([5, 7, 99]), RED, [0, 0, 0, 0]);
    expect([...colors]).toEqual([...RED, 0, 0, 0, 0, ...RED]);
    expect([...pointColors(points, new Set(), RED).subarray(0, 4)]).toEqual([...DEFAULT_POINT_COLOR]);
  });
});
