import type { OperationId } from "../../../shared/api/contract.ts";

/** The operations geographicAreaRoutes answers: its handlers' type requires exactly these (README status list). */
export const geographicAreaOperations = [
  "listGeographicAreas",
  "createGeographicArea",
  "updateGeographicArea",
] as const satisfies readonly OperationId[];
