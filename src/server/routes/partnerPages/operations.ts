import type { OperationId } from "../../../shared/api/contract.ts";

/** The operations partnerPageRoutes answers: its handlers' type requires exactly these (README status list). */
export const partnerPageOperations = [
  "createPartnerPage",
  "updatePartnerPage",
  "deletePartnerPage",
  "getLocationPartnerPage",
  "searchPartnerPages",
  "listPartnerPageVideoOptions",
  "listPartnerPagesWithNewsletterSubscribers",
] as const satisfies readonly OperationId[];
