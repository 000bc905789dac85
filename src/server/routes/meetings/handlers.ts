import { badRequest } from "../../http-errors.ts";
import { auditChanged } from "../../plugins/audited-write.ts";
import { KeptAnswers } from "../kept-json.ts";
import type { RouteModuleOf } from "../types.ts";
import { meetingOperations } from "./operations.ts";
import { MeetingBookingStore } from "./booking-store.ts";
import { exportBookings } from "./booking-export.ts";

/** Meeting bookings (tag meetings): the table, a location's bookings, one booking, the CSV export and the status change. */
export const meetingRoutes: RouteModuleOf<typeof meetingOperations> = (services) => {
  const { db } = services.database;
  const store = new MeetingBookingStore(db);
  // Pages show bookings with their location and its country: kept per version of those tables
  // (triggers of 0004 and 0007 bump them in every writing transaction, whoever writes).
  const pages = new KeptAnswers(db, ["meeting_bookings", "countries"]);

  return {
    async listBookedVisits(request, reply) {
      const { filter = "page", locationId, ...paging } = request.query;
      if (filter === "location") {
        if (locationId === undefined)
          throw badRequest("filter=location needs a locationId.", { locationId: "is required with filter=location" });
        // The location's list is one answer, not pages: a cursor there would be silently ignored.
        for (const cursor of ["after", "before"] as const) {
          if (paging[cursor] !== undefined) throw badRequest(`${cursor} needs filter=page.`, { [cursor]: "is only for filter=page" });
        }
        return store.atLocation(locationId);
      }
      // A locationId the page would ignore is refused, so a client's missing filter=location shows up.
      if (locationId !== undefined)
        throw badRequest("locationId needs filter=location.", { filter: "must be location when locationId is given" });
      return pages.send(request, reply, store.pageKey(paging), () => store.page(paging, request.cacheVersions));
    },

    async getBookedVisit(request) {
      return store.get(request.params.id);
    },

    async exportBookedVisitsCsv(request, reply) {
      return exportBookings(reply, services.database, request.query);
    },

    async updateMeetingBookingStatus(request) {
      const { bookingId, status } = request.body;
      return auditChanged(request, "meetingBooking", await store.updateStatus(bookingId, status));
    },
  };
};
