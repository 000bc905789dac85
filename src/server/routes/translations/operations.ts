import type { OperationId } from "../../../shared/api/contract.ts";

/** The operations translationRoutes answers: its handlers' type requires exactly these (README status list). */
export const translationOperations = [
  "listTranslations",
  "updateTranslation",
  "getTranslationPurgeFlag",
] as const satisfies readonly OperationId[];
