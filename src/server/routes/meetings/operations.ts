import type { OperationId } from "../../../shared/api/contract.ts";

/** The operations meetingRoutes answers: its handlers' type requires exactly these (README status list). */
export const meetingOperations = [
  "listBookedVisits",
  "getBookedVisit",
  "exportBookedVisitsCsv",
  "updateMeetingBookingStatus",
] as const satisfies readonly OperationId[];
