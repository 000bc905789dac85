import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";
import { sql } from "kysely";
import { bulkInsert } from "./batch.ts";
import type { SeedContext } from "./context.ts";
import type { CountryIds } from "./countries.ts";
import { MARKETS } from "./markets.ts";
import { isTownName } from "./town-names.ts";

/** GeoNames postal codes shipped with the product (see reference-data/postal-codes/CREDITS.md). */
export const POSTAL_CODES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "reference-data", "postal-codes");

/** A seeded zip code with what later steps need to place people and stores there. */
export interface ZipInfo {
  id: number;
  countryCode: string;
  zipCode: string;
  locality: string;
  latitude: number;
  longitude: number;
  /** Region ids of levels 1-3 (null where the country has no such level). */
  regionIds: [number | null, number | null, number | null];
  /** Name of the level-1 region (län, province, Land ...). */
  regionName: string | null;
}

export interface CsvRow {
  zipcode: string;
  place: string;
  state: string;
  state_code: string;
  province: string;
  province_code: string;
  community: string;
  community_code: string;
  latitude: string;
  longitude: string;
}

/**
 * The source spells some first-level regions twice (German and English names, old and new
 * codes). These map the duplicate codes onto one region per real area.
 */
const STATE_ALIASES: Record<string, Record<string, { code: string; name?: string }>> = {
  DE: Object.fromEntries(
    (
      [
        ["01", "BW", "Baden-Württemberg"],
        ["02", "BY", "Bayern"],
        ["03", "HB", "Bremen"],
        ["04", "HH", "Hamburg"],
        ["05", "HE", "Hessen"],
        ["06", "NI", "Niedersachsen"],
        ["07", "NW", "Nordrhein-Westfalen"],
        ["08", "RP", "Rheinland-Pfalz"],
        ["09", "SL", "Saarland"],
        ["10", "SH", "Schleswig-Holstein"],
        ["11", "BB", "Brandenburg"],
        ["12", "MV", "Mecklenburg-Vorpommern"],
        ["13", "SN", "Sachsen"],
        ["14", "ST", "Sachsen-Anhalt"],
        ["15", "TH", "Thüringen"],
        ["16", "BE", "Berlin"],
      ] as const
    ).flatMap(([numeric, code, name]) => [
      [numeric, { code, name }],
      [code, { code, name }],
    ]),
  ),
  DK: { "84": { code: "17" }, "82": { code: "18" }, "81": { code: "19" }, "83": { code: "21" }, "85": { code: "20" } },
  // A few dozen Swedish rows carry the numeric (SCB) county code instead of the letter one.
  SE: { "05": { code: "I" }, "21": { code: "C" }, "25": { code: "U" }, "26": { code: "AB" }, "27": { code: "M" }, "28": { code: "O" } },
};

/** The level-1 code the seed keeps for a code of the source (its alias, else itself). */
export function level1Code(countryCode: string, code: string): string {
  return STATE_ALIASES[countryCode]?.[code]?.code ?? code;
}

/** The key of the seeded region a row names at a level: `CC|level|code` (or the name where the source has no code). */
export function regionKey(countryCode: string, level: 1 | 2 | 3, code: string, name: string): string {
  return `${countryCode}|${level}|${code || name}`;
}

/**
 * The regions of one postal-code row as the seed keys them (level-1 aliases applied), with the
 * code and fixed name the seed gives a level-1 region. Shared with `npm run gen:region-shapes`,
 * which keys the stored zip-code and region shapes the same way.
 */
export function rowRegions(
  countryCode: string,
  row: Pick<CsvRow, "state" | "state_code" | "province" | "province_code" | "community" | "community_code">,
): { keys: [string | null, string | null, string | null]; state: { code: string; fixedName?: string } | null } {
  const alias = row.state ? STATE_ALIASES[countryCode]?.[row.state_code] : undefined;
  const state = row.state ? { code: alias?.code ?? row.state_code, fixedName: alias?.name } : null;
  const r1 = state ? regionKey(countryCode, 1, state.code, row.state) : null;
  const r2 = row.province ? regionKey(countryCode, 2, row.province_code, row.province) : null;
  const r3 = row.community ? regionKey(countryCode, 3, row.community_code, row.community) : null;
  return { keys: [r1, r2, r3], state };
}

/** Parses one CSV file (RFC 4180 quoting) into objects keyed by the header row. */
export function parseCsv(text: string): Record<string, string>[] {
  const records: string[][] = [];
  let field = "";
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      record.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      record.push(field);
      field = "";
      if (record.length > 1 || record[0] !== "") records.push(record);
      record = [];
    } else field += ch;
  }
  if (field !== "" || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  const [header, ...rows] = records;
  if (!header) return [];
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ""])));
}

export function readPostalCodes(countryCode: string): CsvRow[] {
  const file = path.join(POSTAL_CODES_DIR, `zipcodes.${countryCode.toLowerCase()}.csv.gz`);
  return parseCsv(zlib.gunzipSync(fs.readFileSync(file)).toString("utf8")) as unknown as CsvRow[];
}

interface RegionDraft {
  key: string;
  countryCode: string;
  level: 1 | 2 | 3;
  code: string | null;
  parentKey: string | null;
  names: Map<string, number>;
  fixedName?: string;
  id?: number;
}

interface ZipDraft {
  countryCode: string;
  zipCode: string;
  locality: string;
  latitude: number;
  longitude: number;
  coordinates: Set<string>;
  regionKeys: [string | null, string | null, string | null];
}

/** Regions (state → level 1, province → 2, community → 3) and one zip code per distinct code. */
export async function seedPostalCodes(ctx: SeedContext, countryIds: CountryIds): Promise<ZipInfo[]> {
  const regions = new Map<string, RegionDraft>();
  const zips: ZipDraft[] = [];

  const region = (countryCode: string, level: 1 | 2 | 3, code: string, name: string, parentKey: string | null, fixedName?: string) => {
    const key = regionKey(countryCode, level, code, name);
    let draft = regions.get(key);
    if (!draft) {
      draft = { key, countryCode, level, code: code || null, parentKey, names: new Map(), fixedName };
      regions.set(key, draft);
    }
    draft.names.set(name, (draft.names.get(name) ?? 0) + 1);
    return key;
  };

  for (const market of MARKETS) {
    const cc = market.code;
    const seen = new Map<string, ZipDraft>();
    for (const row of readPostalCodes(cc)) {
      const latitude = Number(row.latitude);
      const longitude = Number(row.longitude);
      const existing = seen.get(row.zipcode);
      if (existing) {
        if (Number.isFinite(latitude) && Number.isFinite(longitude)) existing.coordinates.add(`${latitude},${longitude}`);
        continue;
      }
      const { state } = rowRegions(cc, row);
      const r1 = state ? region(cc, 1, state.code, row.state, null, state.fixedName) : null;
      const r2 = row.province ? region(cc, 2, row.province_code, row.province, r1) : null;
      const r3 = row.community ? region(cc, 3, row.community_code, row.community, r2 ?? r1) : null;
      const draft: ZipDraft = {
        countryCode: cc,
        zipCode: row.zipcode,
        locality: row.place,
        latitude,
        longitude,
        coordinates: new Set([`${latitude},${longitude}`]),
        regionKeys: [r1, r2, r3],
      };
      seen.set(row.zipcode, draft);
      zips.push(draft);
    }
  }

  // Levels in order, so that every parent has its id before its children are inserted.
  for (const level of [1, 2, 3] as const) {
    const drafts = [...regions.values()].filter((r) => r.level === level);
    const ids = await bulkInsert(
      ctx.db,
      "regions",
      { country_id: "bigint", parent_id: "bigint", level: "smallint", name: "text", code: "text" },
      drafts.map((r) => ({
        country_id: countryIds.get(r.countryCode),
        parent_id: r.parentKey ? regions.get(r.parentKey)!.id : null,
        level,
        name: r.fixedName ?? mostFrequent(r.names),
        code: r.code,
      })),
      { returning: true },
    );
    drafts.forEach((r, i) => (r.id = ids[i]));
  }
  ctx.progress("regions", regions.size, regions.size);

  const market = new Map(MARKETS.map((m) => [m.code, m]));
  const ids = await bulkInsert(
    ctx.db,
    "zip_codes",
    {
      country_id: "bigint",
      zip_code: "text",
      locality: "text",
      latitude: "double precision",
      longitude: "double precision",
      timezone: "text",
      utc: "text",
      coordinates: "text[]",
      region1_id: "bigint",
      region2_id: "bigint",
      region3_id: "bigint",
    },
    zips.map((z) => ({
      country_id: countryIds.get(z.countryCode),
      zip_code: z.zipCode,
      locality: z.locality,
      latitude: z.latitude,
      longitude: z.longitude,
      timezone: market.get(z.countryCode as never)!.timezone,
      utc: market.get(z.countryCode as never)!.utc,
      // Only zip codes spread over several places carry extra points.
      coordinates: z.coordinates.size > 1 ? [...z.coordinates] : [],
      region1_id: z.regionKeys[0] ? regions.get(z.regionKeys[0])!.id : null,
      region2_id: z.regionKeys[1] ? regions.get(z.regionKeys[1])!.id : null,
      region3_id: z.regionKeys[2] ? regions.get(z.regionKeys[2])!.id : null,
    })),
    { returning: true, batchSize: 5000, onBatch: progressCounter(ctx, "zip codes", zips.length) },
  );

  await updateRegionBounds(ctx);

  return zips.map((z, i) => ({
    id: ids[i]!,
    countryCode: z.countryCode,
    zipCode: z.zipCode,
    locality: z.locality,
    latitude: z.latitude,
    longitude: z.longitude,
    regionIds: z.regionKeys.map((k) => (k ? regions.get(k)!.id! : null)) as ZipInfo["regionIds"],
    regionName: z.regionKeys[0] ? (regions.get(z.regionKeys[0])!.fixedName ?? mostFrequent(regions.get(z.regionKeys[0])!.names)) : null,
  }));
}

/** Region bounds from the coordinates of the zip codes inside each region. */
export async function updateRegionBounds(ctx: SeedContext): Promise<void> {
  await sql`
    update regions r
    set min_lat = b.min_lat, max_lat = b.max_lat, min_lng = b.min_lng, max_lng = b.max_lng
    from (
      select region_id, min(latitude) as min_lat, max(latitude) as max_lat, min(longitude) as min_lng, max(longitude) as max_lng
      from (
        select region1_id as region_id, latitude, longitude from zip_codes where region1_id is not null
        union all
        select region2_id, latitude, longitude from zip_codes where region2_id is not null
        union all
        select region3_id, latitude, longitude from zip_codes where region3_id is not null
      ) z
      group by region_id
    ) b
    where r.id = b.region_id`.execute(ctx.db);
}

/** Loads the zip codes of an already seeded database (for appending rows). */
export async function loadZipInfo(ctx: SeedContext): Promise<ZipInfo[]> {
  const rows = await ctx.db
    .selectFrom("zip_codes as z")
    .innerJoin("countries as c", "c.id", "z.country_id")
    .leftJoin("regions as r1", "r1.id", "z.region1_id")
    .select([
      "z.id",
      "c.code as countryCode",
      "z.zip_code",
      "z.locality",
      "z.latitude",
      "z.longitude",
      "z.region1_id",
      "z.region2_id",
      "z.region3_id",
      "r1.name as regionName",
    ])
    .orderBy("z.id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    countryCode: r.countryCode.trim(),
    zipCode: r.zip_code,
    locality: r.locality ?? "",
    latitude: r.latitude ?? 0,
    longitude: r.longitude ?? 0,
    regionIds: [r.region1_id, r.region2_id, r.region3_id],
    regionName: r.regionName,
  }));
}

function mostFrequent(names: Map<string, number>): string {
  let best = "";
  let count = -1;
  for (const [name, n] of names) {
    if (n > count) {
      best = name;
      count = n;
    }
  }
  return best;
}

export function progressCounter(ctx: SeedContext, step: string, total: number): (n: number) => void {
  let done = 0;
  return (n) => {
    done += n;
    ctx.progress(step, done, total);
  };
}

/** Zip codes of real towns (not the company-specific codes some countries hand out; town-names.ts). */
export function isTownLike(zip: ZipInfo): boolean {
  return isTownName(zip.locality) && Number.isFinite(zip.latitude);
}
