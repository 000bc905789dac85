/**
 * Zip-code areas where no official shape exists: every zip code of a country gets a polygon
 * derived from the zip-code points, and the level-2 and level-3 regions get the union of their
 * zip codes' polygons. Pure (no database); the seed computes it once and stores the result.
 *
 * How:
 * 1. Every point belongs to the level-1 area of its level-1 region (`region1Id`). A point with
 *    no level-1 region, or one the areas do not know, goes to the area that contains it, else
 *    to the nearest one.
 * 2. A point outside its own area (a coastal or island place that Natural Earth's generalised
 *    coastline leaves in the sea) keeps its position: its cell, clipped, is the part of the area
 *    nearest to it. Where that is nothing (another point is nearer to every bit of the area),
 *    it shares, as in 4, the cell that holds the nearest point of the area's boundary. (Moving
 *    such points onto the boundary instead lines them up on one straight coastline segment,
 *    and the Voronoi diagram of near-collinear points comes out overlapping.)
 * 3. Per area, the Voronoi diagram of its distinct point positions (d3-delaunay), computed with
 *    longitudes scaled by cos(mean latitude) so that cells follow distances on the ground, is
 *    clipped to the area (polygon-clipping; cells that cross no boundary segment, found with a
 *    Flatbush index, are kept as they are). Cells partition the area: no gaps, no overlaps, and
 *    no cell crosses a level-1 border.
 * 4. Several zip codes at the same position share one cell, divided into as many pieces of equal
 *    area by recursive straight cuts (across the longer side, zip codes in order of level 2,
 *    level 3, zip code, id, so that neighbouring codes get neighbouring pieces). Why not give the
 *    whole cell to each (overlapping, only the top one clickable, areas counted twice) or to the
 *    first (the others would have no shape at all): GeoNames puts 1,140 Stockholm zip codes on
 *    one point, and each must be a polygon that a click on the map can assign.
 * 5. Level 1: the area itself (or, where the postal data splits one area between several
 *    region ids, the union of each id's cells); levels 2 and 3: the union of their cells
 *    (polygon-clipping), so all three layers tile the country the same way.
 */
import bboxClip from "@turf/bbox-clip";
import booleanPointInPolygon from "@turf/boolean-point-in-polygon";
import nearestPointOnLine from "@turf/nearest-point-on-line";
import { Delaunay } from "d3-delaunay";
import Flatbush from "flatbush";
import type { MultiPolygon, Polygon, Position } from "geojson";
import polygonClipping from "polygon-clipping";
import type { MultiPolygon as ClipMultiPolygon, Pair, Polygon as ClipPolygon } from "polygon-clipping";
import * as polyclip from "polyclip-ts";

/** One zip code with its point and regions (the seeded `zip_codes` row). */
export interface ZipPoint {
  id: number;
  /** Orders zip codes that share a point (falls back to id). */
  zipCode?: string;
  lat: number;
  lng: number;
  region1Id: number | null;
  region2Id: number | null;
  region3Id: number | null;
}

/** One level-1 shape and the region id(s) whose zip codes lie in it (normally one). */
export interface Level1Area {
  key: string;
  /** The postal data may name one area twice (two spellings of a county): both ids share it. */
  regionIds: number[];
  geometry: Polygon | MultiPolygon;
}

/** How a point was placed when it was not simply inside its own area. */
export interface Placement {
  id: number;
  /** `outside`: outside its own area; `assigned`: no (known) level-1 region, put in the area containing it or the nearest. */
  how: "outside" | "assigned";
  area: string;
  /** Distance to the area, in km (0 for an assigned point inside its new area). */
  km: number;
}

export interface RegionShape {
  level: 1 | 2 | 3;
  geometry: MultiPolygon;
}

export interface Tessellation {
  /** A polygon for every zip code given. */
  zips: Map<number, MultiPolygon>;
  /** Level-1 regions of the areas, and every level-2 and level-3 region named by a point. */
  regions: Map<number, RegionShape>;
  placements: Placement[];
  /** Boolean operations that polygon-clipping failed and polyclip-ts did (see `clip`). */
  fallbacks: number;
}

/** Tessellates one country (or any set of areas that do not overlap). Deterministic: the same input gives the same output, whatever its order. */
export function tessellate(points: readonly ZipPoint[], areas: readonly Level1Area[]): Tessellation {
  const sortedAreas = [...areas].sort((a, b) => compareText(a.key, b.key));
  const areaOfRegion = new Map<number, Level1Area>();
  for (const a of sortedAreas) {
    for (const id of a.regionIds) {
      if (areaOfRegion.has(id)) throw new Error(`zip tessellation: region ${id} is in two areas`);
      areaOfRegion.set(id, a);
    }
  }
  const prepared = new Map(sortedAreas.map((a) => [a.key, prepareArea(a)]));
  const fallbacksBefore = clip.fallbacks;
  const placements: Placement[] = [];
  const sites = new Map<string, Site[]>();

  for (const point of [...points].sort(comparePoints)) {
    if (!Number.isFinite(point.lat) || !Number.isFinite(point.lng)) throw new Error(`zip tessellation: zip ${point.id} has no coordinates`);
    const position: Pair = [point.lng, point.lat];
    let target = point.region1Id !== null ? areaOfRegion.get(point.region1Id) : undefined;
    let inside: boolean;
    if (target) {
      inside = contains(prepared.get(target.key)!, position);
    } else {
      const containing = sortedAreas.find((a) => contains(prepared.get(a.key)!, position));
      inside = containing !== undefined;
      target = containing ?? nearestArea(sortedAreas, prepared, position);
      if (inside) placements.push({ id: point.id, how: "assigned", area: target.key, km: 0 });
    }
    let snapped: Pair | null = null;
    if (!inside) {
      const nearest = nearestPointOnLine(prepared.get(target.key)!.boundary, position, { units: "kilometers" });
      snapped = nearest.geometry.coordinates as Pair;
      placements.push({
        id: point.id,
        how: point.region1Id !== null && areaOfRegion.has(point.region1Id) ? "outside" : "assigned",
        area: target.key,
        km: nearest.properties.dist,
      });
    }
    const list = sites.get(target.key) ?? [];
    list.push({ point, position, snapped });
    sites.set(target.key, list);
  }

  const zips = new Map<number, MultiPolygon>();
  const cellsByRegion = new Map<number, { level: 1 | 2 | 3; parts: ClipMultiPolygon[] }>();
  const addToRegion = (id: number | null, level: 1 | 2 | 3, geometry: ClipMultiPolygon) => {
    if (id === null) return;
    const entry = cellsByRegion.get(id) ?? { level, parts: [] };
    entry.parts.push(geometry);
    cellsByRegion.set(id, entry);
  };

  for (const a of sortedAreas) {
    const list = sites.get(a.key) ?? [];
    const pieces = tessellateArea(prepared.get(a.key)!, list);
    for (const [zip, geometry] of pieces) {
      zips.set(zip.id, toMultiPolygon(geometry));
      // A zip code without a (known) level-1 region counts under the area's first region, so that layer has no holes.
      if (a.regionIds.length > 1) {
        const r1 = zip.region1Id !== null && a.regionIds.includes(zip.region1Id) ? zip.region1Id : a.regionIds[0]!;
        addToRegion(r1, 1, geometry);
      }
      addToRegion(zip.region2Id, 2, geometry);
      addToRegion(zip.region3Id, 3, geometry);
    }
  }

  const regions = new Map<number, RegionShape>();
  for (const a of sortedAreas) {
    if (a.regionIds.length === 1) regions.set(a.regionIds[0]!, { level: 1, geometry: toMultiPolygon(asClipMulti(a.geometry)) });
  }
  for (const [id, { level, parts }] of [...cellsByRegion].sort((x, y) => x[0] - y[0])) {
    if (regions.has(id)) throw new Error(`zip tessellation: region ${id} is used at two levels`);
    regions.set(id, { level, geometry: toMultiPolygon(unionAll(parts)) });
  }
  return { zips, regions, placements, fallbacks: clip.fallbacks - fallbacksBefore };
}

/**
 * Boolean operations: polygon-clipping (fast), and where it fails — it overflows its stack on
 * some inputs with vertices 1e-11 apart, which cuts through neighbouring cells produce —
 * polyclip-ts (the same algorithm with exact arithmetic, as @turf/union uses; ~3× slower).
 */
const clip = {
  fallbacks: 0,
  intersection(geometry: ClipMultiPolygon | ClipPolygon, ...others: (ClipMultiPolygon | ClipPolygon)[]): ClipMultiPolygon {
    try {
      return polygonClipping.intersection(geometry, ...others);
    } catch {
      clip.fallbacks++;
      return polyclip.intersection(geometry, ...others) as ClipMultiPolygon;
    }
  },
  union(geometry: ClipMultiPolygon | ClipPolygon, ...others: (ClipMultiPolygon | ClipPolygon)[]): ClipMultiPolygon {
    try {
      return polygonClipping.union(geometry, ...others);
    } catch {
      clip.fallbacks++;
      return polyclip.union(geometry, ...others) as ClipMultiPolygon;
    }
  },
};

/**
 * Union of many cells, pairwise in rounds: polygon-clipping's one-call union of a few thousand
 * cells overflows the stack (its ring nesting is recursive) and is slower.
 */
function unionAll(parts: ClipMultiPolygon[]): ClipMultiPolygon {
  let round = parts;
  while (round.length > 1) {
    const next: ClipMultiPolygon[] = [];
    for (let i = 0; i < round.length; i += 8) next.push(clip.union(round[i]!, ...round.slice(i + 1, i + 8)));
    round = next;
  }
  return round[0] ?? [];
}

interface Site {
  point: ZipPoint;
  position: Pair;
  /** Nearest boundary point, for a point outside its area. */
  snapped: Pair | null;
}

interface PreparedArea {
  key: string;
  geometry: ClipMultiPolygon;
  polygonBoxes: [number, number, number, number][];
  boundary: { type: "MultiLineString"; coordinates: Position[][] };
  segments: Flatbush;
  bbox: [number, number, number, number];
}

function prepareArea(a: Level1Area): PreparedArea {
  const geometry = asClipMulti(a.geometry);
  const rings = geometry.flat();
  const segmentCount = rings.reduce((n, ring) => n + ring.length - 1, 0);
  if (segmentCount === 0) throw new Error(`zip tessellation: area ${a.key} is empty`);
  const segments = new Flatbush(segmentCount);
  for (const ring of rings) {
    for (let i = 0; i + 1 < ring.length; i++) {
      const [x1, y1] = ring[i]!;
      const [x2, y2] = ring[i + 1]!;
      segments.add(Math.min(x1, x2), Math.min(y1, y2), Math.max(x1, x2), Math.max(y1, y2));
    }
  }
  segments.finish();
  const polygonBoxes = geometry.map((polygon) => boxOf(polygon[0]!));
  return {
    key: a.key,
    geometry,
    polygonBoxes,
    boundary: { type: "MultiLineString", coordinates: rings },
    segments,
    bbox: [segments.minX, segments.minY, segments.maxX, segments.maxY],
  };
}

/** Inside or on the boundary. */
function contains(a: PreparedArea, [x, y]: Pair): boolean {
  if (x < a.bbox[0] || x > a.bbox[2] || y < a.bbox[1] || y > a.bbox[3]) return false;
  return a.geometry.some(
    (polygon, i) => inBox(a.polygonBoxes[i]!, x, y) && booleanPointInPolygon([x, y], { type: "Polygon", coordinates: polygon }),
  );
}

function nearestArea(areas: readonly Level1Area[], prepared: Map<string, PreparedArea>, position: Pair): Level1Area {
  let best = areas[0];
  let bestDistance = Infinity;
  for (const a of areas) {
    const distance = nearestPointOnLine(prepared.get(a.key)!.boundary, position).properties.dist;
    if (distance < bestDistance) {
      best = a;
      bestDistance = distance;
    }
  }
  if (!best) throw new Error("zip tessellation: no areas");
  return best;
}

/** Voronoi cells of the area's distinct sites, clipped to the area, divided among co-located zip codes. */
function tessellateArea(a: PreparedArea, list: Site[]): [ZipPoint, ClipMultiPolygon][] {
  if (list.length === 0) return [];
  const groups = new Map<string, Site[]>();
  for (const s of list) {
    const key = `${s.position[0]},${s.position[1]}`;
    const group = groups.get(key);
    if (group) group.push(s);
    else groups.set(key, [s]);
  }
  const members = [...groups.values()];
  const positions = members.map((group) => group[0]!.position);
  // Longitudes scaled so that a degree east counts as much ground as one north: cells follow real distances.
  const k = Math.cos((((a.bbox[1] + a.bbox[3]) / 2) * Math.PI) / 180);
  const [minX, minY, maxX, maxY] = boxOf([...positions, [a.bbox[0], a.bbox[1]], [a.bbox[2], a.bbox[3]]]);
  const margin = Math.max(maxX - minX, maxY - minY) * 0.01 + 1e-6;
  const voronoi = Delaunay.from(
    positions,
    (p) => p[0] * k,
    (p) => p[1],
  ).voronoi([(minX - margin) * k, minY - margin, (maxX + margin) * k, maxY + margin]);

  const cells = members.map((group, i) => {
    const raw = voronoi.cellPolygon(i);
    if (!raw) throw new Error(`zip tessellation: no Voronoi cell for zip ${group[0]!.point.id}`);
    return clipToArea(a, [raw.map(([x, y]) => [x! / k, y!] as Pair)]);
  });
  // A point out at sea whose cell misses the area shares the cell that holds its nearest boundary point.
  const shares = members.map((group) => group.map((s) => s.point));
  members.forEach((group, i) => {
    if (cells[i]!.length > 0) return;
    for (const s of group) {
      const target = s.snapped ?? s.position;
      let j = cells.findIndex((cell) => cell.length > 0 && booleanPointInPolygon(target, { type: "MultiPolygon", coordinates: cell }));
      if (j < 0) j = nearestNonEmpty(cells, positions, target, k);
      shares[j]!.push(s.point);
      shares[i] = [];
    }
  });
  const result: [ZipPoint, ClipMultiPolygon][] = [];
  shares.forEach((zips, i) => {
    if (zips.length === 0) return;
    const pieces = splitEqualArea(cells[i]!, zips.length, k);
    [...zips].sort(compareCoLocated).forEach((zip, j) => result.push([zip, pieces[j]!]));
  });
  return result;
}

function nearestNonEmpty(cells: ClipMultiPolygon[], positions: Pair[], [x, y]: Pair, k: number): number {
  let best = -1;
  let bestDistance = Infinity;
  cells.forEach((cell, i) => {
    if (cell.length === 0) return;
    const distance = Math.hypot((positions[i]![0] - x) * k, positions[i]![1] - y);
    if (distance < bestDistance) {
      best = i;
      bestDistance = distance;
    }
  });
  if (best < 0) throw new Error("zip tessellation: no cell meets the area");
  return best;
}

function clipToArea(a: PreparedArea, cell: ClipPolygon): ClipMultiPolygon {
  const box = boxOf(cell[0]!);
  if (a.segments.search(...box).length === 0) {
    // No boundary segment near: the cell is wholly inside (its site is inside or on the boundary) or wholly outside.
    return contains(a, cell[0]![0]!) ? [cell] : [];
  }
  // Only the area's polygons near the cell take part. (Cropping them to the cell's box first with
  // a rectangle clip is faster, but its zero-width bridges make polygon-clipping return slivers
  // far outside the cell.)
  const nearby = a.geometry.filter((_, i) => boxesMeet(a.polygonBoxes[i]!, box));
  if (nearby.length === 0) return [];
  return clip.intersection(cell, nearby);
}

/** Divides a polygon into n pieces of equal area by recursive cuts across its longer side (first piece west/south). */
export function splitEqualArea(geometry: ClipMultiPolygon, n: number, lngScale = 1): ClipMultiPolygon[] {
  if (n <= 1) return [geometry];
  const first = Math.floor(n / 2);
  const [minX, minY, maxX, maxY] = boxOf(geometry.flat(2) as Pair[]);
  const vertical = (maxX - minX) * lngScale >= maxY - minY;
  const total = planarArea(geometry);
  const wanted = (total * first) / n;
  const lowerPart = (cut: number): [number, number, number, number] =>
    vertical ? [minX - 1, minY - 1, cut, maxY + 1] : [minX - 1, minY - 1, maxX + 1, cut];
  let lo = vertical ? minX : minY;
  let hi = vertical ? maxX : maxY;
  for (let i = 0; i < 60 && hi - lo > 1e-13; i++) {
    const mid = (lo + hi) / 2;
    const below = planarArea(
      asClipMulti(bboxClip({ type: "MultiPolygon", coordinates: geometry }, lowerPart(mid)).geometry as Polygon | MultiPolygon),
    );
    if (below < wanted) lo = mid;
    else hi = mid;
  }
  const cut = (lo + hi) / 2;
  const [a0, b0, a1, b1] = lowerPart(cut);
  const lowerBox: ClipPolygon = [rectangle(a0, b0, a1, b1)];
  const upperBox: ClipPolygon = vertical ? [rectangle(cut, minY - 1, maxX + 1, maxY + 1)] : [rectangle(minX - 1, cut, maxX + 1, maxY + 1)];
  const lower = clip.intersection(geometry, lowerBox);
  const upper = clip.intersection(geometry, upperBox);
  return [...splitEqualArea(lower, first, lngScale), ...splitEqualArea(upper, n - first, lngScale)];
}

/**
 * Area in square degrees (shoelace). Pieces are equal in this measure, which is additive over
 * cuts; on the ground, a degree² at the cell's latitude is the same for all pieces of one cell.
 */
function planarArea(geometry: ClipMultiPolygon): number {
  let sum = 0;
  for (const polygon of geometry) {
    polygon.forEach((ring, i) => {
      let twice = 0;
      for (let j = 0; j + 1 < ring.length; j++) twice += ring[j]![0] * ring[j + 1]![1] - ring[j + 1]![0] * ring[j]![1];
      sum += (i === 0 ? 1 : -1) * Math.abs(twice / 2);
    });
  }
  return sum;
}

function rectangle(x1: number, y1: number, x2: number, y2: number): Pair[] {
  return [
    [x1, y1],
    [x2, y1],
    [x2, y2],
    [x1, y2],
    [x1, y1],
  ];
}

function asClipMulti(geometry: Polygon | MultiPolygon): ClipMultiPolygon {
  return (geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates) as ClipMultiPolygon;
}

function toMultiPolygon(geometry: ClipMultiPolygon): MultiPolygon {
  return { type: "MultiPolygon", coordinates: geometry };
}

function boxOf(ring: readonly Pair[] | readonly Position[]): [number, number, number, number] {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [x, y] of ring) {
    if (x! < minX) minX = x!;
    if (x! > maxX) maxX = x!;
    if (y! < minY) minY = y!;
    if (y! > maxY) maxY = y!;
  }
  return [minX, minY, maxX, maxY];
}

function inBox(box: [number, number, number, number], x: number, y: number): boolean {
  return x >= box[0] && x <= box[2] && y >= box[1] && y <= box[3];
}

function boxesMeet(a: [number, number, number, number], b: [number, number, number, number]): boolean {
  return a[0] <= b[2] && a[2] >= b[0] && a[1] <= b[3] && a[3] >= b[1];
}

function comparePoints(a: ZipPoint, b: ZipPoint): number {
  return a.lng - b.lng || a.lat - b.lat || compareCoLocated(a, b);
}

function compareCoLocated(a: ZipPoint, b: ZipPoint): number {
  return (
    (a.region2Id ?? -1) - (b.region2Id ?? -1) ||
    (a.region3Id ?? -1) - (b.region3Id ?? -1) ||
    compareText(a.zipCode ?? "", b.zipCode ?? "") ||
    a.id - b.id
  );
}

/** Code-point order: the same on every machine, whatever its locale. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
