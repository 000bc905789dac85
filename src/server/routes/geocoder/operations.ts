import type { OperationId } from "../../../shared/api/contract.ts";

/** The operations geocoderRoutes answers: its handlers' type requires exactly these (README status list). */
export const geocoderOperations = ["geocodeAddress"] as const satisfies readonly OperationId[];
