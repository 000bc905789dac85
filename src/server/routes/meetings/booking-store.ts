import type { Kysely } from "kysely";
import { VersionedCache } from "../../db/versioned-cache.ts";
import type { DB } from "../../db/schema.ts";
import { notFound } from "../../http-errors.ts";
import { pageWindow, type PageQuery, type PageWindow } from "../paging.ts";
import { countedTotal, filterOptions, loadCounts, type CountRow } from "./booking-counts.ts";
import { listRequest, matchingBookings, orderedBy } from "./booking-list-query.ts";
import { selectBookings, toMeetingBooking, type MeetingBooking } from "./booking-mapper.ts";

/** A location's list answers at most this many bookings (the contract's "at most 1000"). */
export const LOCATION_LIST_LIMIT = 1000;

/** Meeting bookings: the paged table and a location's bookings. */
export class MeetingBookingStore {
  // Counts change only when bookings, locations or countries do (versions bumped by triggers,
  // migrations 0004 and 0007), so one read of the kept counts (0013) serves every page until then.
  private readonly counts: VersionedCache<CountRow[]>;

  constructor(private readonly db: Kysely<DB>) {
    this.counts = new VersionedCache<CountRow[]>(db, ["meeting_bookings", "countries"], { maxEntries: 1 });
  }

  /**
   * One page of the table, as a deferred join in one statement: the page's ids in index order
   * (a deep page skips index entries rather than wide rows), then the rows of just those ids.
   * Every filter is a key of the counts, so the total is always exact and needs no count of
   * its own.
   */
  async page(query: PageQuery) {
    const request = listRequest(query);
    const counts = this.counts.get("all", () => loadCounts(this.db));
    const idPage = bookingIdPage(this.db, request, pageWindow(query)).as("page");
    const { filters, ordering, direction } = request;
    const [rows, snapshot] = await Promise.all([
      orderedBy(selectBookings(this.db).innerJoin(idPage, "page.id", "b.id"), ordering, direction).execute(),
      counts,
    ]);
    return {
      list: rows.map(toMeetingBooking),
      total: countedTotal(snapshot, filters),
      totalIsEstimate: false,
      filterable: filterOptions(snapshot),
    };
  }

  /** The location's bookings, newest first, at most LOCATION_LIST_LIMIT; 404 for an unknown location. */
  async atLocation(locationId: number): Promise<MeetingBooking[]> {
    const location = await this.db.selectFrom("company_locations").select("id").where("id", "=", locationId).executeTakeFirst();
    if (!location) throw notFound("Location");
    const rows = await selectBookings(this.db)
      .where("b.location_id", "=", locationId)
      .orderBy("b.created_at", "desc")
      .orderBy("b.id", "desc")
      .limit(LOCATION_LIST_LIMIT)
      .execute();
    return rows.map(toMeetingBooking);
  }
}

/**
 * The ids of one page in the sort's order: the statement each filter × sort × direction pair
 * must find on an index (tests/plans). Every filter with every sort has one (migrations 0002,
 * 0007 and 0013), a location's bookings being few enough to sort.
 */
export function bookingIdPage(db: Kysely<DB>, request: ReturnType<typeof listRequest>, window: PageWindow) {
  const { filters, ordering, direction } = request;
  return orderedBy(matchingBookings(db, filters).select("b.id"), ordering, direction).offset(window.offset).limit(window.limit);
}
