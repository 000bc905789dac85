import type { OperationId } from "../../../shared/api/contract.ts";

/** The operations gdprContactRoutes answers: its handlers' type requires exactly these (README status list). */
export const gdprContactOperations = ["exportContactPersonalData", "eraseContactPersonalData"] as const satisfies readonly OperationId[];
