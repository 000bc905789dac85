import type { OperationId } from "../../../shared/api/contract.ts";

/** The operations cmsUploadRoutes answers: its handlers' type requires exactly these (README status list). */
export const cmsUploadOperations = ["uploadCmsFile"] as const satisfies readonly OperationId[];
