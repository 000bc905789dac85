import type { OperationId } from "../../../shared/api/contract.ts";

/** The operations gdprRoutes answers: its handlers' type requires exactly these (README status list). */
export const gdprOperations = ["exportUsersCsv"] as const satisfies readonly OperationId[];
