import type { Kysely } from "kysely";
import type { DB, MeetingBookingStatus } from "../../db/schema.ts";
import type { AnswerOf } from "../types.ts";
import { BOOKING_STATUSES, type BookingFilters } from "./booking-list-query.ts";

type Filterable = Extract<AnswerOf<"listBookedVisits">, { filterable: unknown }>["filterable"];

/**
 * Bookings per status and location, with the location's name and country: one row per pair
 * (a few per location), so filter options and exact totals are sums over a small snapshot.
 * Every filter of the list (status, location, the location's country) is one of these keys.
 * loadCounts answers them in the order of the location sort: by location name and id, bookings
 * of deleted locations last.
 */
export interface CountRow {
  status: MeetingBookingStatus;
  /** null for bookings whose location was deleted. */
  locationId: number | null;
  locationName: string | null;
  countryCode: string | null;
  countryName: string | null;
  n: number;
}

/**
 * Reads the counts with one grouped scan of the bookings. Callers keep the result in a
 * VersionedCache (meeting_bookings and countries versions, migration 0007), so the scan runs
 * once per change of the data, not once per page.
 */
export async function loadCounts(db: Kysely<DB>): Promise<CountRow[]> {
  const rows = await db
    .selectFrom("meeting_bookings as b")
    .leftJoin("company_locations as l", "l.id", "b.location_id")
    .leftJoin("countries as k", "k.id", "l.country_id")
    .select([
      "b.status",
      "l.id as location_id",
      "l.name as location_name",
      "k.code as country_code",
      "k.name as country_name",
      (eb) => eb.fn.countAll<number>().as("n"),
    ])
    .groupBy(["b.status", "l.id", "l.name", "k.code", "k.name"])
    // In the order of the location sort (ascending): locationSpan relies on it.
    .orderBy("l.name")
    .orderBy("l.id")
    .execute();
  return rows.map((r) => ({
    status: r.status,
    locationId: r.location_id === null ? null : Number(r.location_id),
    locationName: r.location_name,
    countryCode: r.country_code,
    countryName: r.country_name,
    n: Number(r.n),
  }));
}

/** Whether a row's bookings match the filters (each filter is one of the row's keys). */
export function matchesFilters(row: CountRow, filters: BookingFilters): boolean {
  return (
    (filters.status === undefined || row.status === filters.status) &&
    (filters.location === undefined || row.locationId === filters.location) &&
    (filters.country === undefined || row.countryCode === filters.country)
  );
}

/** The exact number of bookings matching the filters. */
export function countedTotal(rows: readonly CountRow[], filters: BookingFilters): number {
  return sum(rows.filter((r) => matchesFilters(r, filters)));
}

const byName = new Intl.Collator("en", { sensitivity: "base" });

/**
 * The list's filter options, counting every booking whatever the filters: every status in
 * lifecycle order (also one without bookings), the countries and the locations that have
 * bookings, by name. Locations are offered by id (as text, like every option's property).
 */
export function filterOptions(rows: readonly CountRow[]): Filterable {
  const status = BOOKING_STATUSES.map((code) => ({ property: code, count: sum(rows.filter((r) => r.status === code)) }));

  const countries = new Map<string, { property: string; name: string | null; count: number }>();
  const locations = new Map<number, { property: string; name: string | null; count: number }>();
  for (const row of rows) {
    if (row.countryCode !== null) {
      const country = countries.get(row.countryCode) ?? { property: row.countryCode, name: row.countryName, count: 0 };
      country.count += row.n;
      countries.set(row.countryCode, country);
    }
    if (row.locationId !== null) {
      const location = locations.get(row.locationId) ?? { property: String(row.locationId), name: row.locationName, count: 0 };
      location.count += row.n;
      locations.set(row.locationId, location);
    }
  }
  const ordered = <T extends { property: string; name: string | null }>(options: Iterable<T>, tieBreak: (a: T, b: T) => number) =>
    [...options].sort((a, b) => byName.compare(a.name ?? "", b.name ?? "") || tieBreak(a, b));
  return {
    countries: ordered(countries.values(), (a, b) => a.property.localeCompare(b.property)),
    locations: ordered(locations.values(), (a, b) => Number(a.property) - Number(b.property)),
    status,
  };
}

function sum(rows: readonly CountRow[]): number {
  return rows.reduce((total, r) => total + r.n, 0);
}
