import type { QueryCreator } from "kysely";
import type { DB, Row } from "../../db/schema.ts";
import { toJoinedLocationRef, type JoinedLocationColumns } from "../companyLocations/location-mapper.ts";
import type { AnswerOf } from "../types.ts";

export type MeetingBooking = AnswerOf<"getBookedVisit">;

/** A meeting_bookings row with its location (and that one's country), if it still exists. */
export type BookingRow = JoinedLocationColumns &
  Pick<
    Row<"meeting_bookings">,
    "id" | "firstname" | "lastname" | "email" | "telephone" | "status" | "message" | "created_at" | "updated_at" | "location_id"
  >;

/** The wide rows of bookings (filter them by b.id; sorts of booking-list-query apply, as the aliases are the same). */
export function selectBookings(db: QueryCreator<DB>) {
  return db
    .selectFrom("meeting_bookings as b")
    .leftJoin("company_locations as l", "l.id", "b.location_id")
    .leftJoin("countries as k", "k.id", "l.country_id")
    .select([
      "b.id",
      "b.firstname",
      "b.lastname",
      "b.email",
      "b.telephone",
      "b.status",
      "b.message",
      "b.created_at",
      "b.updated_at",
      // The location's id from the location itself: null when the row is gone.
      "l.id as location_id",
      "l.name as location_name",
      "l.street as location_street",
      "l.zip_code as location_zip_code",
      "l.city as location_city",
      "k.code as location_country_code",
      "k.name as location_country_name",
    ])
    .$castTo<BookingRow>();
}

export function toMeetingBooking(row: BookingRow): MeetingBooking {
  return {
    id: row.id,
    createdAt: iso(row.created_at),
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    telephone: row.telephone,
    location: toJoinedLocationRef(row.location_id, row),
    status: row.status,
    message: row.message,
    updatedAt: iso(row.updated_at),
  };
}

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}
