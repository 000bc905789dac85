import type { OperationId } from "../../../shared/api/contract.ts";

/** The operations authRoutes answers: its handlers' type requires exactly these (README status list). */
export const authOperations = ["loginUser", "getCurrentUser", "logoutUser"] as const satisfies readonly OperationId[];
