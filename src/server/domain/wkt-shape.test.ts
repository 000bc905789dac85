import { describe, expect, it } from "vitest";
import { containsPoint, parseWktShape, WktError } from "./wkt-shape.ts";

describe("WKT shapes", () => {
  it("parses a polygon with a hole and tests points against it (longitude latitude order)", () => {
    const shape = parseWktShape("POLYGON((10 50, 20 50, 20 60, 10 60, 10 50), (14 54, 16 54, 16 56, 14 56, 14 54))");
    expect(shape.bounds).toEqual({ minLat: 50, maxLat: 60, minLng: 10, maxLng: 20 });
    expect(containsPoint(shape, 52, 12)).toBe(true);
    expect(containsPoint(shape, 55, 15)).toBe(false); // in the hole
    expect(containsPoint(shape, 12, 52)).toBe(false); // latitude and longitude swapped
    expect(containsPoint(shape, 61, 15)).toBe(false);
  });

  it("parses a multipolygon, closes open rings and accepts an SRID prefix and lower case", () => {
    const shape = parseWktShape(
      "SRID=4326;multipolygon(((17.98 59.3, 18.12 59.3, 18.12 59.36, 17.98 59.36)), ((12.45 55.6, 12.65 55.6, 12.65 55.75, 12.45 55.75, 12.45 55.6)))",
    );
    expect(shape.polygons).toHaveLength(2);
    expect(shape.polygons[0]![0]).toHaveLength(5);
    expect(containsPoint(shape, 59.33, 18.06)).toBe(true);
    expect(containsPoint(shape, 55.68, 12.57)).toBe(true);
    expect(containsPoint(shape, 57.7, 11.97)).toBe(false);
  });

  it("refuses text that is not a polygon with a reason", () => {
    const cases = [
      "POINT(10 50)",
      "POLYGON((10 50, 20 50, 20 60)",
      "POLYGON((10 50, 20 50))",
      "POLYGON((10 50, 200 50, 20 60, 10 50))",
      "POLYGON((10 50 3, 20 50, 20 60, 10 50))",
      "POLYGON((a b, 20 50, 20 60, 10 50))",
      "MULTIPOLYGON((10 50, 20 50, 20 60, 10 50))",
      "POLYGON((10 50, 20 50, 20 60, 10 50)) extra",
      "",
    ];
    for (const text of cases) expect(() => parseWktShape(text), text).toThrow(WktError);
  });
});
