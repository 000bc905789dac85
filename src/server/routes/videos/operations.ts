import type { OperationId } from "../../../shared/api/contract.ts";

/** The operations videoRoutes answers: its handlers' type requires exactly these (README status list). */
export const videoOperations = ["listVideos", "getVideo", "updateVideo"] as const satisfies readonly OperationId[];
