/**
 * WKT POLYGON / MULTIPOLYGON shapes in WGS 84 (longitude latitude), as the map's drawing tools
 * send them. PostGIS is not available (PGlite), so shapes are parsed here: the database narrows
 * candidates by the shape's bounding box, and containsPoint decides exactly (holes included).
 */
import { insideRing } from "./point-in-ring.ts";

/** A ring as [longitude, latitude] points, closed (first point repeated last). */
type Ring = [number, number][];
/** An outer ring followed by its holes. */
type Polygon = Ring[];

export interface Bounds {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

export interface Shape {
  polygons: Polygon[];
  bounds: Bounds;
}

export class WktError extends Error {}

const MAX_POINTS = 5000;

/** Parses a WKT POLYGON or MULTIPOLYGON (an optional "SRID=4326;" prefix is accepted). */
export function parseWktShape(text: string, options: { requireClosedRings?: boolean } = {}): Shape {
  const trimmed = text.trim().replace(/^SRID=4326;/i, "");
  const match = /^(MULTIPOLYGON|POLYGON)\s*(\(.*\))$/is.exec(trimmed);
  if (!match) throw new WktError("must be a WKT POLYGON or MULTIPOLYGON");
  const tree = parseParens(match[2]!);
  const toPolygon = (node: Node) => polygonOf(node, options);
  const polygons = match[1]!.toUpperCase() === "POLYGON" ? [toPolygon(tree)] : asList(tree).map(toPolygon);
  if (polygons.length === 0) throw new WktError("has no polygon");
  const points = polygons.flat(2);
  if (points.length > MAX_POINTS) throw new WktError(`has more than ${MAX_POINTS} points`);
  return {
    polygons,
    bounds: {
      minLat: Math.min(...points.map((p) => p[1])),
      maxLat: Math.max(...points.map((p) => p[1])),
      minLng: Math.min(...points.map((p) => p[0])),
      maxLng: Math.max(...points.map((p) => p[0])),
    },
  };
}

/** True when the point lies inside an outer ring and outside that polygon's holes (even-odd). */
export function containsPoint(shape: Shape, latitude: number, longitude: number): boolean {
  const { bounds } = shape;
  if (latitude < bounds.minLat || latitude > bounds.maxLat || longitude < bounds.minLng || longitude > bounds.maxLng) return false;
  return shape.polygons.some(
    ([outer, ...holes]) => insideRing(outer!, longitude, latitude) && !holes.some((hole) => insideRing(hole, longitude, latitude)),
  );
}

/** A parenthesised list: nested lists, or the text of a coordinate list at the innermost level. */
type Node = Node[] | string;

function parseParens(text: string): Node {
  let position = 0;
  const parseList = (): Node => {
    if (text[position] !== "(") throw new WktError("has unbalanced parentheses");
    position++;
    skipSpace();
    if (text[position] === "(") {
      const items: Node[] = [];
      for (;;) {
        items.push(parseList());
        skipSpace();
        if (text[position] === ",") {
          position++;
          skipSpace();
          continue;
        }
        if (text[position] === ")") {
          position++;
          return items;
        }
        throw new WktError("has unbalanced parentheses");
      }
    }
    const end = text.indexOf(")", position);
    if (end < 0 || text.slice(position, end).includes("(")) throw new WktError("has unbalanced parentheses");
    const inner = text.slice(position, end);
    position = end + 1;
    return inner;
  };
  const skipSpace = () => {
    while (/\s/.test(text[position] ?? "")) position++;
  };
  const tree = parseList();
  skipSpace();
  if (position !== text.length) throw new WktError("has text after the shape");
  return tree;
}

function asList(node: Node): Node[] {
  if (typeof node === "string") throw new WktError("has the wrong nesting for its type");
  return node;
}

function polygonOf(node: Node, options: { requireClosedRings?: boolean }): Polygon {
  return asList(node).map((ring) => {
    if (typeof ring !== "string") throw new WktError("has the wrong nesting for its type");
    return toRing(ring, options.requireClosedRings === true);
  });
}

/** A ring; an open one (last point not the first) is closed, or refused when closed rings are required (WKT's own rule). */
function toRing(text: string, requireClosed: boolean): Ring {
  const points = text.split(",").map((pair) => {
    const parts = pair.trim().split(/\s+/);
    if (parts.length !== 2) throw new WktError("has a point that is not 'longitude latitude'");
    const [lng, lat] = parts.map(Number) as [number, number];
    if (!Number.isFinite(lng) || !Number.isFinite(lat) || Math.abs(lng) > 180 || Math.abs(lat) > 90) {
      throw new WktError("has a point outside longitude -180..180, latitude -90..90");
    }
    return [lng, lat] as [number, number];
  });
  const [first, last] = [points[0]!, points[points.length - 1]!];
  if (first[0] !== last[0] || first[1] !== last[1]) {
    if (requireClosed) throw new WktError("has a ring that is not closed (its last point must repeat its first)");
    points.push(first);
  }
  if (points.length < 4) throw new WktError("has a ring with fewer than three corners");
  return points;
}
