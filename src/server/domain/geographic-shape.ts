/**
 * Geographic areas as staff draw them (polygons and rectangles, saved as a WKT MULTIPOLYGON):
 * what a stored shape must be, and what lies inside it. Validity with turf (`@turf/kinks` for
 * self-intersections) and polygon-clipping (overlapping parts), point-in-polygon with
 * `@turf/boolean-point-in-polygon`; parsing with wkt-shape.ts.
 */
import booleanPointInPolygon from "@turf/boolean-point-in-polygon";
import kinks from "@turf/kinks";
import type { MultiPolygon } from "geojson";
import polygonClipping from "polygon-clipping";
import type { MultiPolygon as ClipMultiPolygon } from "polygon-clipping";
import { parseWktShape, WktError, type Bounds } from "./wkt-shape.ts";

export { WktError };

/** A shape fit to store: its canonical WKT (always a MULTIPOLYGON), its geometry and its box. */
export interface AreaShape {
  wkt: string;
  geometry: MultiPolygon;
  bounds: Bounds;
}

/**
 * Parses and checks a drawn shape; throws WktError with the reason (to be read after "The shape
 * ..."): not WKT, an open ring, a ring of fewer than three corners or without area, a ring that
 * crosses itself or another ring of its polygon, a hole outside its polygon, parts that overlap.
 */
export function validAreaShape(text: string): AreaShape {
  const shape = parseWktShape(text, { requireClosedRings: true });
  const coordinates = shape.polygons.map((polygon) => polygon.map((ring) => ring.map(([lng, lat]) => [lng, lat])));
  coordinates.forEach((polygon, p) => {
    const where = shape.polygons.length > 1 ? ` (polygon ${p + 1})` : "";
    // Crossings first: a bow tie's two halves cancel out, so it would read as "without area".
    const crossing = kinks({ type: "Polygon", coordinates: polygon }).features[0];
    if (crossing) {
      const [lng, lat] = crossing.geometry.coordinates;
      throw new WktError(`crosses itself at longitude ${round(lng!)}, latitude ${round(lat!)}${where}`);
    }
    for (const ring of polygon) {
      if (ringArea(ring) === 0) throw new WktError(`has a ring without area${where}`);
    }
    const [outer, ...holes] = polygon;
    for (const hole of holes) {
      if (!booleanPointInPolygon(hole[0]!, { type: "Polygon", coordinates: [outer!] }))
        throw new WktError(`has a hole outside its polygon${where}`);
    }
  });
  for (let i = 0; i < coordinates.length; i++) {
    for (let j = i + 1; j < coordinates.length; j++) {
      const overlap = polygonClipping.intersection(coordinates[i] as ClipMultiPolygon[number], coordinates[j] as ClipMultiPolygon[number]);
      if (overlap.some((polygon) => polygon.some((ring) => ringArea(ring) !== 0))) {
        throw new WktError(`has polygons that overlap (${i + 1} and ${j + 1}); draw them as one`);
      }
    }
  }
  return { wkt: toMultiPolygonWkt(coordinates), geometry: { type: "MultiPolygon", coordinates }, bounds: shape.bounds };
}

/** Inside the shape or on its edge (holes excluded). */
export function shapeContains(shape: Pick<AreaShape, "geometry" | "bounds">, latitude: number, longitude: number): boolean {
  const { bounds } = shape;
  if (latitude < bounds.minLat || latitude > bounds.maxLat || longitude < bounds.minLng || longitude > bounds.maxLng) return false;
  return booleanPointInPolygon([longitude, latitude], shape.geometry);
}

/** True when two shapes share any area or edge. */
export function shapesIntersect(a: Pick<AreaShape, "geometry" | "bounds">, b: Pick<AreaShape, "geometry" | "bounds">): boolean {
  if (a.bounds.maxLat < b.bounds.minLat || b.bounds.maxLat < a.bounds.minLat) return false;
  if (a.bounds.maxLng < b.bounds.minLng || b.bounds.maxLng < a.bounds.minLng) return false;
  const overlap = polygonClipping.intersection(a.geometry.coordinates as ClipMultiPolygon, b.geometry.coordinates as ClipMultiPolygon);
  if (overlap.length > 0) return true;
  // Touching only (no shared area): a corner of one on the other.
  const corner = (x: MultiPolygon, y: Pick<AreaShape, "geometry" | "bounds">) =>
    x.coordinates.some((polygon) => polygon[0]!.some(([lng, lat]) => shapeContains(y, lat!, lng!)));
  return corner(a.geometry, b) || corner(b.geometry, a);
}

/** The geometry of a stored shape (stored shapes were validated when saved; a bad one reads as empty). */
export function storedShape(wkt: string): Pick<AreaShape, "geometry" | "bounds"> | null {
  try {
    const shape = parseWktShape(wkt);
    return {
      geometry: {
        type: "MultiPolygon",
        coordinates: shape.polygons.map((polygon) => polygon.map((ring) => ring.map(([lng, lat]) => [lng, lat]))),
      },
      bounds: shape.bounds,
    };
  } catch {
    return null;
  }
}

export function toMultiPolygonWkt(coordinates: number[][][][]): string {
  const ring = (points: number[][]) => points.map(([lng, lat]) => `${lng} ${lat}`).join(", ");
  return `MULTIPOLYGON(${coordinates.map((polygon) => `(${polygon.map((r) => `(${ring(r)})`).join(", ")})`).join(", ")})`;
}

function ringArea(ring: readonly (readonly number[])[]): number {
  let twice = 0;
  for (let i = 0; i + 1 < ring.length; i++) twice += ring[i]![0]! * ring[i + 1]![1]! - ring[i + 1]![0]! * ring[i]![1]!;
  return twice / 2;
}

function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
