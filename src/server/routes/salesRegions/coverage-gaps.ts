import type { FastifyReply } from "fastify";
import { sql, type Kysely, type RawBuilder } from "kysely";
import type { DB } from "../../db/schema.ts";
import { sendCsv, type CsvColumn } from "../csv-stream.ts";
import type { AnswerOf } from "../types.ts";
import { coverageArea, hasRoutableZipHandler, routedByRegions, routingTables, WHITESPOT } from "./coverage-routing.ts";

export type CoverageGap = AnswerOf<"listCoverageGaps">[number];
type AreaType = "country" | "region";

interface GapRow {
  id: number;
  zip_code: string;
  locality: string | null;
  region1: string | null;
  region2: string | null;
  region3: string | null;
  latitude: number | null;
  longitude: number | null;
  falls_to: CoverageGap["fallsTo"];
}

/**
 * The area's zip codes no store would get (getAreaStatistics' whitespot, decided by the same
 * routing pieces of coverage-routing.ts), one row each, sorted by zip code (byte order, the same
 * on every database whatever its collation). The country's fallback e-mail, when it has one,
 * gets their requests: fallsTo 'fallback', else 'nowhere'.
 */
async function gapsQuery(db: Kysely<DB>, areaType: AreaType, id: number): Promise<RawBuilder<GapRow>> {
  const area = await coverageArea(db, areaType, id);
  return sql<GapRow>`
    with ${routingTables(area.countryId)}
    select z.id, z.zip_code, z.locality, r1.name as region1, r2.name as region2, r3.name as region3, z.latitude, z.longitude,
      case when c.catalog_fallback_email ~ '[^[:space:]]' then 'fallback' else 'nowhere' end as falls_to
    from zip_codes z
    join countries c on c.id = z.country_id
    left join region_best b3 on b3.region_id = z.region3_id
    left join region_best b2 on b2.region_id = z.region2_id
    left join region_best b1 on b1.region_id = z.region1_id
    left join regions r1 on r1.id = z.region1_id
    left join regions r2 on r2.id = z.region2_id
    left join regions r3 on r3.id = z.region3_id
    where ${area.contains("z")}
      and ${routedByRegions("b3", "b2", "b1")} = ${WHITESPOT}
      and not ${hasRoutableZipHandler("z")}
    order by z.zip_code collate "C", z.id`;
}

const toGap = (row: GapRow): CoverageGap => ({
  id: row.id,
  zipCode: row.zip_code,
  locality: row.locality,
  region1: row.region1,
  region2: row.region2,
  region3: row.region3,
  latitude: row.latitude,
  longitude: row.longitude,
  fallsTo: row.falls_to,
});

/** listCoverageGaps: the whitespot zip codes of a country or region (404 for an unknown one). */
export async function coverageGaps(db: Kysely<DB>, areaType: AreaType, id: number): Promise<CoverageGap[]> {
  const { rows } = await (await gapsQuery(db, areaType, id)).execute(db);
  return rows.map(toGap);
}

const COLUMNS: readonly CsvColumn<GapRow>[] = [
  { header: "id", value: (r) => r.id },
  { header: "zipCode", value: (r) => r.zip_code },
  { header: "locality", value: (r) => r.locality },
  { header: "region1", value: (r) => r.region1 },
  { header: "region2", value: (r) => r.region2 },
  { header: "region3", value: (r) => r.region3 },
  { header: "latitude", value: (r) => r.latitude },
  { header: "longitude", value: (r) => r.longitude },
  { header: "fallsTo", value: (r) => r.falls_to },
];

/** exportCoverageGapsCsv: the same rows streamed as CSV (csv-stream.ts: BOM, formula-safe cells). */
export async function sendCoverageGapsCsv(reply: FastifyReply, db: Kysely<DB>, areaType: AreaType, id: number): Promise<FastifyReply> {
  const query = await gapsQuery(db, areaType, id);
  return sendCsv(reply, { db, query, columns: COLUMNS, filename: `coverage-gaps-${areaType}-${id}.csv` });
}
