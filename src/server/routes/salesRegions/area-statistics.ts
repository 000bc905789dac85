import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { AnswerOf } from "../types.ts";
import { coverageArea, routedByRegions, routingTables, UNTYPED } from "./coverage-routing.ts";

export type AreaStatisticsRow = AnswerOf<"getAreaStatistics">[number];
type LocationType = AreaStatisticsRow["locationType"];

/** The answer's order: the store types, handlers without a type, then the zip codes nobody gets. */
const ORDER: LocationType[] = ["shop_in_shop", "vividus_store", null, "whitespot"];

/**
 * The area's zip codes counted by the type of the store their catalog requests would be sent to,
 * in one statement: the rules of domain/catalog-routing.ts as a set, from the pieces in
 * coverage-routing.ts (which listCoverageGaps lists the whitespot zip codes with, so the two
 * agree). tests/api/sales-regions.test.ts holds the answer equal to routing each zip code.
 *
 * Zip codes without a routable handler of their own are routed by their region chain alone, so
 * they are read as the chains' counts kept by migration 0017 (a few hundred rows per country, not
 * its ~20,000 zip codes); the few with handlers of their own are routed one by one and taken off
 * their chain's count.
 */
export async function areaStatistics(db: Kysely<DB>, areaType: "country" | "region", id: number): Promise<AreaStatisticsRow[]> {
  const area = await coverageArea(db, areaType, id);
  const countryId = area.countryId;
  const result = await sql<{ location_type: string; zip_codes: number }>`
    with ${routingTables(countryId)},
    zip_best as (
      select distinct on (h.zip_code_id) h.zip_code_id, l.location_type,
        coalesce(z.region1_id, 0) as region1_id, coalesce(z.region2_id, 0) as region2_id, coalesce(z.region3_id, 0) as region3_id
      from zip_codes z
      join zip_code_handlers h on h.zip_code_id = z.id
      join routable l on l.id = h.location_id
      -- Zip codes with handlers are few: read them by id (else a country's zip codes are scanned).
      where z.id = any(array(select zip_code_id from zip_code_handlers)) and ${area.contains("z")}
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
      where ${area.contains("c")}
    ),
    routed as (
      select
        ${routedByRegions("b3", "b2", "b1")} as location_type,
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
