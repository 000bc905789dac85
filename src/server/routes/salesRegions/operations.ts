import type { OperationId } from "../../../shared/api/contract.ts";

/** The operations salesRegionRoutes answers: its handlers' type requires exactly these (README status list). */
export const salesRegionOperations = [
  "getRegion",
  "addRegionHandler",
  "removeRegionHandler",
  "addZipCodeHandler",
  "removeZipCodeHandler",
  "searchRegions",
  "setWorkingArea",
  "getAreaStatistics",
  "listCoverageGaps",
  "exportCoverageGapsCsv",
] as const satisfies readonly OperationId[];
