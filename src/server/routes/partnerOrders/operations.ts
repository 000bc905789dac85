import type { OperationId } from "../../../shared/api/contract.ts";

/** The operations partnerOrderRoutes answers: its handlers' type requires exactly these (README status list). */
export const partnerOrderOperations = [
  "getOrderFormOverview",
  "getOrderFormTemplateProperty",
  "saveOrderFormTemplateProperty",
  "deleteOrderFormTemplateProperty",
  "listQuotesByStatus",
  "getQuote",
  "deleteQuote",
  "getQuoteOrderPlatformLink",
  "downloadQuoteEdifact",
] as const satisfies readonly OperationId[];
