import type { OperationId } from "../../../shared/api/contract.ts";

/** The operations productRoutes answers: its handlers' type requires exactly these (README status list). */
export const productOperations = ["listBedModels", "listTopMattresses"] as const satisfies readonly OperationId[];
