import { sql, type QueryCreator } from "kysely";
import type { DB, QuoteStatus } from "../../db/schema.ts";
import {
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

// A database, a transaction or the inside of a WITH clause.
type Db = QueryCreator<DB>;

/** Filter keys of listQuotesByStatus; the contract lists the same in x-filters (a test compares them). */
export const QUOTE_FILTERS = {
  customerName1: textFilter(200),
  customerCountry: patternFilter(/^[A-Z]{2}$/, "an ISO 3166-1 alpha-2 code such as SE"),
};
export type QuoteFilters = FilterValues<typeof QUOTE_FILTERS>;

type QuoteColumn = "q.created_time" | "q.id" | "q.customer_name1" | "q.customer_country";

const key = (column: QuoteColumn, nullable = false): KeyColumn => ({ column, same: true, nullable });

/**
 * Sort fields of the contract and their keys, each ending with the id. Every key is the columns
 * of a partial index of migration 0023 after the status (deleted quotes are in none of them), so
 * a page of one status is read in index order. Names and countries can be null: last ascending.
 */
export const QUOTE_SORT_KEYS: Readonly<Record<string, readonly KeyColumn[]>> = {
  createdTime: [key("q.created_time"), key("q.id")],
  id: [key("q.id")],
  customerName1: [key("q.customer_name1", true), key("q.id")],
  customerCountry: [key("q.customer_country", true), key("q.created_time"), key("q.id")],
};
const SORT_FIELDS = Object.fromEntries(Object.keys(QUOTE_SORT_KEYS).map((field) => [field, field]));

/** The validated status, filters and sort of a page request (400 naming the bad part), with the sort's key. */
export function quoteRequest(status: QuoteStatus, query: Pick<PageQuery, "filters" | "sort" | "direction">) {
  const filters = parseFilters(query.filters, QUOTE_FILTERS);
  // Newest first by default (spec part 2, section 9).
  const { field, direction } = sortOf(query, SORT_FIELDS, { field: "createdTime", direction: "desc" });
  return { status, filters, field, direction, keys: QUOTE_SORT_KEYS[field]! };
}
export type QuoteRequest = ReturnType<typeof quoteRequest>;

/** What a cursor of the list is bound to (keyset.ts cursorBinding): a cursor of one status's table fits no other. */
export function quoteCursorBinding({ status, filters, keys, direction }: QuoteRequest): string {
  return cursorBinding("listQuotesByStatus", status, filters, keys, direction);
}

/** The quotes of a status matching the filters (alias q); deleted quotes are in no list. */
export function matchingQuotes(db: Db, request: Pick<QuoteRequest, "status" | "filters">) {
  const { status, filters } = request;
  let query = db.selectFrom("quotes as q").where("q.status", "=", status).where("q.deleted_at", "is", null);
  if (filters.customerCountry) query = query.where("q.customer_country", "=", filters.customerCountry);
  // A name is a rare text: the trigram index of migration 0002 on lower(customer_name1) finds
  // its quotes, which are then sorted. Written as an array the subquery fills first, because the
  // planner misjudges a LIKE's selectivity and would rather walk the whole status on a sort
  // index, filtering (tests/plans: 12,000 index rows read for 56 matches). A text most quotes
  // contain makes a long array; that is no name, and still one pass of the trigram index.
  if (filters.customerName1) {
    const pattern = containsPattern(filters.customerName1.toLowerCase());
    query = query.where(
      sql<boolean>`q.id = any(array(select n.id from quotes n where lower(n.customer_name1) like ${pattern} and n.deleted_at is null))`,
    );
  }
  return query;
}

function sorted<Q extends { orderBy(column: any, direction: Direction): Q }>(
  query: Q,
  keyColumns: readonly KeyColumn[],
  direction: Direction,
): Q {
  return keyColumns.reduce((q, k) => q.orderBy(sql.ref(k.column), direction), query);
}

/**
 * The ids and sort keys (for the page's cursors) of one page by number in the sort's order,
 * with the filtered query the total counts; tests/plans checks its plan for every filter ×
 * sort × direction pair.
 */
export function quoteIdPage(db: Db, request: QuoteRequest, window: PageWindow) {
  const { direction, keys: keyColumns } = request;
  const matching = matchingQuotes(db, request).select("q.id");
  const page = sorted(matchingQuotes(db, request).select(["q.id", rowKey(keyColumns).as("key")]), keyColumns, direction)
    .offset(window.offset)
    .limit(window.limit);
  return { matching, page };
}

/** The ids and keys of up to `limit` quotes after a sort key (keyset paging; tests/plans checks it too). */
export function quoteKeysetIdPage(db: Db, request: QuoteRequest, direction: Direction, after: RowKey, limit: number) {
  return keysetIdPage<DB>(db, () => matchingQuotes(db, request), request.keys, "q.id", direction, after, limit);
}
