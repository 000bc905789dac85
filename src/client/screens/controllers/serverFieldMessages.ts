import { COMMON_SERVER_RULES, serverFieldErrors, type ServerErrorRule } from "../../api/serverFieldErrors.ts";

type Translate = (key: string, options?: Record<string, unknown>) => string;

// A 409 naming a field: its value belongs to another record (a site's language code, a slug).
const RULES: readonly ServerErrorRule<"taken" | "tooLong" | "required">[] = [{ code: "CONFLICT", kind: "taken" }, ...COMMON_SERVER_RULES];
const KEYS = {
  taken: "screens.validation.taken",
  tooLong: "screens.validation.maxLength",
  required: "screens.validation.required",
  invalid: "screens.validation.invalid",
} as const;

/**
 * The field errors of a refused save (the contract's `error.fields`) as messages in the UI
 * language, by field path; undefined when the refusal names no field. The server's words are
 * English and only read here (its limit, for a text too long), never shown.
 */
export function serverFieldMessages(error: unknown, t: Translate): Record<string, string> | undefined {
  const fields = (error as { error?: { fields?: Record<string, string> } } | undefined)?.error?.fields ?? {};
  const refused = serverFieldErrors(error, RULES);
  if (refused.length === 0) return undefined;
  return Object.fromEntries(
    refused.map(({ field, kind }) => {
      const limit = kind === "tooLong" ? /more than (\d+)/.exec(fields[field] ?? "")?.[1] : undefined;
      return [field, t(KEYS[kind], limit ? { limit: Number(limit) } : undefined)];
    }),
  );
}
