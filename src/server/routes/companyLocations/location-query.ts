import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import {
  booleanFilter,
  containsPattern,
  parseFilters,
  patternFilter,
  sortOf,
  textFilter,
  type Direction,
  type FilterValues,
  type PageQuery,
  type PageWindow,
} from "../paging.ts";
import { cursorBinding, keysetIdPage, rowKey, type KeyColumn, type RowKey } from "../keyset.ts";
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
type LocationColumn = (typeof LOCATION_SORT_COLUMNS)[keyof typeof LOCATION_SORT_COLUMNS];
export const DEFAULT_LOCATION_SORT = { field: "name", direction: "asc" } as const;

/** Filter keys of getLocationsPage; the contract lists the same in x-filters (a test compares them). */
export const LOCATION_FILTERS = {
  search: textFilter(200),
  country: patternFilter(/^[A-Z]{2}$/, "an ISO 3166-1 alpha-2 code such as SE"),
  active: booleanFilter(),
};
export type LocationFilters = FilterValues<typeof LOCATION_FILTERS>;

// Columns that can be null sort after every value ascending, as in their indexes; the country's
// name is null for a location without a country (the left join).
const NOT_NULL_COLUMNS: ReadonlySet<LocationColumn> = new Set(["l.name", "l.id", "l.active"]);

/** The validated filters and sort of a list or export request (400 naming the bad part), with the sort's key. */
export function locationRequest(query: Pick<PageQuery, "filters" | "sort" | "direction">) {
  const filters = parseFilters(query.filters, LOCATION_FILTERS);
  const { field, column, direction } = sortOf(query, LOCATION_SORT_COLUMNS, DEFAULT_LOCATION_SORT);
  // Ties by id, in the asked direction; the id sort is its own key.
  const keys: KeyColumn[] = [
    ...(column === "l.id" ? [] : [{ column, same: true, nullable: !NOT_NULL_COLUMNS.has(column) }]),
    { column: "l.id", same: true, nullable: false },
  ];
  return { filters, field, column, direction, keys };
}
export type LocationRequest = ReturnType<typeof locationRequest>;

/** What a cursor of the list is bound to (keyset.ts cursorBinding). */
export function locationCursorBinding({ filters, field, direction }: LocationRequest): string {
  return cursorBinding("getLocationsPage", filters, field, direction);
}

/** The locations matching the filters (alias l, with the country as k), to select, sort and join on. */
function filteredLocations(db: Db, filters: LocationFilters) {
  let matching = db.selectFrom("company_locations as l").leftJoin("countries as k", "k.id", "l.country_id");
  // search_text is the lower-cased name, city, zip code, street, e-mail and customer number (trigram-indexed).
  if (filters.search) matching = matching.where("l.search_text", "like", containsPattern(filters.search).toLowerCase());
  if (filters.country) matching = matching.where("k.code", "=", filters.country);
  if (filters.active !== undefined) matching = matching.where("l.active", "=", filters.active);
  return matching;
}

/**
 * Ids of the locations matching the list's filters, in the requested order (the first step of
 * the deferred join; the CSV export streams the same query's rows).
 */
export function matchingLocations(db: Db, query: Pick<PageQuery, "filters" | "sort" | "direction">) {
  const { filters, column, direction } = locationRequest(query);
  return { matching: matchingLocationIds(db, filters), column, direction };
}

/** The ids of the locations matching the filters, unordered: what the total counts. */
export function matchingLocationIds(db: Db, filters: LocationFilters) {
  return filteredLocations(db, filters).select("l.id");
}

/**
 * The ids (and sort keys, for the page's cursors) of one page by number in the requested order
 * (ties by id), with the filtered query the total counts: each filter × sort × direction pair
 * must find this page on an index (tests/plans). The keys are built in the walk itself: joined
 * back to the page's ids, a few thousand locations are read whole by a hash join.
 */
export function locationIdPage(db: Db, request: LocationRequest, window: PageWindow) {
  const { filters, column, direction, keys } = request;
  const matching = matchingLocationIds(db, filters);
  const page = filteredLocations(db, filters)
    .select(["l.id", rowKey(keys).as("key")])
    .orderBy(column, direction)
    .orderBy("l.id", direction)
    .offset(window.offset)
    .limit(window.limit);
  return { matching, page };
}

/** The ids and keys of up to `limit` locations after a sort key (keyset paging; tests/plans checks it too). */
export function locationKeysetIdPage(db: Db, request: LocationRequest, direction: Direction, after: RowKey, limit: number) {
  return keysetIdPage<DB>(db, () => filteredLocations(db, request.filters), request.keys, "l.id", direction, after, limit);
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
