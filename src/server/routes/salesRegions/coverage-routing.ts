import { sql, type Kysely, type RawBuilder } from "kysely";
import type { DB } from "../../db/schema.ts";
import { notFound } from "../../http-errors.ts";

/**
 * The routing rules of domain/catalog-routing.ts (matchRoutingRules, then chooseRoute) as SQL,
 * for whole areas at once: what getAreaStatistics counts and listCoverageGaps lists are decided
 * by these same pieces, so the gaps listed are exactly the zip codes counted as whitespot.
 *
 * A request goes to the first routable store with an e-mail address, looking at the zip code's
 * handlers (by id), then at the handlers of its regions from the most specific (contract area
 * before working area, then by id), then at the country's (by id). Routable: active and taking
 * catalog requests. No such store (nobody, or only the country's fallback e-mail): whitespot.
 */

/** How the statements name a zip code no store would get. */
export const WHITESPOT = "whitespot";
/** How the statements name a routed zip code whose store has no type (the answer's null). */
export const UNTYPED = "";

/** A country or region whose zip codes are routed, with the country whose rules apply. */
export interface CoverageArea {
  countryId: number;
  /** True for the zip codes of the area, on a row of zip_codes (or zip_code_chain_counts) as `alias`. */
  contains(alias: string): RawBuilder<boolean>;
}

/** The country or region (404 when there is none of that id). */
export async function coverageArea(db: Kysely<DB>, areaType: "country" | "region", id: number): Promise<CoverageArea> {
  const area =
    areaType === "country"
      ? await db
          .selectFrom("countries")
          .select(["id as country_id", sql<number>`0`.as("level")])
          .where("id", "=", id)
          .executeTakeFirst()
      : await db.selectFrom("regions").select(["country_id", "level"]).where("id", "=", id).executeTakeFirst();
  if (!area) throw notFound(areaType === "country" ? "Country" : "Region");
  const countryId = area.country_id;
  const regionColumn = `region${area.level === 3 ? 3 : area.level === 2 ? 2 : 1}_id`;
  return {
    countryId,
    contains: (alias) =>
      areaType === "country"
        ? sql<boolean>`${sql.ref(`${alias}.country_id`)} = ${id}`
        : sql<boolean>`${sql.ref(`${alias}.country_id`)} = ${countryId} and ${sql.ref(`${alias}.${regionColumn}`)} = ${id}`,
  };
}

/**
 * The common table expressions of the country's rules, to follow `with`: `routable` (the
 * stores that can get a request: active, taking catalog requests, with an e-mail address),
 * `region_best` (per region of the country with a routable handler, the type of the one it
 * goes to) and `country_best` (at most one row: the type of the country's handler it goes to).
 */
export function routingTables(countryId: number): RawBuilder<unknown> {
  return sql`
    routable as (
      select id, location_type from company_locations
      where active and should_retrieve_catalog_requests and email ~ '[^[:space:]]'
    ),
    region_best as (
      select distinct on (h.region_id) h.region_id, l.location_type
      from region_handlers h
      join routable l on l.id = h.location_id
      join regions r on r.id = h.region_id
      where r.country_id = ${countryId}
      order by h.region_id, h.area_type = 'workingArea', l.id
    ),
    country_best as (
      select l.location_type from country_handlers h join routable l on l.id = h.location_id
      where h.country_id = ${countryId}
      order by l.id
      limit 1
    )`;
}

/**
 * The type a request goes by when the zip code's own handlers do not take it: its level 3, 2
 * and 1 regions' `region_best` rows (left joined as the three aliases), then the country's;
 * WHITESPOT when none, UNTYPED for a store without a type.
 */
export function routedByRegions(level3: string, level2: string, level1: string): RawBuilder<string> {
  const typeOf = (alias: string) =>
    sql`when ${sql.ref(`${alias}.region_id`)} is not null then coalesce(${sql.ref(`${alias}.location_type`)}, ${UNTYPED})`;
  return sql<string>`case
    ${typeOf(level3)}
    ${typeOf(level2)}
    ${typeOf(level1)}
    when exists (select from country_best) then coalesce((select location_type from country_best), ${UNTYPED})
    else ${WHITESPOT}
  end`;
}

/** True when a routable store handles the zip code (a zip_codes row as `alias`) itself. */
export function hasRoutableZipHandler(alias: string): RawBuilder<boolean> {
  return sql<boolean>`exists (
    select from zip_code_handlers h join routable l on l.id = h.location_id where h.zip_code_id = ${sql.ref(`${alias}.id`)}
  )`;
}
