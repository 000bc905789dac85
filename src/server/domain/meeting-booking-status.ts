import type { components } from "../../shared/api/contract.ts";

type MeetingBookingStatus = components["schemas"]["MeetingBookingStatus"];

/**
 * The statuses a meeting booking can have, in lifecycle order: every booking starts as new
 * (spec part 2 section 4). This is the list the screens preload (the contract's
 * MeetingBookingStatus enum, the check constraint of meeting_bookings); a test holds the three
 * equal.
 */
export const BOOKING_STATUSES: readonly MeetingBookingStatus[] = ["new", "done", "canceled"];

/** The status a booking gets when it is made. */
export const DEFAULT_BOOKING_STATUS: MeetingBookingStatus = "new";

/** Whether a value is one of the statuses (an unknown one is refused with 400, never stored). */
export function isBookingStatus(value: unknown): value is MeetingBookingStatus {
  return typeof value === "string" && (BOOKING_STATUSES as readonly string[]).includes(value);
}
