import type { OperationId } from "../../../shared/api/contract.ts";

/** The operations cmsPurgeRoutes answers: its handlers' type requires exactly these (README status list). */
export const cmsPurgeOperations = ["purgeCdnCpCode", "getPurgeLogPage"] as const satisfies readonly OperationId[];
