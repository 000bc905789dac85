import type { QueryCreator } from "kysely";
import type { DB } from "../../db/schema.ts";
import {
  oneOfFilter,
  parseFilters,
  patternFilter,
  sortOf,
  type Direction,
  type FilterParser,
  type FilterValues,
  type PageQuery,
} from "../paging.ts";
import { cursorBinding, type KeyColumn } from "../keyset.ts";
import { BOOKING_STATUSES } from "../../domain/meeting-booking-status.ts";

// A database, a transaction or the inside of a WITH clause.
type Db = QueryCreator<DB>;

/** Lifecycle order: every booking starts as new (the contract's MeetingBookingStatus enum). */
export { BOOKING_STATUSES };

const digits = patternFilter(/^[1-9][0-9]{0,15}$/, "a location id");
/**
 * A location id as a number or as digits: the filter option lists carry ids as text, a client
 * may send either back.
 */
const locationIdFilter: FilterParser<number> = (value) => {
  const id = digits(typeof value === "number" ? String(value) : value);
  return id === undefined ? undefined : Number(id);
};

/** Filter keys of listBookedVisits (filter=page); the contract lists the same in x-filters (a test compares them). */
export const BOOKING_FILTERS = {
  country: patternFilter(/^[A-Z]{2}$/, "an ISO 3166-1 alpha-2 code such as SE"),
  status: oneOfFilter(BOOKING_STATUSES),
  location: locationIdFilter,
};
export type BookingFilters = FilterValues<typeof BOOKING_FILTERS>;

/** Every column a sort may use. */
type BookingColumn =
  "b.created_at" | "b.id" | "b.firstname" | "b.lastname" | "b.email" | "b.telephone" | "b.status" | "b.location_id" | "b.location_name";
/** A sort: its columns, each read in the asked direction (true) or the opposite one (false). */
export type Ordering = readonly (readonly [BookingColumn, boolean])[];

const byColumn = (column: BookingColumn): Ordering => [
  [column, true],
  ["b.id", true],
];

/**
 * Sort fields of the contract's listBookedVisits. createdAt and status read the indexes of
 * migration 0002 (status: equal values newest first when ascending, so one index serves both
 * directions), the text columns those of 0007, location that of 0013. status sorts by code
 * (canceled, done, new). location sorts by the location's name (kept on the booking by
 * migration 0013's triggers), a location's bookings newest first; bookings whose location was
 * deleted come last ascending. With the country filter, 0013's indexes serve every sort; with
 * the status filter, 0038's serve the text columns.
 */
export const BOOKING_SORTS: Readonly<Record<string, Ordering>> = {
  createdAt: [
    ["b.created_at", true],
    ["b.id", true],
  ],
  firstname: byColumn("b.firstname"),
  lastname: byColumn("b.lastname"),
  email: byColumn("b.email"),
  telephone: byColumn("b.telephone"),
  status: [
    ["b.status", true],
    ["b.created_at", false],
    ["b.id", false],
  ],
  location: [
    ["b.location_name", true],
    ["b.location_id", true],
    ["b.created_at", false],
    ["b.id", false],
  ],
};
export const DEFAULT_BOOKING_SORT = { field: "createdAt", direction: "desc" } as const;
const SORT_FIELDS = Object.fromEntries(Object.keys(BOOKING_SORTS).map((field) => [field, field]));

// Columns that can be null sort after every value ascending, as in their indexes (a booking of a
// deleted location has no location id or name).
const NOT_NULL_COLUMNS: ReadonlySet<BookingColumn> = new Set(["b.created_at", "b.id", "b.status"]);

/** A sort's key for keyset paging: its columns, each with its direction and whether it can be null. */
export function bookingKeys(ordering: Ordering): KeyColumn[] {
  return ordering.map(([column, same]) => ({ column, same, nullable: !NOT_NULL_COLUMNS.has(column) }));
}

/** What a cursor of the list is bound to (keyset.ts cursorBinding). */
export function bookingCursorBinding(filters: BookingFilters, ordering: Ordering, direction: Direction): string {
  return cursorBinding("listBookedVisits", filters, ordering, direction);
}

/** The validated filters and sort of a page request (400 naming the bad part). */
export function listRequest(query: Pick<PageQuery, "filters" | "sort" | "direction">): {
  filters: BookingFilters;
  ordering: Ordering;
  direction: Direction;
} {
  const filters = parseFilters(query.filters, BOOKING_FILTERS);
  const { field, direction } = sortOf(query, SORT_FIELDS, DEFAULT_BOOKING_SORT);
  return { filters, ordering: BOOKING_SORTS[field]!, direction };
}

/** The bookings matching the filters (alias b), to select, sort and join on. */
export function matchingBookings(db: Db, filters: BookingFilters) {
  let query = db.selectFrom("meeting_bookings as b");
  if (filters.status) query = query.where("b.status", "=", filters.status);
  if (filters.location !== undefined) query = query.where("b.location_id", "=", filters.location);
  // The booking keeps its location's country (migration 0013), so one index per sort serves
  // the filter; the code names one country (a unique key), none when unknown.
  if (filters.country) {
    query = query.where("b.location_country_id", "=", (eb) =>
      eb.selectFrom("countries as ck").select("ck.id").where("ck.code", "=", filters.country!),
    );
  }
  return query;
}

/** Applies a sort to a query over meeting_bookings as b. */
export function orderedBy<Q extends { orderBy(column: BookingColumn, direction: Direction): Q }>(
  query: Q,
  ordering: Ordering,
  direction: Direction,
): Q {
  const opposite: Direction = direction === "asc" ? "desc" : "asc";
  return ordering.reduce((q, [column, same]) => q.orderBy(column, same ? direction : opposite), query);
}
