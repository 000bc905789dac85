import type { OperationId } from "../../../shared/api/contract.ts";

/** The operations configRoutes answers: its handlers' type requires exactly these (README status list). */
export const configOperations = ["getFrontendConfig"] as const satisfies readonly OperationId[];
