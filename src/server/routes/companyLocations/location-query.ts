import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import {
  booleanFilter,
  containsPattern,
  parseFilters,
  patternFilter,
  sortOf,
  textFilter,
  type PageQuery,
  type PageWindow,
} from "../paging.ts";
import type { LocationRow, SummaryRow } from "./location-mapper.ts";

export type Db = Kysely<DB> | Transaction<DB>;

/** Sort fields of getLocationsPage / exportLocationsCsv and their columns (country sorts by name). */
export const LOCATION_SORT_COLUMNS = {
  name: "l.name",
  id: "l.id",
  customerNumber: "l.customer_number",
  locationType: "l.location_type",
  active: "l.active",
  country: "k.name",
  city: "l.city",
  zipCode: "l.zip_code",
  email: "l.email",
} as const;
export const DEFAULT_LOCATION_SORT = { field: "name", direction: "asc" } as const;

/** Filter keys of getLocationsPage; the contract lists the same in x-filters (a test compares them). */
export const LOCATION_FILTERS = {
  search: textFilter(200),
  country: patternFilter(/^[A-Z]{2}$/, "an ISO 3166-1 alpha-2 code such as SE"),
  active: booleanFilter(),
};

/**
 * Ids of the locations matching the list's filters, in the requested order (the first step of
 * the deferred join; the CSV export streams the same query's rows).
 */
export function matchingLocations(db: Db, query: Pick<PageQuery, "filters" | "sort" | "direction">) {
  const filters = parseFilters(query.filters, LOCATION_FILTERS);
  const { column, direction } = sortOf(query, LOCATION_SORT_COLUMNS, DEFAULT_LOCATION_SORT);
  let matching = db.selectFrom("company_locations as l").leftJoin("countries as k", "k.id", "l.country_id").select("l.id");
  // search_text is the lower-cased name, city, zip code, street, e-mail and customer number (trigram-indexed).
  if (filters.search) matching = matching.where("l.search_text", "like", containsPattern(filters.search).toLowerCase());
  if (filters.country) matching = matching.where("k.code", "=", filters.country);
  if (filters.active !== undefined) matching = matching.where("l.active", "=", filters.active);
  return { matching, column, direction };
}

/**
 * The ids of one page in the requested order (ties by id), with the filtered query the total
 * counts: each filter × sort × direction pair must find this page on an index (tests/plans).
 */
export function locationIdPage(db: Db, query: Pick<PageQuery, "filters" | "sort" | "direction">, window: PageWindow) {
  const { matching, column, direction } = matchingLocations(db, query);
  const page = matching.orderBy(column, direction).orderBy("l.id", direction).offset(window.offset).limit(window.limit);
  return { matching, page };
}

export function selectLocations(db: Db) {
  return db
    .selectFrom("company_locations as l")
    .leftJoin("countries as k", "k.id", "l.country_id")
    .leftJoin("geographic_areas as g", "g.id", "l.geographic_area_id")
    .leftJoin("partner_pages as p", "p.id", "l.partner_page_id")
    .select([
      "l.id",
      "l.name",
      "l.location_type",
      "l.phone",
      "l.email",
      "l.website",
      "l.street",
      "l.zip_code",
      "l.city",
      "l.city2",
      "l.country_id",
      "k.code as country_code",
      "k.name as country_name",
      "l.latitude",
      "l.longitude",
      "l.full_slug",
      "l.geographic_area_id",
      "g.name as area_name",
      "l.weekly_opening_hours",
      "l.opening_hours_info_text",
      "l.opening_hours_source",
      "l.is_vividus_retailer",
      "l.show_opening_hours",
      "l.active",
      "l.should_retrieve_catalog_requests",
      "l.instagram_url",
      "l.customer_number",
      "l.partner_page_id",
      "p.name as page_name",
      "p.hostname as page_hostname",
      "l.updated_at",
    ])
    .$castTo<LocationRow>();
}

/** The columns of LocationSummary and LocationRef (no opening hours). */
export function selectSummaries(db: Db) {
  return db
    .selectFrom("company_locations as l")
    .leftJoin("countries as k", "k.id", "l.country_id")
    .select([
      "l.id",
      "l.name",
      "l.location_type",
      "l.active",
      "l.should_retrieve_catalog_requests",
      "l.email",
      "l.customer_number",
      "l.street",
      "l.zip_code",
      "l.city",
      "l.city2",
      "l.country_id",
      "k.code as country_code",
      "k.name as country_name",
      "l.latitude",
      "l.longitude",
    ])
    .$castTo<SummaryRow>();
}

/** Deviation dates as YYYY-MM-DD text whatever the driver's date parsing. */
export const deviationDate = sql<string>`to_char(d.date, 'YYYY-MM-DD')`;
