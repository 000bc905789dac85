import { COMMON_SERVER_RULES, serverFieldErrors, type ServerErrorRule } from "../../api/serverFieldErrors.ts";

/** The kinds of field error a refused contact save can name, each with a message in the UI language. */
export type ContactServerErrorKind = "emailTaken" | "usernameTaken" | "notAnEmail" | "listedTwice" | "nameOrEmail" | "tooLong" | "required";

const RULES: readonly ServerErrorRule<ContactServerErrorKind>[] = [
  // 409: an address of another contact (primaryEmail.value, alternativeEmails.N.value).
  { code: "CONFLICT", text: /belongs to another contact/, kind: "emailTaken" },
  { code: "CONFLICT", field: "account.username", kind: "usernameTaken" },
  { text: /must (be|look like) an e-mail address|must match format "email"/, kind: "notAnEmail" },
  { text: /is listed twice/, kind: "listedTwice" },
  { text: /needs a name or a primary e-mail/, kind: "nameOrEmail" },
  ...COMMON_SERVER_RULES,
];

/** Message key per kind; the server's English words are never shown. */
const MESSAGE_KEYS: Readonly<Record<ContactServerErrorKind | "invalid", string>> = {
  emailTaken: "contacts.serverFields.emailTaken",
  usernameTaken: "contacts.serverFields.usernameTaken",
  notAnEmail: "contacts.serverFields.notAnEmail",
  listedTwice: "contacts.serverFields.listedTwice",
  nameOrEmail: "contacts.serverFields.nameOrEmail",
  tooLong: "contacts.serverFields.tooLong",
  required: "contacts.serverFields.required",
  invalid: "contacts.serverFields.invalid",
};

/** The refused save's fields (the contract's paths, e.g. alternativeEmails.1.value) → message key. */
export function contactFieldErrors(error: unknown): Record<string, string> {
  return Object.fromEntries(serverFieldErrors(error, RULES).map(({ field, kind }) => [field, MESSAGE_KEYS[kind]]));
}

/** The label key of a field path a refused save names, with the alternative's number where it is one. */
export function contactFieldLabel(path: string): { key: string; values?: Record<string, string> } {
  const alternative = /^alternativeEmails\.(\d+)/.exec(path);
  if (alternative) return { key: "contacts.serverFields.labels.alternative", values: { number: String(Number(alternative[1]) + 1) } };
  const known: Record<string, string> = {
    "primaryEmail.value": "contacts.emails.primary",
    primaryEmail: "contacts.emails.primary",
    "account.username": "contacts.account.username",
    "address.street": "contacts.fields.street",
    "address.zipCode": "contacts.fields.zipCode",
    "address.city": "contacts.fields.city",
    "address.country.code": "contacts.fields.country",
    firstname: "contacts.fields.firstname",
    lastname: "contacts.fields.lastname",
    employer: "contacts.fields.employer",
    telephone: "contacts.fields.telephone",
    mobilePhone: "contacts.fields.mobilePhone",
  };
  return { key: known[path] ?? "contacts.serverFields.labels.other" };
}
