import { sql, type QueryCreator } from "kysely";
import type { CatalogOrderStatusCode, DB } from "../../db/schema.ts";
import {
  containsPattern,
  oneOfFilter,
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

// A database, a transaction or the inside of a WITH clause.
type Db = QueryCreator<DB>;

export const STATUS_CODES: readonly CatalogOrderStatusCode[] = ["new", "pending", "failed", "delivered", "booked"];

/** Filter keys of the list and its CSV export; the contract lists the same in x-filters (a test compares them). */
export const CATALOG_ORDER_FILTERS = {
  searchString: textFilter(200),
  statusCode: oneOfFilter(STATUS_CODES),
  countryCode: patternFilter(/^[A-Z]{2}$/, "an ISO 3166-1 alpha-2 code such as SE"),
  locationNotifiedToEmail: textFilter(254),
};
export type CatalogOrderFilters = FilterValues<typeof CATALOG_ORDER_FILTERS>;

/** Every column a sort may use. */
export const ORDER_COLUMNS = [
  "o.created_date",
  "o.id",
  "o.firstname",
  "o.lastname",
  "o.email",
  "o.zip_code",
  "o.city",
  "o.country",
  "o.status_id",
  "o.location_notified_at",
  "o.location_notified_to_email",
] as const;
type OrderColumn = (typeof ORDER_COLUMNS)[number];
/** A sort: its columns, each read in the asked direction (true) or the opposite one (false). */
export type Ordering = readonly (readonly [OrderColumn, boolean])[];

const byColumn = (column: OrderColumn): Ordering => [
  [column, true],
  ["o.id", true],
];
// Equal values newest first when ascending (oldest first when descending): a single index,
// (column, created_date desc, id desc) of migration 0002, serves both directions.
const byColumnThenNewest = (column: OrderColumn): Ordering => [
  [column, true],
  ["o.created_date", false],
  ["o.id", false],
];

/**
 * Sort fields of the contract's getCatalogOrdersPage and exportCatalogOrdersCsv. Each is backed
 * by an index (migrations 0002 and 0005), so a page is read in index order, never sorted whole.
 * status sorts by status id, which follows the statuses' sort order.
 */
export const CATALOG_ORDER_SORTS: Readonly<Record<string, Ordering>> = {
  createdDate: [
    ["o.created_date", true],
    ["o.id", true],
  ],
  id: [["o.id", true]],
  firstname: byColumn("o.firstname"),
  lastname: byColumn("o.lastname"),
  email: byColumn("o.email"),
  zipCode: byColumn("o.zip_code"),
  city: byColumn("o.city"),
  locationNotifiedAt: byColumn("o.location_notified_at"),
  country: byColumnThenNewest("o.country"),
  status: byColumnThenNewest("o.status_id"),
  locationNotifiedToEmail: byColumnThenNewest("o.location_notified_to_email"),
};
export const DEFAULT_CATALOG_ORDER_SORT = { field: "createdDate", direction: "desc" } as const;
const SORT_FIELDS = Object.fromEntries(Object.keys(CATALOG_ORDER_SORTS).map((field) => [field, field]));

// More words than this add nothing but work for the trigram index.
const MAX_SEARCH_WORDS = 8;

// Columns that can be null sort after every value ascending, as in their indexes.
const NOT_NULL_COLUMNS: ReadonlySet<OrderColumn> = new Set(["o.created_date", "o.id", "o.status_id"]);

/** A sort's key for keyset paging: its columns, each with its direction and whether it can be null. */
export function orderKeys(ordering: Ordering): KeyColumn[] {
  return ordering.map(([column, same]) => ({ column, same, nullable: !NOT_NULL_COLUMNS.has(column) }));
}

/** What a cursor of the list is bound to (keyset.ts cursorBinding). */
export function orderCursorBinding(filters: CatalogOrderFilters, ordering: Ordering, direction: Direction): string {
  return cursorBinding("getCatalogOrdersPage", filters, ordering, direction);
}

/** The validated filters and sort of a list or export request (400 naming the bad part). */
export function listRequest(query: Pick<PageQuery, "filters" | "sort" | "direction">): {
  filters: CatalogOrderFilters;
  ordering: Ordering;
  direction: Direction;
} {
  const filters = parseFilters(query.filters, CATALOG_ORDER_FILTERS);
  const { field, direction } = sortOf(query, SORT_FIELDS, DEFAULT_CATALOG_ORDER_SORT);
  return { filters, ordering: CATALOG_ORDER_SORTS[field]!, direction };
}

/** The catalog requests matching the filters (alias o), to select, sort and join on. */
export function matchingOrders(db: Db, filters: CatalogOrderFilters) {
  let query = db.selectFrom("catalog_orders as o");
  if (filters.statusCode) {
    query = query.where("o.status_id", "=", (eb) =>
      eb.selectFrom("catalog_order_statuses").select("id").where("code", "=", filters.statusCode!),
    );
  }
  if (filters.countryCode) query = query.where("o.country", "=", filters.countryCode);
  if (filters.locationNotifiedToEmail) query = query.where("o.location_notified_to_email", "=", filters.locationNotifiedToEmail);
  // Every word must appear somewhere; lower() in SQL as in the indexed column, so both sides
  // fold case by the same rules.
  for (const word of searchWords(filters.searchString)) {
    query = query.where("o.search_text", "like", sql<string>`lower(${containsPattern(word)})`);
  }
  return query;
}

/**
 * The ids (and sort keys, for the page's cursors) of one page by number, in the sort's order:
 * the statement each filter × sort × direction pair must find on an index (tests/plans checks
 * its plan for every pair the contract offers).
 */
export function orderIdPage(db: Db, filters: CatalogOrderFilters, ordering: Ordering, direction: Direction, window: PageWindow) {
  const ids = orderedBy(matchingOrders(db, filters).select("o.id"), ordering, direction).offset(window.offset).limit(window.limit);
  // The sort keys (for the page's cursors) of the page's rows only: built inside the walk, a key
  // was made for every row the offset skips (500,000 on page 5,000: 204 ms instead of 72).
  return orderedBy(
    db
      .selectFrom(ids.as("ids"))
      .innerJoin("catalog_orders as o", "o.id", "ids.id")
      .select(["o.id", rowKey(orderKeys(ordering)).as("key")]),
    ordering,
    direction,
  );
}

/** The ids and keys of up to `limit` requests after a sort key (keyset paging; tests/plans checks it too). */
export function orderKeysetIdPage(
  db: Db,
  filters: CatalogOrderFilters,
  ordering: Ordering,
  direction: Direction,
  after: RowKey,
  limit: number,
) {
  return keysetIdPage(db, () => matchingOrders(db, filters), orderKeys(ordering), "o.id", direction, after, limit);
}

/** Whether the maintained counts can total the filters: any but a text search (order-counts.ts). */
export function isCountedExactly(filters: CatalogOrderFilters): boolean {
  return !filters.searchString;
}

/** Applies a sort to a query over catalog_orders as o. */
export function orderedBy<Q extends { orderBy(column: OrderColumn, direction: Direction): Q }>(
  query: Q,
  ordering: Ordering,
  direction: Direction,
): Q {
  const opposite: Direction = direction === "asc" ? "desc" : "asc";
  return ordering.reduce((q, [column, same]) => q.orderBy(column, same ? direction : opposite), query);
}

export function searchWords(searchString: string | undefined): string[] {
  return (searchString ?? "").split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}
