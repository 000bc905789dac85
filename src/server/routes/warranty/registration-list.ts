import { sql, type QueryCreator } from "kysely";
import type { DB } from "../../db/schema.ts";
import {
  containsPattern,
  parseFilters,
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

/** Filter keys of listWarrantyRegistrationsPage; the contract lists the same in x-filters. */
export const REGISTRATION_FILTERS = { search: textFilter(200) };
export type RegistrationFilters = FilterValues<typeof REGISTRATION_FILTERS>;

type RegistrationColumn = "w.created_date" | "w.bed_id" | "w.purchased_year" | "w.purchased_month" | "w.id";

/**
 * Sort fields of the contract and their keys, each ending with the id. Indexes: created_date
 * (migration 0002), bed_id and purchased_year/month (0022). createdAt is the screen's name of
 * createdDate. bed_id, year and month can be null on old rows: they sort last ascending.
 */
const SORT_KEYS: Readonly<Record<string, readonly KeyColumn[]>> = {
  createdDate: keys(["w.created_date", false]),
  createdAt: keys(["w.created_date", false]),
  bedId: keys(["w.bed_id", true]),
  purchasedYear: keys(["w.purchased_year", true], ["w.purchased_month", true]),
};
const SORT_FIELDS = Object.fromEntries(Object.keys(SORT_KEYS).map((field) => [field, field]));

function keys(...columns: (readonly [RegistrationColumn, boolean])[]): KeyColumn[] {
  return [...columns.map(([column, nullable]) => ({ column, same: true, nullable })), { column: "w.id", same: true, nullable: false }];
}

/** The validated filters and sort of a page request (400 naming the bad part), with the sort's key. */
export function registrationRequest(query: Pick<PageQuery, "filters" | "sort" | "direction">) {
  const filters = parseFilters(query.filters, REGISTRATION_FILTERS);
  // Newest first by default, under either name of the created sort.
  const fallbackField = query.sort === "createdAt" ? "createdAt" : "createdDate";
  const { field, direction } = sortOf(query, SORT_FIELDS, { field: fallbackField, direction: "desc" });
  return { filters, field, direction, keys: SORT_KEYS[field]! };
}
export type RegistrationRequest = ReturnType<typeof registrationRequest>;

/** What a cursor of the list is bound to (keyset.ts cursorBinding); createdAt and createdDate share cursors. */
export function registrationCursorBinding({ filters, keys, direction }: RegistrationRequest): string {
  return cursorBinding("listWarrantyRegistrationsPage", filters, keys, direction);
}

/**
 * The registrations matching the filters (alias w). The search looks for the text in the bed
 * id, the model's name, the contact's names and e-mail addresses: search_text, kept on the row
 * by migration 0022's triggers, so a sort index walked with the search reads registrations
 * only (and the trigram index finds a rare text).
 */
export function matchingRegistrations(db: Db, filters: RegistrationFilters) {
  let query = db.selectFrom("warranty_registrations as w");
  if (filters.search) query = query.where("w.search_text", "like", containsPattern(filters.search.toLowerCase()));
  return query;
}

function sorted<Q extends { orderBy(column: any, direction: Direction): Q }>(
  query: Q,
  keyColumns: readonly KeyColumn[],
  direction: Direction,
  prefix = "",
): Q {
  return keyColumns.reduce((q, key) => q.orderBy(sql.ref(prefix + key.column), direction), query);
}

/**
 * The ids and sort keys (for the page's cursors) of one page by number in the sort's order,
 * with the filtered query the total counts; tests/plans checks its plan for every filter ×
 * sort × direction pair. Every key is the columns of its index, so the page is read from the
 * index alone and needs no second visit of the rows for its keys.
 */
export function registrationIdPage(db: Db, request: RegistrationRequest, window: PageWindow) {
  const { filters, direction, keys: keyColumns } = request;
  const matching = matchingRegistrations(db, filters).select("w.id");
  const page = sorted(matchingRegistrations(db, filters).select(["w.id", rowKey(keyColumns).as("key")]), keyColumns, direction)
    .offset(window.offset)
    .limit(window.limit);
  return { matching, page };
}

/** The ids and keys of up to `limit` registrations after a sort key (keyset paging; tests/plans checks it too). */
export function registrationKeysetIdPage(db: Db, request: RegistrationRequest, direction: Direction, after: RowKey, limit: number) {
  return keysetIdPage<DB>(db, () => matchingRegistrations(db, request.filters), request.keys, "w.id", direction, after, limit);
}
