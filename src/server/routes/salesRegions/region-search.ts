import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { notFound } from "../../http-errors.ts";
import { compactZipCode } from "../catalog/routing-candidates.ts";
import { toRegionRef, type RegionRef, type RegionSearchRow } from "./region-mapper.ts";

export const MAX_SEARCH_ROWS = 100;

/**
 * Regions, zip codes and localities of a country starting with the term (case-insensitive), each
 * with its region chain from the top: regions first (by name), then zip codes (by code). Zip codes
 * match as routing finds them (spaces and dashes ignored: "21122" finds "211 22"). Every match is
 * one index range of migration 0017.
 */
export async function searchRegions(db: Kysely<DB>, countryCode: string, searchTerm: string): Promise<RegionSearchRow[]> {
  const country = await db.selectFrom("countries").select("id").where("code", "=", countryCode).executeTakeFirst();
  if (!country) throw notFound("Country");
  const term = searchTerm.trim();
  if (!term) return [];
  const startsWith = `${escapeLike(term)}%`;

  const regions = await db
    .selectFrom("regions as r")
    .leftJoin("regions as p", "p.id", "r.parent_id")
    .leftJoin("regions as pp", "pp.id", "p.parent_id")
    .select(["r.id", "r.level", "r.name", "p.id as p_id", "p.level as p_level", "p.name as p_name"])
    .select(["pp.id as pp_id", "pp.level as pp_level", "pp.name as pp_name"])
    .where("r.country_id", "=", country.id)
    .where(sql`lower(r.name)`, "like", sql`lower(${startsWith})`)
    .orderBy("r.name")
    .orderBy("r.level")
    .orderBy("r.id")
    .limit(MAX_SEARCH_ROWS)
    .execute();
  const rows: RegionSearchRow[] = regions.map((r) =>
    chainRow(
      [toRegionRef(r.pp_id, r.pp_level, r.pp_name), toRegionRef(r.p_id, r.p_level, r.p_name), { id: r.id, level: r.level, name: r.name }],
      null,
    ),
  );
  if (rows.length >= MAX_SEARCH_ROWS) return rows;

  const compact = compactZipCode(term);
  const zips = await db
    .selectFrom("zip_codes as z")
    .leftJoin("regions as r1", "r1.id", "z.region1_id")
    .leftJoin("regions as r2", "r2.id", "z.region2_id")
    .leftJoin("regions as r3", "r3.id", "z.region3_id")
    .select(["z.id", "z.zip_code", "z.locality"])
    .select([
      "r1.id as r1_id",
      "r1.level as r1_level",
      "r1.name as r1_name",
      "r2.id as r2_id",
      "r2.level as r2_level",
      "r2.name as r2_name",
    ])
    .select(["r3.id as r3_id", "r3.level as r3_level", "r3.name as r3_name"])
    .where("z.country_id", "=", country.id)
    .where((eb) =>
      eb.or([
        // The expressions of 0017's indexes.
        ...(compact ? [eb(sql`upper(regexp_replace(z.zip_code, '[^0-9A-Za-z]+', '', 'g'))`, "like", `${escapeLike(compact)}%`)] : []),
        eb(sql`lower(z.locality)`, "like", sql`lower(${startsWith})`),
      ]),
    )
    // A zip code in no region has no place in the region tree to expand to.
    .where((eb) => eb.or([eb("z.region1_id", "is not", null), eb("z.region2_id", "is not", null), eb("z.region3_id", "is not", null)]))
    .orderBy("z.zip_code")
    .orderBy("z.id")
    .limit(MAX_SEARCH_ROWS - rows.length)
    .execute();
  for (const z of zips) {
    const chain = [
      toRegionRef(z.r1_id, z.r1_level, z.r1_name),
      toRegionRef(z.r2_id, z.r2_level, z.r2_name),
      toRegionRef(z.r3_id, z.r3_level, z.r3_name),
    ];
    rows.push(chainRow(chain, { id: z.id, zipCode: z.zip_code, locality: z.locality }));
  }
  return rows;
}

/** The chain's regions (top first, gaps closed) as region1, region2, region3. */
function chainRow(chain: Array<RegionRef | null>, zipCode: RegionSearchRow["zipCode"]): RegionSearchRow {
  const [region1, region2 = null, region3 = null] = chain.filter((r): r is RegionRef => r !== null);
  return { region1: region1!, region2, region3, zipCode };
}

/** The term as a LIKE pattern's literal part (LIKE's default escape is the backslash). */
function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
