import { serverFieldErrors, type ServerErrorRule } from "../../api/serverFieldErrors.ts";

/** How the dialog words a field the server refused. */
export type WarrantyServerKind = "tooLong" | "required" | "taken" | "future" | "invalid";

// What the warranty and contact operations say of a field (src/server/routes/warranty), read as kinds.
const RULES: readonly ServerErrorRule<WarrantyServerKind>[] = [
  { text: /must NOT have more than \d+ characters/, kind: "tooLong" },
  { text: /must have required property|is required/, kind: "required" },
  { text: /already registered|already (in use|used)/, kind: "taken" },
  { text: /future/, kind: "future" },
];

// The server names some fields by their path in the body; the form names the field it shows.
const FIELD_OF: Readonly<Record<string, string>> = {
  "purchaseLocation.id": "purchaseLocation",
  "primaryEmail.value": "newContact.email",
  primaryEmail: "newContact.email",
  firstname: "newContact.firstname",
  lastname: "newContact.lastname",
  telephone: "newContact.telephone",
  mobilePhone: "newContact.mobilePhone",
};

/** One refused field: the form's field and the line shown at it ('Bed id: already registered'). */
export interface ServerFieldLine {
  field: string;
  text: string;
}

/**
 * A refused save's field errors, one line per field as 'field: message' (spec part 2 section 5),
 * both parts in the UI language: the field by its label, the message by its kind. The concurrency
 * token is left out (the dialog offers a reload for it).
 */
export function serverFieldLines(
  error: unknown,
  words: { label(field: string): string; message(kind: WarrantyServerKind): string },
): ServerFieldLine[] {
  return serverFieldErrors(error, RULES)
    .filter((refused) => refused.field !== "updatedAt")
    .map((refused) => {
      const field = FIELD_OF[refused.field] ?? refused.field;
      return { field, text: `${words.label(field)}: ${words.message(refused.kind)}` };
    });
}
