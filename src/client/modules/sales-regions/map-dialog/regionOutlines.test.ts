import { describe, expect, it } from "vitest";
import type { Position } from "geojson";
import { skaneAreas } from "./mapDialogFixtures.ts";
import { regionOutlines } from "./regionOutlines.ts";

const round = (p: Position) => p.map((v) => Math.round(v * 1000) / 1000);
/** A region's outline as a set of undirected segments "a-b". */
function segments(level: 1 | 2 | 3, region: number): Set<string> {
  const feature = regionOutlines(skaneAreas, level).features.find((f) => f.properties.region === region);
  return new Set(
    (feature?.geometry.coordinates ?? []).map((line) =>
      line
        .map((p) => round(p).join(","))
        .sort()
        .join("-"),
    ),
  );
}
const seg = (a: Position, b: Position) => [a.join(","), b.join(",")].sort().join("-");

describe("regionOutlines", () => {
  it("outlines a region by the edges only one of its areas has", () => {
    // Malmö (11): the 2 × 2 block of columns 0-1: its boundary is 8 edges of 0.1°.
    const malmo = segments(2, 11);
    expect(malmo.size).toBe(8);
    expect(malmo.has(seg([12.9, 55.5], [13, 55.5]))).toBe(true);
    expect(malmo.has(seg([13.1, 55.6], [13.1, 55.7]))).toBe(true);
    // The edges between its own areas are inside it.
    expect(malmo.has(seg([13, 55.5], [13, 55.6]))).toBe(false);
    expect(malmo.has(seg([12.9, 55.6], [13, 55.6]))).toBe(false);
    // Lund (12): one column of two: 6 edges.
    expect(segments(2, 12).size).toBe(6);
  });

  it("gives one outline per region of the level, skipping areas with none there", () => {
    expect(regionOutlines(skaneAreas, 1).features.map((f) => f.properties.region)).toEqual([1]);
    expect(segments(1, 1).size).toBe(10);
    expect(regionOutlines(skaneAreas, 3).features.map((f) => f.properties.region)).toEqual([111]);
    expect(segments(3, 111).size).toBe(4);
    expect(regionOutlines(undefined, 2).features).toEqual([]);
  });

  it("reads multipolygons and ignores repeated points", () => {
    const twoParts = {
      type: "FeatureCollection" as const,
      features: [
        {
          type: "Feature" as const,
          geometry: {
            type: "MultiPolygon" as const,
            coordinates: [
              [
                [
                  [0, 0],
                  [1, 0],
                  [1, 0],
                  [1, 1],
                  [0, 0],
                ],
              ],
              [
                [
                  [5, 5],
                  [6, 5],
                  [6, 6],
                  [5, 5],
                ],
              ],
            ],
          },
          properties: { zipCode: "1", countryCode: "SE", r1: 3 },
        },
      ],
    };
    const [outline] = regionOutlines(twoParts, 1).features;
    expect(outline!.geometry.coordinates).toHaveLength(6);
  });
});
