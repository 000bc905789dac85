import { booleanPointInPolygon } from "@turf/boolean-point-in-polygon";
import type { Feature, Polygon } from "geojson";
import type { MapPoint } from "../map/markers.ts";

/**
 * The items of the markers inside any of the drawn shapes (a point on an edge counts as inside),
 * in the markers' order, each once.
 */
export function itemsInside<T>(markers: readonly MapPoint<T>[], shapes: readonly Feature<Polygon>[]): T[] {
  if (shapes.length === 0) return [];
  return markers
    .filter((marker) => shapes.some((shape) => booleanPointInPolygon([marker.longitude, marker.latitude], shape)))
    .map((marker) => marker.item);
}
