import type { OperationId } from "../../../shared/api/contract.ts";

/** The operations translationImportRoutes answers: its handlers' type requires exactly these (README status list). */
export const translationImportOperations = [
  "listTranslationImportLanguages",
  "parseTranslationsFile",
  "importTranslations",
  "exportTranslations",
] as const satisfies readonly OperationId[];
