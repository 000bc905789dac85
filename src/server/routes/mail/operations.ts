import type { OperationId } from "../../../shared/api/contract.ts";

/** The operations mailRoutes answers: its handlers' type requires exactly these (README status list). */
export const mailOperations = ["getOutboxPage"] as const satisfies readonly OperationId[];
