import type { OperationId } from "../../../shared/api/contract.ts";

/** The operations cmsTreeRoutes answers: its handlers' type requires exactly these (README status list). */
export const cmsTreeOperations = [
  "getCmsTree",
  "getCmsTreeContentItem",
  "updateCmsTreeItems",
  "updateCmsTreePages",
] as const satisfies readonly OperationId[];
