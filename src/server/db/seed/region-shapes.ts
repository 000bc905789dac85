import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";
import type { MultiPolygon, Polygon, Position } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { bulkInsert } from "./batch.ts";
import type { SeedContext } from "./context.ts";
import { progressCounter } from "./postal-codes.ts";

/**
 * The map's shapes, made at build time (`npm run gen:region-shapes`, see the README beside the
 * file): a polygon per zip code (`zips`, id `CC|zip code`) and per region of levels 1-3
 * (`regions`, id `CC|level|code`, the seed's region key), sharing their borders as TopoJSON arcs.
 */
export const AREAS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), "reference-data", "region-shapes", "areas.topo.json.gz");

/** Decimals kept of a coordinate: 1e-5° is about 1 m, finer than the file's grid (~3 m). */
const DECIMALS = 5;

/** One shape ready for the region_shapes table. */
export interface AreaShape {
  /** `CC|zip code` (level 0) or `CC|level|code` (levels 1-3). */
  key: string;
  level: 0 | 1 | 2 | 3;
  geometry: Polygon | MultiPolygon;
  bounds: { minLat: number; maxLat: number; minLng: number; maxLng: number };
}

/** Decodes the areas file (coordinates rounded; shared borders stay identical). */
export function readAreaShapes(file = AREAS_FILE): AreaShape[] {
  const topology = JSON.parse(zlib.gunzipSync(fs.readFileSync(file)).toString("utf8")) as Topology;
  const shapes: AreaShape[] = [];
  for (const name of ["zips", "regions"] as const) {
    const object = topology.objects[name] as GeometryCollection | undefined;
    if (!object) throw new Error(`region shapes: ${file} has no object ${name}`);
    for (const geometry of object.geometries) {
      const decoded = (feature(topology, geometry as never) as unknown as { geometry: Polygon | MultiPolygon | null }).geometry;
      if (!decoded || (decoded.type !== "Polygon" && decoded.type !== "MultiPolygon")) continue;
      const bounds = { minLat: Infinity, maxLat: -Infinity, minLng: Infinity, maxLng: -Infinity };
      const round = (position: Position): Position => {
        const lng = Number(position[0]!.toFixed(DECIMALS));
        const lat = Number(position[1]!.toFixed(DECIMALS));
        if (lat < bounds.minLat) bounds.minLat = lat;
        if (lat > bounds.maxLat) bounds.maxLat = lat;
        if (lng < bounds.minLng) bounds.minLng = lng;
        if (lng > bounds.maxLng) bounds.maxLng = lng;
        return [lng, lat];
      };
      const rounded: Polygon | MultiPolygon =
        decoded.type === "Polygon"
          ? { type: "Polygon", coordinates: decoded.coordinates.map((ring) => ring.map(round)) }
          : { type: "MultiPolygon", coordinates: decoded.coordinates.map((polygon) => polygon.map((ring) => ring.map(round))) };
      const key = String(geometry.id);
      const level = name === "zips" ? 0 : (Number(key.split("|")[1]) as 1 | 2 | 3);
      shapes.push({ key, level, geometry: rounded, bounds });
    }
  }
  return shapes;
}

/**
 * Loads the shapes into region_shapes for the regions and zip codes seeded before (matched by
 * country and code, so it works on any database with the postal codes). A shape whose region or
 * zip code is not in the database is skipped. Answers the rows inserted.
 */
export async function seedRegionShapes(ctx: SeedContext, file = AREAS_FILE): Promise<number> {
  const shapes = readAreaShapes(file);
  const regions = await ctx.db
    .selectFrom("regions as r")
    .innerJoin("countries as c", "c.id", "r.country_id")
    .select(["r.id", "r.country_id", "c.code as countryCode", "r.level", "r.code", "r.name"])
    .execute();
  const zips = await ctx.db
    .selectFrom("zip_codes as z")
    .innerJoin("countries as c", "c.id", "z.country_id")
    .select(["z.id", "z.country_id", "c.code as countryCode", "z.zip_code"])
    .execute();
  const regionByKey = new Map(regions.map((r) => [`${r.countryCode.trim()}|${r.level}|${r.code ?? r.name}`, r]));
  const zipByKey = new Map(zips.map((z) => [`${z.countryCode.trim()}|${z.zip_code}`, z]));
  const rows: Record<string, unknown>[] = [];
  for (const shape of shapes) {
    const target = shape.level === 0 ? zipByKey.get(shape.key) : regionByKey.get(shape.key);
    if (!target) continue;
    rows.push({
      country_id: target.country_id,
      level: shape.level,
      region_id: shape.level === 0 ? null : target.id,
      zip_code_id: shape.level === 0 ? target.id : null,
      geojson: shape.geometry,
      min_lat: shape.bounds.minLat,
      max_lat: shape.bounds.maxLat,
      min_lng: shape.bounds.minLng,
      max_lng: shape.bounds.maxLng,
    });
  }
  await bulkInsert(
    ctx.db,
    "region_shapes",
    {
      country_id: "bigint",
      level: "smallint",
      region_id: "bigint",
      zip_code_id: "bigint",
      geojson: "json",
      min_lat: "double precision",
      max_lat: "double precision",
      min_lng: "double precision",
      max_lng: "double precision",
    },
    rows,
    { batchSize: 2000, onBatch: progressCounter(ctx, "region shapes", rows.length) },
  );
  return rows.length;
}
