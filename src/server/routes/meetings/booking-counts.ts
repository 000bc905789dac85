import type { Kysely } from "kysely";
import type { DB, MeetingBookingStatus } from "../../db/schema.ts";
import type { AnswerOf } from "../types.ts";
import { BOOKING_STATUSES, type BookingFilters } from "./booking-list-query.ts";

type Filterable = Extract<AnswerOf<"listBookedVisits">, { filterable: unknown }>["filterable"];

/**
 * Bookings per status and location, with the location's name and country: one row per pair
 * (a few per location), so filter options and exact totals are sums over a small snapshot.
 * Every filter of the list (status, location, the location's country) is one of these keys.
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
 * Reads the counts kept by migration 0013's triggers (a few rows per location, never the
 * bookings themselves), with the names and countries as they are now. Callers keep the result
 * in a VersionedCache (meeting_bookings and countries versions, migrations 0004 and 0007), so
 * even that runs once per change of the data, not once per page.
 */
export async function loadCounts(db: Kysely<DB>): Promise<CountRow[]> {
  const rows = await db
    .selectFrom("meeting_booking_counts as c")
    // location_id 0 (a deleted location's bookings) finds no location: null, as before.
    .leftJoin("company_locations as l", "l.id", "c.location_id")
    .leftJoin("countries as k", "k.id", "l.country_id")
    .select(["c.status", "l.id as location_id", "l.name as location_name", "k.code as country_code", "k.name as country_name", "c.n"])
    // Keys whose bookings all moved or went keep a row of 0 (see the migration): no option.
    .where("c.n", ">", 0)
    .execute();
  return rows.map((r) => ({
    // Copied from meeting_bookings.status, which its check constraint keeps to these.
    status: r.status as MeetingBookingStatus,
    locationId: r.location_id === null ? null : Number(r.location_id),
    locationName: r.location_name,
    countryCode: r.country_code,
    countryName: r.country_name,
    n: Number(r.n),
  }));
}

/** Whether a row's bookings match the filters (each filter is one of the row's keys). */
function matchesFilters(row: CountRow, filters: BookingFilters): boolean {
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
