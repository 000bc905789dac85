import type { OperationId } from "../../../shared/api/contract.ts";

/** The operations areaAssignmentRoutes answers: its handlers' type requires exactly these (README status list). */
export const areaAssignmentOperations = [
  "getAreaGeoJson",
  "assignAreaHandler",
  "getZipCodePoints",
] as const satisfies readonly OperationId[];
