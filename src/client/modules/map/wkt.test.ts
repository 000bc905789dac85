import type { Feature } from "geojson";
import { describe, expect, it } from "vitest";
import { multiPolygonWkt } from "./wkt.ts";

const polygon = (...rings: number[][][]): Feature => ({
  type: "Feature",
  properties: {},
  geometry: { type: "Polygon", coordinates: rings },
});

describe("multiPolygonWkt", () => {
  it("is null when nothing closed was drawn", () => {
    expect(multiPolygonWkt([])).toBeNull();
    expect(
      multiPolygonWkt([
        polygon([
          [0, 0],
          [1, 1],
        ]),
      ]),
    ).toBeNull();
    expect(multiPolygonWkt([{ type: "Feature", properties: {}, geometry: { type: "Point", coordinates: [1, 2] } }])).toBeNull();
  });

  it("writes a rectangle as a one-part MULTIPOLYGON, longitude first", () => {
    const rectangle = polygon([
      [10, 59],
      [12, 59],
      [12, 60.5],
      [10, 60.5],
      [10, 59],
    ]);
    expect(multiPolygonWkt([rectangle])).toBe("MULTIPOLYGON(((10 59, 12 59, 12 60.5, 10 60.5, 10 59)))");
  });

  it("closes open rings, rounds to 7 decimals and keeps holes", () => {
    const withHole = polygon(
      [
        [0, 0],
        [4, 0],
        [4, 4],
        [0, 4],
      ],
      [
        [1, 1],
        [2, 1],
        [2, 2],
        [1, 1],
      ],
    );
    const precise = polygon([
      [10.123456789, 59.000000001],
      [11, 59],
      [11, 60],
    ]);
    expect(multiPolygonWkt([withHole, precise])).toBe(
      "MULTIPOLYGON(((0 0, 4 0, 4 4, 0 4, 0 0), (1 1, 2 1, 2 2, 1 1)), ((10.1234568 59, 11 59, 11 60, 10.1234568 59)))",
    );
  });

  it("writes each part of a drawn multipolygon", () => {
    const multi: Feature = {
      type: "Feature",
      properties: {},
      geometry: {
        type: "MultiPolygon",
        coordinates: [
          [
            [
              [0, 0],
              [1, 0],
              [1, 1],
              [0, 0],
            ],
          ],
          [
            [
              [-5, -5],
              [-4, -5],
              [-4, -4],
              [-5, -5],
            ],
          ],
        ],
      },
    };
    expect(multiPolygonWkt([multi])).toBe("MULTIPOLYGON(((0 0, 1 0, 1 1, 0 0)), ((-5 -5, -4 -5, -4 -4, -5 -5)))");
  });
});
