import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { MAX_REGION_CHAIN, type AreaType, type RoutingCandidates, type RoutingLocation } from "../../domain/catalog-routing.ts";
import { selectSummaries } from "../companyLocations/location-query.ts";
import { toLocationRef, type LocationRef, type SummaryRow } from "../companyLocations/location-mapper.ts";

/** An address to route: as on a catalog request, or as typed into the rule test. */
export interface RoutingAddress {
  country: string;
  zipCode?: string | null;
  region?: string | null;
}

/** A handler as routing sees it, with what answers and mails need (name, brief address, country). */
export interface HandlerLocation extends RoutingLocation {
  name: string;
  countryCode: string | null;
  ref: LocationRef;
}

const NO_CANDIDATES: RoutingCandidates<HandlerLocation> = { zipCode: null, regionChain: [], countryHandlers: [], fallbackEmail: null };

/**
 * Gathers from the database every handler that could serve the address, for the pure rules of
 * domain/catalog-routing.ts: the zip code's handlers, the handlers of its region chain (the zip
 * code's regions; without a known zip code, the region named on the request and its parents),
 * the country's handlers and its fallback e-mail. Inactive stores are loaded too; the rules
 * decide what counts.
 */
export async function loadRoutingCandidates(db: Kysely<DB>, address: RoutingAddress): Promise<RoutingCandidates<HandlerLocation>> {
  const country = await db
    .selectFrom("countries")
    .select(["id", "catalog_fallback_email"])
    .where("code", "=", address.country)
    .executeTakeFirst();
  if (!country) return NO_CANDIDATES;
  const zip = address.zipCode?.trim() ? await findZipCode(db, country.id, address.zipCode) : undefined;
  const chain = zip ? zipRegionChain(zip) : [];
  const regionChain =
    chain.length > 0 ? chain : address.region?.trim() ? await namedRegionChain(db, country.id, address.region.trim()) : [];

  const regionIds = regionChain.map((r) => r.id);
  const [zipHandlers, regionHandlers, countryHandlers] = await Promise.all([
    zip ? handlersOf(db, "zipCode", [zip.id]) : Promise.resolve([]),
    regionIds.length > 0 ? handlersOf(db, "region", regionIds) : Promise.resolve([]),
    handlersOf(db, "country", [country.id]),
  ]);
  return {
    zipCode: zip ? { areaType: zip.working_area ? "workingArea" : "contractArea", handlers: zipHandlers.map((h) => h.location) } : null,
    regionChain: regionChain.map((region) => {
      const handlers = regionHandlers.filter((h) => h.areaId === region.id);
      // Only a region with handlers makes rules, so its name comes with them (no query of its own).
      return {
        level: region.level,
        name: handlers[0]?.areaName ?? null,
        handlers: handlers.map((h) => ({ location: h.location, areaType: h.areaType ?? "contractArea" })),
      };
    }),
    countryHandlers: countryHandlers.map((h) => h.location),
    fallbackEmail: country.catalog_fallback_email,
  };
}

/** Zip codes as customers type them: spaces, dashes and case do not matter ("21122" finds "211 22"). */
export function compactZipCode(zipCode: string): string {
  return zipCode.replace(/[^0-9A-Za-z]+/g, "").toUpperCase();
}

interface ZipRow {
  id: number;
  working_area: boolean;
  region1_id: number | null;
  region2_id: number | null;
  region3_id: number | null;
}

async function findZipCode(db: Kysely<DB>, countryId: number, zipCode: string): Promise<ZipRow | undefined> {
  const compact = compactZipCode(zipCode);
  if (!compact) return undefined;
  return (
    db
      .selectFrom("zip_codes")
      .select(["id", "working_area", "region1_id", "region2_id", "region3_id"])
      .where("country_id", "=", countryId)
      // The expression of zip_codes_compact_idx (migration 0005), so the index answers it.
      .where(sql`upper(regexp_replace(zip_code, '[^0-9A-Za-z]+', '', 'g'))`, "=", compact)
      .orderBy(sql`zip_code = ${zipCode.trim()}`, "desc")
      .orderBy("id")
      .limit(1)
      .executeTakeFirst()
  );
}

type ChainLink = { id: number; level: 1 | 2 | 3 };

/** The zip code's regions, most specific first. */
function zipRegionChain(zip: ZipRow): ChainLink[] {
  const levels: Array<[number | null, 1 | 2 | 3]> = [
    [zip.region3_id, 3],
    [zip.region2_id, 2],
    [zip.region1_id, 1],
  ];
  return levels.filter(([id]) => id !== null).map(([id, level]) => ({ id: id!, level }));
}

/**
 * The region a request names (case-insensitive; of equal names the most specific level) and its
 * parents upward.
 */
async function namedRegionChain(db: Kysely<DB>, countryId: number, name: string): Promise<ChainLink[]> {
  const rows = await sql<{ id: number; level: number }>`
    with recursive chain as (
      (select id, level, parent_id, 1 as depth from regions
        where country_id = ${countryId} and lower(name) = lower(${name})
        order by level desc, id limit 1)
      union all
      select r.id, r.level, r.parent_id, chain.depth + 1 from regions r join chain on r.id = chain.parent_id
      where chain.depth < ${MAX_REGION_CHAIN}
    )
    select id, level from chain order by depth`.execute(db);
  return rows.rows.map((r) => ({ id: r.id, level: r.level as 1 | 2 | 3 }));
}

interface HandlerRow {
  areaId: number;
  areaType: AreaType | null;
  /** The region's name (null for zip codes and countries). */
  areaName: string | null;
  location: HandlerLocation;
}

type AreaKind = "zipCode" | "region" | "country";

/** The locations attached to the given zip codes, regions or countries, with the area they are on. */
async function handlersOf(db: Kysely<DB>, kind: AreaKind, areaIds: number[]): Promise<HandlerRow[]> {
  const locations = selectSummaries(db);
  const rows =
    kind === "zipCode"
      ? await locations
          .innerJoin("zip_code_handlers as h", "h.location_id", "l.id")
          .select(["h.zip_code_id as area_id", sql<null>`null`.as("area_type"), sql<null>`null`.as("area_name")])
          .where("h.zip_code_id", "in", areaIds)
          .orderBy("l.id")
          .execute()
      : kind === "region"
        ? await locations
            .innerJoin("region_handlers as h", "h.location_id", "l.id")
            .innerJoin("regions as r", "r.id", "h.region_id")
            .select(["h.region_id as area_id", "h.area_type", "r.name as area_name"])
            .where("h.region_id", "in", areaIds)
            .orderBy("l.id")
            .execute()
        : await locations
            .innerJoin("country_handlers as h", "h.location_id", "l.id")
            .select(["h.country_id as area_id", sql<null>`null`.as("area_type"), sql<null>`null`.as("area_name")])
            .where("h.country_id", "in", areaIds)
            .orderBy("l.id")
            .execute();
  return (rows as Array<SummaryRow & { area_id: number; area_type: AreaType | null; area_name: string | null }>).map((row) => ({
    areaId: row.area_id,
    areaType: row.area_type,
    areaName: row.area_name,
    location: {
      id: row.id,
      name: row.name,
      email: row.email,
      active: row.active,
      acceptsCatalogRequests: row.should_retrieve_catalog_requests,
      countryCode: row.country_code,
      ref: toLocationRef(row),
    },
  }));
}
