import type { RJSFValidationError } from "@rjsf/utils";

// ajv keywords with a message of the catalogue of their own; any other says the value is not valid.
const KEYWORDS: Record<string, { key: string; limit?: string }> = {
  required: { key: "screens.validation.required" },
  minLength: { key: "screens.validation.minLength", limit: "limit" },
  maxLength: { key: "screens.validation.maxLength", limit: "limit" },
  pattern: { key: "screens.validation.pattern" },
  type: { key: "screens.validation.type" },
  format: { key: "screens.validation.format" },
  minimum: { key: "screens.validation.minimum", limit: "limit" },
  maximum: { key: "screens.validation.maximum", limit: "limit" },
  enum: { key: "screens.validation.enum" },
};

/** rjsf's client-side (ajv) errors in the UI language, shown inline under their fields. */
export function translateValidationErrors(
  errors: RJSFValidationError[],
  t: (key: string, options?: Record<string, unknown>) => string,
): RJSFValidationError[] {
  return errors.map((error) => {
    const known = (error.name ? KEYWORDS[error.name] : undefined) ?? { key: "screens.validation.invalid" };
    const limit = known.limit ? (error.params as Record<string, unknown> | undefined)?.[known.limit] : undefined;
    const message = t(known.key, limit === undefined ? undefined : { limit });
    return { ...error, message, stack: `${error.property ?? ""} ${message}`.trim() };
  });
}
