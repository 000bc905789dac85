import booleanPointInPolygon from "@turf/boolean-point-in-polygon";
import type { MultiPolygon, Polygon } from "geojson";
import polygonClipping from "polygon-clipping";
import type { MultiPolygon as ClipMultiPolygon } from "polygon-clipping";
import { describe, expect, it } from "vitest";
import { splitEqualArea, tessellate, type Level1Area, type Tessellation, type ZipPoint } from "./zip-tessellation.ts";

/**
 * Planar area in square degrees. Partitions are checked with it, not with @turf/area: the
 * spherical formula is not additive when one side of a shared edge has an extra vertex on it
 * (a cut through a cell), so exact tilings would show spurious gaps of ~1e-5.
 */
function m2(g: Polygon | MultiPolygon | ClipMultiPolygon): number {
  const polygons = (Array.isArray(g) ? g : g.type === "Polygon" ? [g.coordinates] : g.coordinates) as number[][][][];
  let sum = 0;
  for (const polygon of polygons) {
    polygon.forEach((ring, i) => {
      let twice = 0;
      for (let j = 0; j + 1 < ring.length; j++) twice += ring[j]![0]! * ring[j + 1]![1]! - ring[j + 1]![0]! * ring[j]![1]!;
      sum += (i === 0 ? 1 : -1) * Math.abs(twice / 2);
    });
  }
  return sum;
}
const coords = (g: MultiPolygon | Polygon): ClipMultiPolygon =>
  (g.type === "Polygon" ? [g.coordinates] : g.coordinates) as ClipMultiPolygon;
const overlap = (a: MultiPolygon, b: MultiPolygon) => m2(polygonClipping.intersection(coords(a), coords(b)));
const outside = (a: MultiPolygon, b: Polygon | MultiPolygon) => m2(polygonClipping.difference(coords(a), coords(b)));

/** A square of `size` degrees at (lng, lat). */
function square(lng: number, lat: number, size: number): Polygon {
  return {
    type: "Polygon",
    coordinates: [
      [
        [lng, lat],
        [lng + size, lat],
        [lng + size, lat + size],
        [lng, lat + size],
        [lng, lat],
      ],
    ],
  };
}

/** Deterministic pseudo-random numbers (mulberry32). */
function random(seed: number): () => number {
  let t = seed;
  return () => {
    t = (t + 0x6d2b79f5) | 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

function pointsIn(
  box: [number, number, number, number],
  n: number,
  seed: number,
  base: Partial<ZipPoint> & { region1Id: number },
  firstId = 1,
): ZipPoint[] {
  const next = random(seed);
  return Array.from({ length: n }, (_, i) => ({
    id: firstId + i,
    zipCode: String(firstId + i).padStart(5, "0"),
    lng: box[0] + next() * (box[2] - box[0]),
    lat: box[1] + next() * (box[3] - box[1]),
    region2Id: null,
    region3Id: null,
    ...base,
  }));
}

/** The invariants every tessellation keeps, checked pairwise (small cases only). */
function expectPartition(result: Tessellation, points: ZipPoint[], areas: Level1Area[]) {
  const byArea = new Map<string, number[]>();
  for (const p of points) {
    const a =
      areas.find((x) => x.regionIds.includes(p.region1Id ?? -1)) ?? areas.find((x) => booleanPointInPolygon([p.lng, p.lat], x.geometry))!;
    byArea.set(a.key, [...(byArea.get(a.key) ?? []), p.id]);
  }
  for (const a of areas) {
    const ids = byArea.get(a.key) ?? [];
    const cells = ids.map((id) => result.zips.get(id)!);
    const total = m2(a.geometry);
    // No gaps: the cells add up to the area ...
    expect(cells.reduce((sum, c) => sum + m2(c), 0) / total).toBeCloseTo(1, 6);
    // ... and no overlaps, and no cell leaves its area.
    for (let i = 0; i < cells.length; i++) {
      expect(outside(cells[i]!, a.geometry) / total).toBeLessThan(1e-9);
      for (let j = i + 1; j < cells.length; j++) expect(overlap(cells[i]!, cells[j]!) / total).toBeLessThan(1e-9);
    }
  }
}

describe("tessellate", () => {
  it("gives every zip code a cell containing its point, the cells tiling the area exactly", () => {
    const region = square(10, 59, 1);
    const areas = [{ key: "A", regionIds: [1], geometry: region }];
    const points = pointsIn([10, 59, 11, 60], 40, 7, { region1Id: 1 });
    const result = tessellate(points, areas);
    expect(result.zips.size).toBe(40);
    expect(result.placements).toEqual([]);
    for (const p of points) expect(booleanPointInPolygon([p.lng, p.lat], result.zips.get(p.id)!)).toBe(true);
    expectPartition(result, points, areas);
    expect(result.regions.get(1)).toEqual({ level: 1, geometry: { type: "MultiPolygon", coordinates: [region.coordinates] } });
  });

  it("follows ground distances at high latitude (longitudes scaled by cos latitude)", () => {
    // At 60°N a degree east is half a degree north on the ground: a point 0.4° east is nearer than one 0.3° north.
    const areas = [{ key: "A", regionIds: [1], geometry: square(9, 59, 2) }];
    const points: ZipPoint[] = [
      { id: 1, lng: 10, lat: 60, region1Id: 1, region2Id: null, region3Id: null },
      { id: 2, lng: 10.4, lat: 60, region1Id: 1, region2Id: null, region3Id: null },
      { id: 3, lng: 10, lat: 60.3, region1Id: 1, region2Id: null, region3Id: null },
    ];
    const result = tessellate(points, areas);
    // The ground midpoint towards 2 (0.2° east, ~11 km) is nearer than towards 3 (0.15° north, ~17 km) ...
    expect(booleanPointInPolygon([10.19, 60], result.zips.get(1)!)).toBe(true);
    expect(booleanPointInPolygon([10.21, 60], result.zips.get(2)!)).toBe(true);
    expect(booleanPointInPolygon([10, 60.14], result.zips.get(1)!)).toBe(true);
    expect(booleanPointInPolygon([10, 60.16], result.zips.get(3)!)).toBe(true);
    expectPartition(result, points, areas);
  });

  it("never lets a cell cross a level-1 border, even when the nearest point is across it", () => {
    const west = square(10, 55, 1);
    const east = square(11, 55, 1);
    const areas = [
      { key: "W", regionIds: [1], geometry: west },
      { key: "E", regionIds: [2], geometry: east },
    ];
    const points = [...pointsIn([10, 55, 11, 56], 15, 1, { region1Id: 1 }), ...pointsIn([11, 55, 12, 56], 3, 2, { region1Id: 2 }, 100)];
    const result = tessellate(points, areas);
    expectPartition(result, points, areas);
    const eastCells = points.filter((p) => p.region1Id === 2).reduce((sum, p) => sum + m2(result.zips.get(p.id)!), 0);
    expect(eastCells / m2(east)).toBeCloseTo(1, 6);
  });

  it("clips to a concave area and to islands (MultiPolygon)", () => {
    // A U-shaped mainland and an island with no point of its own.
    const mainland = polygonClipping.difference(coords(square(20, 60, 2)), coords(square(20.5, 60.8, 1)));
    const island = square(22.5, 60.2, 0.3);
    const geometry: MultiPolygon = { type: "MultiPolygon", coordinates: [...mainland, island.coordinates] as MultiPolygon["coordinates"] };
    const areas = [{ key: "U", regionIds: [1], geometry }];
    const points = pointsIn([20, 60, 22, 60.7], 25, 3, { region1Id: 1 });
    const result = tessellate(points, areas);
    expectPartition(result, points, areas);
    // The island belongs to the cell of whichever point is nearest: some cell is a MultiPolygon reaching it.
    const reaching = points.filter((p) => overlap(result.zips.get(p.id)!, { type: "MultiPolygon", coordinates: [island.coordinates] }) > 0);
    expect(reaching.length).toBeGreaterThan(0);
  });

  it("gives a level-1 region with one point the whole region", () => {
    const areas = [{ key: "A", regionIds: [1], geometry: square(5, 50, 1) }];
    const result = tessellate([{ id: 9, lng: 5.2, lat: 50.7, region1Id: 1, region2Id: 4, region3Id: 8 }], areas);
    expect(m2(result.zips.get(9)!) / m2(areas[0]!.geometry)).toBeCloseTo(1, 9);
    expect(m2(result.regions.get(4)!.geometry) / m2(areas[0]!.geometry)).toBeCloseTo(1, 9);
    expect(result.regions.get(8)!.level).toBe(3);
  });

  it("divides the cell of zip codes at the same point into equal pieces, in zip-code order, without overlaps", () => {
    const areas = [{ key: "A", regionIds: [1], geometry: square(18, 59, 0.5) }];
    const shared = ["113 30", "111 20", "112 21", "114 55", "111 21"].map((zipCode, i) => ({
      id: 50 - i,
      zipCode,
      lng: 18.06,
      lat: 59.33,
      region1Id: 1,
      region2Id: null,
      region3Id: null,
    }));
    const points = [...shared, ...pointsIn([18, 59, 18.5, 59.5], 12, 11, { region1Id: 1 })];
    const result = tessellate(points, areas);
    expectPartition(result, points, areas);
    const sizes = shared.map((p) => m2(result.zips.get(p.id)!));
    for (const s of sizes) expect(s / sizes[0]!).toBeCloseTo(1, 6);
    // Together they are the one Voronoi cell of the point, which contains it.
    const [first, ...rest] = shared.map((p) => coords(result.zips.get(p.id)!));
    const union = polygonClipping.union(first!, ...rest);
    expect(booleanPointInPolygon([18.06, 59.33], { type: "MultiPolygon", coordinates: union })).toBe(true);
    // Pieces go west to east (or south to north) in zip-code order: "111 20" gets the first one.
    const order = [...shared].sort((a, b) => (a.zipCode < b.zipCode ? -1 : 1)).map((p) => p.id);
    const west = (id: number) =>
      Math.min(
        ...result.zips
          .get(id)!
          .coordinates.flat(2)
          .map((c) => c[0]!),
      );
    const south = (id: number) =>
      Math.min(
        ...result.zips
          .get(id)!
          .coordinates.flat(2)
          .map((c) => c[1]!),
      );
    expect(west(order[0]!) <= west(order[4]!) || south(order[0]!) <= south(order[4]!)).toBe(true);
  });

  it("gives a point outside its area (a coastal place in the sea) the part of the area nearest to it", () => {
    const areas = [{ key: "A", regionIds: [1], geometry: square(10, 54, 1) }];
    const points = [
      ...pointsIn([10, 54, 11, 55], 10, 5, { region1Id: 1 }),
      { id: 77, lng: 11.05, lat: 54.5, region1Id: 1, region2Id: null, region3Id: null },
    ];
    const result = tessellate(points, areas);
    expect(result.placements).toEqual([{ id: 77, how: "outside", area: "A", km: expect.closeTo(3.24, 1) }]);
    expect(m2(result.zips.get(77)!)).toBeGreaterThan(0);
    // Its cell holds the nearest point of the boundary.
    expect(booleanPointInPolygon([11, 54.5], result.zips.get(77)!)).toBe(true);
    expectPartition(result, points, areas);
  });

  it("puts a zip code without a level-1 region in the area that contains it, or the nearest", () => {
    const areas = [
      { key: "W", regionIds: [1], geometry: square(10, 55, 1) },
      { key: "E", regionIds: [2], geometry: square(11, 55, 1) },
    ];
    const points: ZipPoint[] = [
      { id: 1, lng: 10.5, lat: 55.5, region1Id: 1, region2Id: null, region3Id: null },
      { id: 2, lng: 11.5, lat: 55.5, region1Id: 2, region2Id: null, region3Id: null },
      { id: 3, lng: 11.8, lat: 55.2, region1Id: null, region2Id: null, region3Id: null },
      { id: 4, lng: 12.5, lat: 55.5, region1Id: 99, region2Id: null, region3Id: null },
    ];
    const result = tessellate(points, areas);
    expect(result.placements).toEqual([
      { id: 3, how: "assigned", area: "E", km: 0 },
      { id: 4, how: "assigned", area: "E", km: expect.closeTo(31.5, 1) },
    ]);
    const east = m2(areas[1]!.geometry);
    expect([2, 3, 4].reduce((sum, id) => sum + m2(result.zips.get(id)!), 0) / east).toBeCloseTo(1, 6);
  });

  it("builds level-2 and level-3 shapes as the unions of their zip codes' cells", () => {
    const geometry = square(24, 60, 1);
    const areas = [{ key: "A", regionIds: [1], geometry }];
    const next = random(21);
    const points: ZipPoint[] = Array.from({ length: 60 }, (_, i) => {
      const lng = 24 + next();
      const lat = 60 + next();
      const r2 = lng < 24.5 ? 10 : 11;
      return { id: i + 1, lng, lat, region1Id: 1, region2Id: r2, region3Id: r2 * 10 + (lat < 60.5 ? 0 : 1) };
    });
    const result = tessellate(points, areas);
    const total = m2(geometry);
    const level2 = [10, 11].map((id) => result.regions.get(id)!);
    const level3 = [100, 101, 110, 111].map((id) => result.regions.get(id)!);
    expect(level2.map((r) => r.level)).toEqual([2, 2]);
    expect(level3.map((r) => r.level)).toEqual([3, 3, 3, 3]);
    expect(level2.reduce((s, r) => s + m2(r.geometry), 0) / total).toBeCloseTo(1, 6);
    expect(level3.reduce((s, r) => s + m2(r.geometry), 0) / total).toBeCloseTo(1, 6);
    expect(overlap(level2[0]!.geometry, level2[1]!.geometry) / total).toBeLessThan(1e-9);
    for (const id of [10, 11]) {
      const cells = points.filter((p) => p.region2Id === id).reduce((s, p) => s + m2(result.zips.get(p.id)!), 0);
      expect(m2(result.regions.get(id)!.geometry) / cells).toBeCloseTo(1, 6);
    }
  });

  it("shares one area among the region ids the postal data spells it with", () => {
    const geometry = square(18, 59, 1);
    const areas = [{ key: "SE-AB", regionIds: [1, 2], geometry }];
    const points = [...pointsIn([18, 59, 19, 60], 20, 4, { region1Id: 1 }), ...pointsIn([18, 59, 18.2, 59.2], 3, 8, { region1Id: 2 }, 100)];
    const result = tessellate(points, areas);
    const [one, two] = [result.regions.get(1)!, result.regions.get(2)!];
    expect((m2(one.geometry) + m2(two.geometry)) / m2(geometry)).toBeCloseTo(1, 6);
    expect(overlap(one.geometry, two.geometry)).toBeLessThan(1e-3);
  });

  it("is deterministic: the same shapes whatever the order of the input", () => {
    const areas = [
      { key: "W", regionIds: [1], geometry: square(10, 55, 1) },
      { key: "E", regionIds: [2], geometry: square(11, 55, 1) },
    ];
    const points = [
      ...pointsIn([10, 55, 11, 56], 30, 13, { region1Id: 1, region2Id: 5 }),
      ...pointsIn([11, 55, 12, 56], 30, 14, { region1Id: 2, region2Id: 6 }, 100),
      { id: 500, zipCode: "B", lng: 10.5, lat: 55.5, region1Id: 1, region2Id: 5, region3Id: null },
      { id: 501, zipCode: "A", lng: 10.5, lat: 55.5, region1Id: 1, region2Id: 5, region3Id: null },
    ];
    const shuffle = random(99);
    const shuffled = [...points].sort(() => shuffle() - 0.5);
    const a = tessellate(points, areas);
    const b = tessellate(shuffled, [...areas].reverse());
    const plain = (t: Tessellation) =>
      JSON.stringify([[...t.zips].sort((x, y) => x[0] - y[0]), [...t.regions].sort((x, y) => x[0] - y[0])]);
    expect(plain(b)).toBe(plain(a));
  });

  it("refuses points without coordinates and regions in two areas", () => {
    const areas = [{ key: "A", regionIds: [1], geometry: square(0, 0, 1) }];
    expect(() => tessellate([{ id: 1, lng: NaN, lat: 0, region1Id: 1, region2Id: null, region3Id: null }], areas)).toThrow(
      /no coordinates/,
    );
    expect(() => tessellate([], [...areas, { key: "B", regionIds: [1], geometry: square(1, 0, 1) }])).toThrow(/two areas/);
  });
});

describe("splitEqualArea", () => {
  it("cuts a polygon into n pieces of equal area that add up to it", () => {
    const polygon = polygonClipping.difference(coords(square(0, 0, 2)), coords(square(0.5, 0.5, 1)));
    for (const n of [1, 2, 3, 7, 16]) {
      const pieces = splitEqualArea(polygon, n);
      expect(pieces).toHaveLength(n);
      const total = m2(polygon);
      for (const piece of pieces) expect(m2(piece) / (total / n)).toBeCloseTo(1, 6);
      for (let i = 0; i < n; i++)
        for (let j = i + 1; j < n; j++) expect(m2(polygonClipping.intersection(pieces[i]!, pieces[j]!)) / total).toBeLessThan(1e-9);
    }
  });
});
