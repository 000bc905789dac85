import type { OperationId } from "../../../shared/api/contract.ts";

/** The operations regionGroupRoutes answers: its handlers' type requires exactly these (README status list). */
export const regionGroupOperations = [
  "getRegionGroupTree",
  "listRegionGroups",
  "createRegionGroup",
  "updateRegionGroup",
  "deleteRegionGroup",
] as const satisfies readonly OperationId[];
