import { badRequest } from "../../http-errors.ts";
import type { RouteModuleOf } from "../types.ts";
import { meetingOperations } from "./operations.ts";
import { MeetingBookingStore } from "./booking-store.ts";

/** Meeting bookings (tag meetings): the table and a location's bookings (the location dialog's tab). */
export const meetingRoutes: RouteModuleOf<typeof meetingOperations> = (services) => {
  const store = new MeetingBookingStore(services.database.db);

  return {
    async listBookedVisits(request) {
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
      return store.page(paging);
    },
  };
};
