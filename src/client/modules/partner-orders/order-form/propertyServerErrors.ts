import { COMMON_SERVER_RULES, serverFieldErrors, type ServerErrorRule } from "../../../api/serverFieldErrors.ts";
import type { DraftErrorKind, DraftErrors } from "./propertyDraft.ts";

/** How the property save's refusals (server routes/partnerOrders/order-form-input.ts) read as the dialog's kinds. */
const RULES: readonly ServerErrorRule<DraftErrorKind>[] = [
  ...COMMON_SERVER_RULES,
  { text: /must not be blank/, kind: "required" },
  { text: /appears more than once/, kind: "duplicateOption" },
  { text: /needs at least one option/, kind: "optionsRequired" },
  { text: /one of the options/, kind: "defaultNotAnOption" },
  { text: /must not be below|within minValue/, kind: "range" },
  { text: /must be a number/, kind: "number" },
];

/** The field errors of a refused save by field path (options.1.code …), ready to show at the fields. */
export function propertyServerErrors(error: unknown): DraftErrors {
  return Object.fromEntries(serverFieldErrors(error, RULES).map(({ field, kind }) => [field.replace(/^\//, "").replace(/\//g, "."), kind]));
}
