import type { Feature, MultiPolygon, Polygon, Position } from "geojson";

/** Degrees to 7 decimals (about a centimetre), without trailing zeros. */
function formatNumber(value: number): string {
  const text = value.toFixed(7).replace(/\.?0+$/, "");
  return text === "-0" ? "0" : text;
}

function isPosition(position: Position): boolean {
  return position.length >= 2 && Number.isFinite(position[0]) && Number.isFinite(position[1]);
}

/** A ring closed (last point equal to the first), or null when it has too few points to enclose anything. */
function closedRing(ring: readonly Position[]): Position[] | null {
  const points = ring.filter(isPosition).map((p) => [p[0]!, p[1]!]);
  if (points.length === 0) return null;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  if (first[0] !== last[0] || first[1] !== last[1]) points.push([first[0]!, first[1]!]);
  return points.length >= 4 ? points : null;
}

const ringText = (ring: Position[]) => `(${ring.map((p) => `${formatNumber(p[0]!)} ${formatNumber(p[1]!)}`).join(", ")})`;

/** The polygons of drawn features (polygons and rectangles; a multipolygon gives each of its parts). */
export function polygonsOf(features: readonly Feature[]): Position[][][] {
  const polygons: Position[][][] = [];
  for (const feature of features) {
    const geometry = feature.geometry as Polygon | MultiPolygon | null;
    if (geometry?.type === "Polygon") polygons.push(geometry.coordinates);
    else if (geometry?.type === "MultiPolygon") polygons.push(...geometry.coordinates);
  }
  return polygons;
}

/**
 * The drawn shapes as one WKT MULTIPOLYGON in WGS 84 (longitude latitude), rings closed; null when
 * nothing closed was drawn. Each polygon keeps its holes; a polygon whose outer ring has fewer
 * than three distinct points is left out.
 */
export function multiPolygonWkt(features: readonly Feature[]): string | null {
  const parts: string[] = [];
  for (const polygon of polygonsOf(features)) {
    const [outer, ...holes] = polygon;
    const shell = outer ? closedRing(outer) : null;
    if (!shell) continue;
    const rings = [shell, ...holes.map(closedRing).filter((ring): ring is Position[] => ring !== null)];
    parts.push(`(${rings.map(ringText).join(", ")})`);
  }
  return parts.length === 0 ? null : `MULTIPOLYGON(${parts.join(", ")})`;
}
