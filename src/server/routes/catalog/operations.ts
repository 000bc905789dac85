import type { OperationId } from "../../../shared/api/contract.ts";

/** The operations catalogRoutes answers: its handlers' type requires exactly these (README status list). */
export const catalogOperations = [
  "getCatalogOrdersPage",
  "exportCatalogOrdersCsv",
  "listCatalogOrders",
  "getCatalogOrder",
  "createCatalogOrder",
  "updateCatalogOrder",
  "deleteCatalogOrder",
  "bookCatalogOrder",
  "listCatalogOrderStatuses",
  "listCatalogCountries",
  "testCatalogRouting",
  "sendCatalogOrders",
] as const satisfies readonly OperationId[];
