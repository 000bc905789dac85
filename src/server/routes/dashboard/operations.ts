import type { OperationId } from "../../../shared/api/contract.ts";

/** The operations dashboardRoutes answers: its handlers' type requires exactly these (README status list). */
export const dashboardOperations = [
  "getApdexReport",
  "getPageViewsReport",
  "recordPageView",
  "getCatalogRequestsPerInterval",
  "getMeetingRequestsPerInterval",
  "getCatalogOrdersPerInterval",
  "getTopCatalogCountriesLastMonth",
] as const satisfies readonly OperationId[];
