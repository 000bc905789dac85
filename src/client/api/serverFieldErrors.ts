import { isApiErrorBody } from "./errors.ts";

/** How a form reads one kind of field error in a refused save: by the error's code, the field and the server's words. */
export interface ServerErrorRule<Kind extends string> {
  /** The error's code (e.g. "CONFLICT"); any code when absent. */
  code?: string;
  /** The field path as the server names it; any field when absent. */
  field?: string;
  /** Words of the server's message for the field; any when absent. */
  text?: RegExp;
  kind: Kind;
}

/**
 * What the contract's validation (ajv) and our handlers say of any field, so every form reads
 * them alike: a text over its maxLength, a missing value.
 */
export const COMMON_SERVER_RULES = [
  { code: "VALIDATION", text: /must NOT have more than \d+ characters/, kind: "tooLong" },
  { code: "VALIDATION", text: /must have required property|^is required$/, kind: "required" },
] as const satisfies readonly ServerErrorRule<string>[];

/** One field the server refused, as a kind the form has a message for; "invalid" when no rule knows it. */
export interface ServerFieldError<Kind extends string> {
  field: string;
  kind: Kind | "invalid";
}

/**
 * The field errors of a refused save (`error.fields` of the contract's error shape), each read
 * by the first rule that matches. The server's words are English and only read here, never
 * shown: a form shows its own message for the kind, in the UI language.
 */
export function serverFieldErrors<Kind extends string>(error: unknown, rules: readonly ServerErrorRule<Kind>[]): ServerFieldError<Kind>[] {
  if (!isApiErrorBody(error)) return [];
  const { code, fields = {} } = error.error;
  return Object.entries(fields).map(([field, text]) => {
    const rule = rules.find(
      (r) =>
        (r.code === undefined || r.code === code) &&
        (r.field === undefined || r.field === field) &&
        (r.text === undefined || r.text.test(text)),
    );
    return { field, kind: rule?.kind ?? "invalid" };
  });
}
