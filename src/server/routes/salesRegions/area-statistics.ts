import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { notFound } from "../../http-errors.ts";
import type { AnswerOf } from "../types.ts";

export type AreaStatisticsRow = AnswerOf<"getAreaStatistics">[number];
type LocationType = AreaStatisticsRow["locationType"];

/** The answer's order: the store types, handlers without a type, then the zip codes nobody gets. */
const ORDER: LocationType[] = ["shop_in_shop", "vividus_store", null, "whitespot"];
/** How the statement names a routed zip code whose store has no type (the answer's null). */
const UNTYPED = "";

/**
 * The area's zip codes counted by the type of the store their catalog requests would be sent to,
 * in one statement: the rules of domain/catalog-routing.ts (matchRoutingRules, then chooseRoute)
 * as a set. A request goes to the first routable store with an e-mail address, looking at the zip
 * code's handlers (by id), then at the handlers of its regions from the most specific (contract
 * area before working area, then by id), then at the country's (by id). Routable: active and
 * taking catalog requests. No such store (nobody, or only the country's fallback e-mail):
 * whitespot. tests/api/sales-regions.test.ts holds the answer equal to routing each zip code.
 *
 * Zip codes without a routable handler of their own are routed by their region chain alone, so
 * they are read as the chains' counts kept by migration 0017 (a few hundred rows per country, not
 * its ~20,000 zip codes); the few with handlers of their own are routed one by one and taken off
 * their chain's count.
 */
export async function areaStatistics(db: Kysely<DB>, areaType: "country" | "region", id: number): Promise<AreaStatisticsRow[]> {
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
  const zipInArea = areaType === "country" ? sql`z.country_id = ${id}` : sql`${sql.ref(`z.${regionColumn}`)} = ${id}`;
  const chainInArea =
    areaType === "country" ? sql`c.country_id = ${id}` : sql`c.country_id = ${countryId} and ${sql.ref(`c.${regionColumn}`)} = ${id}`;
  const result = await sql<{ location_type: string; zip_codes: number }>`
    with routable as (
      select id, location_type from company_locations
      where active and should_retrieve_catalog_requests and email ~ '[^[:space:]]'
    ),
    zip_best as (
      select distinct on (h.zip_code_id) h.zip_code_id, l.location_type,
        coalesce(z.region1_id, 0) as region1_id, coalesce(z.region2_id, 0) as region2_id, coalesce(z.region3_id, 0) as region3_id
      from zip_codes z
      join zip_code_handlers h on h.zip_code_id = z.id
      join routable l on l.id = h.location_id
      -- Zip codes with handlers are few: read them by id (else a country's zip codes are scanned).
      where z.id = any(array(select zip_code_id from zip_code_handlers)) and ${zipInArea}
      order by h.zip_code_id, l.id
    ),
    handled_per_chain as (
      select region1_id, region2_id, region3_id, count(*) as n from zip_best group by 1, 2, 3
    ),
    chains as (
      select c.region1_id, c.region2_id, c.region3_id, c.n - coalesce(hz.n, 0) as n
      from zip_code_chain_counts c
      left join handled_per_chain hz
        on hz.region1_id = c.region1_id and hz.region2_id = c.region2_id and hz.region3_id = c.region3_id
      where ${chainInArea}
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
    ),
    routed as (
      select
        case
          when b3.region_id is not null then coalesce(b3.location_type, ${UNTYPED})
          when b2.region_id is not null then coalesce(b2.location_type, ${UNTYPED})
          when b1.region_id is not null then coalesce(b1.location_type, ${UNTYPED})
          when exists (select from country_best) then coalesce((select location_type from country_best), ${UNTYPED})
          else 'whitespot'
        end as location_type,
        c.n
      from chains c
      left join region_best b3 on b3.region_id = c.region3_id
      left join region_best b2 on b2.region_id = c.region2_id
      left join region_best b1 on b1.region_id = c.region1_id
      union all
      select coalesce(location_type, ${UNTYPED}), 1 from zip_best
    )
    select location_type, sum(n)::int as zip_codes from routed group by 1 having sum(n) > 0`.execute(db);
  const counts = new Map<LocationType, number>(
    result.rows.map((row) => [row.location_type === UNTYPED ? null : (row.location_type as LocationType), Number(row.zip_codes)]),
  );
  return ORDER.filter((type) => counts.has(type)).map((type) => ({ locationType: type, numberOfZipCodes: counts.get(type)! }));
}
