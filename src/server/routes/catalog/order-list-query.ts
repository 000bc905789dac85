import { sql, type QueryCreator, type RawBuilder, type SqlBool } from "kysely";
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
import { DAY_JUMP_OFFSET, dayJumpIdPage } from "./order-day-jump.ts";

// A database, a transaction or the inside of a WITH clause.
type Db = QueryCreator<DB>;

export const STATUS_CODES: readonly CatalogOrderStatusCode[] = ["new", "pending", "failed", "delivered", "booked"];

/**
 * The statuses' ids: migration 0002 inserts the five (its check allows no other code) into an
 * identity column in this order, and nothing renumbers them (a test compares them with the
 * migrated table). Writes set it and a filter binds it rather than `(select id … where code = $1)`:
 * the planner then estimates the status from its statistics (new is 1.5 % of the requests)
 * instead of taking one in five, which on ten million requests sent the pair new + Denmark down
 * Denmark's index past every other Danish request (5.9 s instead of milliseconds).
 */
export const STATUS_IDS: Readonly<Record<CatalogOrderStatusCode, number>> = { new: 1, pending: 2, failed: 3, delivered: 4, booked: 5 };

/** Filter keys of the list and its CSV export; the contract lists the same in x-filters (a test compares them). */
export const CATALOG_ORDER_FILTERS = {
  searchString: textFilter(200),
  statusCode: oneOfFilter(STATUS_CODES),
  countryCode: patternFilter(/^[A-Z]{2}$/, "an ISO 3166-1 alpha-2 code such as SE"),
  locationNotifiedToEmail: textFilter(254),
};
/**
 * The filters of a list or export request. A search may carry, beside its words, the part of
 * each word the trigram index is asked for (order-search-parts.ts): not a filter of its own, as
 * the whole word is still checked on every row.
 */
export type CatalogOrderFilters = FilterValues<typeof CATALOG_ORDER_FILTERS> & { readonly indexedParts?: IndexedParts };
/** A search word's part for the trigram index, by word (a part of the form the word is matched as: searchForm). */
export type IndexedParts = ReadonlyMap<string, string>;

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
  if (filters.statusCode) query = query.where("o.status_id", "=", STATUS_IDS[filters.statusCode]);
  if (filters.countryCode) query = query.where("o.country", "=", filters.countryCode);
  if (filters.locationNotifiedToEmail) query = query.where("o.location_notified_to_email", "=", filters.locationNotifiedToEmail);
  // Every word must appear somewhere: looked up in the narrow search table (migration 0016).
  const terms = searchTerms(filters);
  if (terms.length > 0) {
    query = query.where(
      sql<SqlBool>`o.id in (select s.id from catalog_order_search s where ${searchMatch(sql.ref("s.search_text"), terms)})`,
    );
  }
  return query;
}

/** Whether a request filters by nothing but a search (or by nothing). */
export function onlySearched(filters: CatalogOrderFilters): boolean {
  return Object.keys(CATALOG_ORDER_FILTERS).every(
    (key) => key === "searchString" || filters[key as keyof CatalogOrderFilters] === undefined,
  );
}

/** A search word as statements look for it: the form matched on each row, and the part of it the trigram index is asked for. */
export interface SearchTerm {
  word: string;
  indexed?: string;
}

/** The search's words, each with its indexed part when one was chosen (order-search-parts.ts). */
export function searchTerms(filters: CatalogOrderFilters): SearchTerm[] {
  return searchWords(filters.searchString).map((word) => ({ word, indexed: filters.indexedParts?.get(word) }));
}

/**
 * The form a word is looked for as: a word of digits and separators as its digits alone (see
 * searchMatch), any other as typed (lower-cased in SQL).
 */
export function searchForm(word: string): { form: string; digits: boolean } {
  const digits = digitsOf(word);
  return digits ? { form: digits, digits: true } : { form: word, digits: false };
}

/**
 * Whether a search text holds every word: each anywhere, in any case (lower() in SQL as in
 * the stored text, so both sides fold case by the same rules). A word of digits and separators
 * ("211-22", "070-111") is looked for as its digits alone: the text holds the digits of every
 * such run (catalog_order_search_text, migrations 0016 and 0039), so the digits find whatever
 * the word as typed would, and one trigram scan of the digits costs a fraction of one of the
 * typed word, whose short numbers nearly every phone number holds.
 *
 * A word with an indexed part is asked of the trigram index by that part alone, and checked
 * whole on the rows it finds, through coalesce(): an expression the index does not cover, so
 * the planner keeps it out of the index condition. The part lies within the word, so the
 * answer is the same; the index reads the postings of fewer, rarer trigrams (order-search-parts.ts).
 * `text` is an indexed column, or with `indexed` false any expression (then no part is used).
 */
export function searchMatch(text: RawBuilder<unknown>, terms: readonly SearchTerm[], indexed = true): RawBuilder<SqlBool> {
  const like = (on: RawBuilder<unknown>, part: string, digits: boolean) =>
    digits ? sql<SqlBool>`${on} like ${containsPattern(part)}` : sql<SqlBool>`${on} like lower(${containsPattern(part)})`;
  return sql.join(
    terms.map(({ word, indexed: part }) => {
      const { form, digits } = searchForm(word);
      if (!indexed || part === undefined || part === form) return like(text, form, digits);
      return sql<SqlBool>`${like(text, part, digits)} and ${like(sql`coalesce(${text}, '')`, form, digits)}`;
    }),
    sql` and `,
  ) as RawBuilder<SqlBool>;
}

/** The digits of a word of digits and separators, when it has both ("+46-70" gives "4670"); else undefined. */
export function digitsOf(word: string): string | undefined {
  if (!/^[\d+()./-]+$/.test(word) || !/\d/.test(word) || /^\d+$/.test(word)) return undefined;
  return word.replace(/\D+/g, "");
}

/**
 * The ids of one page by number, in the sort's order: the statement each filter × sort ×
 * direction pair must find on an index (tests/plans checks its plan for every pair the contract
 * offers). A deep page skips index entries, not wide rows (a deferred join).
 */
export function orderIds(db: Db, filters: CatalogOrderFilters, ordering: Ordering, direction: Direction, window: PageWindow, few = false) {
  const walk = () =>
    orderedBy(matchesOf(db, filters, few).select("o.id"), ordering, direction)
      .offset(window.offset)
      .limit(window.limit);
  return jumpsByDay(filters, ordering, window) ? (dayJumpIdPage(db, direction, window) as unknown as ReturnType<typeof walk>) : walk();
}

/**
 * The ids and sort keys (for the page's cursors) of one page by number (orderIds), for a
 * statement that reads no row of its own: one that does builds the keys from its rows.
 */
export function orderIdPage(
  db: Db,
  filters: CatalogOrderFilters,
  ordering: Ordering,
  direction: Direction,
  window: PageWindow,
  few = false,
) {
  // The sort keys of the page's rows only: built inside the walk, a key was made for every row
  // the offset skips (500,000 on page 5,000: 204 ms instead of 72).
  return orderedBy(
    db
      .selectFrom(orderIds(db, filters, ordering, direction, window, few).as("ids"))
      .innerJoin("catalog_orders as o", "o.id", "ids.id")
      .select(["o.id", rowKey(orderKeys(ordering)).as("key")]),
    ordering,
    direction,
  );
}

/** Whether a page by number jumps by day (order-day-jump.ts): no filter, the default order, a deep offset. */
export function jumpsByDay(filters: CatalogOrderFilters, ordering: Ordering, window: PageWindow): boolean {
  const unfiltered = Object.values(filters).every((value) => value === undefined);
  return unfiltered && ordering === CATALOG_ORDER_SORTS.createdDate && window.offset >= DAY_JUMP_OFFSET;
}

/** The ids and keys of up to `limit` requests after a sort key (keyset paging; tests/plans checks it too). */
export function orderKeysetIdPage(
  db: Db,
  filters: CatalogOrderFilters,
  ordering: Ordering,
  direction: Direction,
  after: RowKey,
  limit: number,
  few = false,
) {
  if (!few) return keysetIdPage(db, () => matchingOrders(db, filters), orderKeys(ordering), "o.id", direction, after, limit);
  // The page's key ranges (up to four) all read the matches materialized once, in the outer
  // statement: a CTE inside each range was read once per range (status new + Denmark sorted by
  // country on ten million: 226 ms instead of 18).
  const ranges = keysetIdPage(
    db,
    () => db.selectFrom("few as o" as "catalog_orders as o"),
    orderKeys(ordering),
    "o.id",
    direction,
    after,
    limit,
  );
  return fewMatches(db, filters).selectFrom(ranges.as("page")).select(["page.id", "page.key"]) as unknown as typeof ranges;
}

/**
 * Under two or more filters, matches this few (the counters tell before the page is read) are
 * read whole and sorted rather than found by walking the sort's index: the walk filters away
 * the rows of the first filter that miss the second, which for a rare pair is most of them
 * (status failed at a country's fallback address: 1,844 of its 77,960 requests; page 1 walked
 * 4,200 rows, page 13 some 54,000). Reading 5,000 rows by the filters' own index and sorting
 * them takes a few milliseconds.
 */
export const FEW_MATCHES = 5_000;

/**
 * Up to this many matches are read whole too when they are under a tenth of the smallest of
 * their filters alone (WALK_SKIP), since a walk of that filter's index would skip ten rows or
 * more per match, and far more where the matches lie together in the sort (status new + Denmark
 * sorted by notified address: new requests have none, so they all come last). On one million
 * requests 7,800 matches read whole take 14 ms and 87,000 take 380, so the bound stays where
 * reading whole costs a few tens of milliseconds.
 */
export const FEW_MATCHES_MAX = 20_000;
const WALK_SKIP = 10;

/**
 * Whether a page under two or more filters reads its `matches` whole (see FEW_MATCHES):
 * `alone` holds the number of requests of each filter by itself, as far as the counters know.
 */
export function readsMatchesWhole(matches: number, alone: readonly number[]): boolean {
  if (matches <= FEW_MATCHES) return true;
  return matches <= FEW_MATCHES_MAX && alone.length > 0 && matches * WALK_SKIP <= Math.min(...alone);
}

/**
 * The matches as the page reads them (alias o): the table itself, or, for few matches, the
 * matches materialized first with every sort column (the planner then cannot walk a sort index
 * with the filters as a filter; it finds them by the filters' index and sorts them). Typed as
 * the table: the page, its keys and its keyset ranges use only ORDER_COLUMNS, which both hold.
 */
function matchesOf(db: Db, filters: CatalogOrderFilters, few: boolean): ReturnType<typeof matchingOrders> {
  if (!few) return matchingOrders(db, filters);
  return fewMatches(db, filters).selectFrom("few as o") as unknown as ReturnType<typeof matchingOrders>;
}

/** The matches with every sort column, materialized as the CTE `few` of the statement built on the answer. */
function fewMatches(db: Db, filters: CatalogOrderFilters) {
  return db.with(
    (cte) => cte("few").materialized(),
    (cte) => matchingOrders(cte, filters).select([...ORDER_COLUMNS]),
  );
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
