import { describe, expect, it } from "vitest";
import { BOOKING_STATUSES, DEFAULT_BOOKING_STATUS, isBookingStatus } from "./meeting-booking-status.ts";

// That these are the contract's MeetingBookingStatus enum is checked beside the route
// (routes/meetings/booking-list-query.test.ts): the domain reads no contract file.
describe("meeting booking statuses", () => {
  it("start as new, in lifecycle order", () => {
    expect(BOOKING_STATUSES).toEqual(["new", "done", "canceled"]);
    expect(DEFAULT_BOOKING_STATUS).toBe("new");
  });

  it("are exactly those", () => {
    for (const status of BOOKING_STATUSES) expect(isBookingStatus(status)).toBe(true);
    for (const other of ["", "NEW", "New", " new", "cancelled", "deleted", null, undefined, 1, ["new"], { status: "new" }]) {
      expect(isBookingStatus(other), String(other)).toBe(false);
    }
  });
});
