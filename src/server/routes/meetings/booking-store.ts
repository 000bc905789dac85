import type { Kysely, QueryCreator } from "kysely";
import { VersionedCache, type CacheVersions } from "../../db/versioned-cache.ts";
import type { DB } from "../../db/schema.ts";
import { badRequest, notFound } from "../../http-errors.ts";
import { nextVersion } from "../../db/record-version.ts";
import { BOOKING_STATUSES, isBookingStatus } from "../../domain/meeting-booking-status.ts";
import { pageKeyOf, pageWindow, type Direction, type PageQuery, type PageWindow } from "../paging.ts";
import { keyPosition, keysetIdPage, readPage, rowKey, type KeyPosition, type RowKey } from "../keyset.ts";
import { countedTotal, filterOptions, loadCounts, type CountRow } from "./booking-counts.ts";
import {
  bookingCursorBinding,
  bookingKeys,
  listRequest,
  matchingBookings,
  orderedBy,
  type BookingFilters,
  type Ordering,
} from "./booking-list-query.ts";
import { selectBookings, toMeetingBooking, type MeetingBooking } from "./booking-mapper.ts";

type BookingRequest = ReturnType<typeof listRequest>;
/** The kept counts of one version and the filter options made from them. */
interface KeptCounts {
  rows: CountRow[];
  filterable: ReturnType<typeof filterOptions>;
}

/** A location's list answers at most this many bookings (the contract's "at most 1000"). */
export const LOCATION_LIST_LIMIT = 1000;

/** Meeting bookings: the paged table and a location's bookings. */
export class MeetingBookingStore {
  // Counts change only when bookings, locations or countries do (versions bumped by triggers,
  // migrations 0004 and 0007), so one read of the kept counts (0013) serves every page until then.
  // The filter options are made from the counts once per version too (sorting a few thousand
  // names by collation costs more than the page's own statement).
  private readonly counts: VersionedCache<KeptCounts>;

  constructor(private readonly db: Kysely<DB>) {
    this.counts = new VersionedCache<KeptCounts>(db, ["meeting_bookings", "countries"], { maxEntries: 1 });
  }

  /** The key of a page's answer: what the answer depends on, the parsed query (a bad query throws 400 here). */
  pageKey(query: PageQuery): string {
    return pageKeyOf(listRequest(query), query);
  }

  /**
   * One page of the table in one statement: the page's ids (and sort keys) as a subquery the
   * wide rows join on. By number (a jump), the ids in index order (a deep page skips index
   * entries rather than wide rows); with a cursor (next/previous), by keyset: the page right
   * after or before the cursor's sort key, a page of index entries however deep. Every filter
   * is a key of the counts, so the total is always exact and needs no count of its own.
   * `versions`: the request's cache_versions snapshot (read with its session), which the kept
   * counts are checked against instead of reading the versions again.
   */
  async page(query: PageQuery, versions?: CacheVersions) {
    const request = listRequest(query);
    const { filters, ordering, direction } = request;
    const window = pageWindow(query);
    const binding = bookingCursorBinding(filters, ordering, direction);
    const position = keyPosition(query, binding, bookingKeys(ordering));
    const counts = this.counts.get(
      "all",
      async () => {
        const rows = await loadCounts(this.db);
        return { rows, filterable: filterOptions(rows) };
      },
      versions,
    );
    const [read, snapshot] = await Promise.all([this.pageRows(request, window, position, binding), counts]);
    return {
      list: read.rows.map(toMeetingBooking),
      total: countedTotal(snapshot.rows, filters),
      totalIsEstimate: false,
      filterable: snapshot.filterable,
      nextCursor: read.nextCursor,
      previousCursor: read.previousCursor,
    };
  }

  /** The page's rows with their keys, by keyset with a cursor (else by number), and the answer's cursors. */
  private pageRows(request: BookingRequest, window: PageWindow, position: KeyPosition | undefined, binding: string) {
    const { filters, ordering, direction } = request;
    const rows = () => selectBookings(this.db);
    return readPage(position, direction, window, binding, {
      keyset: (reading, after, limit) => {
        const page = bookingKeysetIdPage(this.db, filters, ordering, reading, after, limit);
        return orderedBy(rows().innerJoin(page.as("page"), "page.id", "b.id").select("page.key"), ordering, reading).execute();
      },
      numbered: (numbered) => {
        const ids = bookingIdPage(this.db, request, numbered);
        return orderedBy(
          rows()
            .innerJoin(ids.as("page"), "page.id", "b.id")
            .select(rowKey(bookingKeys(ordering)).as("key")),
          ordering,
          direction,
        ).execute();
      },
    });
  }

  /** One booking with its location; 404 when there is none. */
  async get(id: number, db: QueryCreator<DB> = this.db): Promise<MeetingBooking> {
    const row = await selectBookings(db).where("b.id", "=", id).executeTakeFirst();
    if (!row) throw notFound("Meeting booking");
    return toMeetingBooking(row);
  }

  /**
   * Sets a booking's status (one of the lifecycle's, checked again here for direct callers);
   * answers the booking before and after for the audit log. The inline change sends no version:
   * the last choice wins, as in the list it is made from.
   */
  async updateStatus(id: number, status: string): Promise<{ before: MeetingBooking; after: MeetingBooking }> {
    if (!isBookingStatus(status)) {
      throw badRequest("Unknown booking status.", { status: `must be one of ${BOOKING_STATUSES.join(", ")}` });
    }
    return this.db.transaction().execute(async (trx) => {
      const locked = await trx.selectFrom("meeting_bookings").select("id").where("id", "=", id).forUpdate().executeTakeFirst();
      if (!locked) throw notFound("Meeting booking");
      const before = await this.get(id, trx);
      if (before.status !== status) {
        await trx.updateTable("meeting_bookings").set({ status, updated_at: nextVersion }).where("id", "=", id).execute();
      }
      return { before, after: await this.get(id, trx) };
    });
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
 * The ids of one page by number in the sort's order: the statement each filter × sort ×
 * direction pair must find on an index (tests/plans). Every filter with every sort has one
 * (migrations 0002, 0007 and 0013), a location's bookings being few enough to sort. The
 * statement that reads the page's rows joins on it and builds their sort keys (for the
 * cursors) itself: for the page's rows only, not for every row the offset skips, and without
 * a second read of meeting_bookings for them.
 */
export function bookingIdPage(db: Kysely<DB>, request: BookingRequest, window: PageWindow) {
  const { filters, ordering, direction } = request;
  return orderedBy(matchingBookings(db, filters).select("b.id"), ordering, direction).offset(window.offset).limit(window.limit);
}

/** The ids and keys of up to `limit` bookings after a sort key (keyset paging; tests/plans checks it too). */
export function bookingKeysetIdPage(
  db: Kysely<DB>,
  filters: BookingFilters,
  ordering: Ordering,
  direction: Direction,
  after: RowKey,
  limit: number,
) {
  return keysetIdPage<DB>(db, () => matchingBookings(db, filters), bookingKeys(ordering), "b.id", direction, after, limit);
}
