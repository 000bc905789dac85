import type { OperationId } from "../../../shared/api/contract.ts";

/** The operations contentItemRoutes answers: its handlers' type requires exactly these (README status list). */
export const contentItemOperations = [
  "listContentItems",
  "getContentItem",
  "createContentItem",
  "updateContentItem",
] as const satisfies readonly OperationId[];
