import { maxLengths } from "../../../shared/api/maxLengths.ts";
import { MIN_PASSWORD_LENGTH } from "../../../shared/passwords.ts";
import { COMMON_SERVER_RULES, serverFieldErrors, type ServerErrorRule } from "../../api/serverFieldErrors.ts";
import type { FormError } from "../common/formErrors.ts";
import type { AccountDraft } from "./accountDraft.ts";

/** The account dialog's tabs, in their order (the first with an error is shown after a refused save). */
export const ACCOUNT_TABS = ["information", "password", "permissions", "languages", "groups", "portal"] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

export type AccountErrorKind = "required" | "email" | "emailTaken" | "passwordLength" | "tooLong" | "lastAll" | "invalid";
export type AccountFormError = FormError<AccountErrorKind, AccountTab>;

/** The contract's limits of the account body (AccountInput). */
export const ACCOUNT_LIMITS = maxLengths.AccountInput;

/** Where each field of the account body sits in the dialog, and its label. */
const FIELDS = {
  firstname: { tab: "information", label: "accounts.fields.firstname" },
  lastname: { tab: "information", label: "accounts.fields.lastname" },
  email: { tab: "information", label: "accounts.fields.email" },
  password: { tab: "password", label: "accounts.fields.password" },
  permissions: { tab: "permissions", label: "accounts.dialog.tabs.permissions" },
  languagePermissions: { tab: "languages", label: "accounts.dialog.tabs.languages" },
  groups: { tab: "groups", label: "accounts.dialog.tabs.groups" },
} as const satisfies Record<string, { tab: AccountTab; label: string }>;
type AccountField = keyof typeof FIELDS;

/** Fields whose messages show at an input; the others' show in the dialog's alert. */
export const INLINE_FIELDS: ReadonlySet<string> = new Set<AccountField>(["firstname", "lastname", "email", "password"]);

const isAccountField = (field: string): field is AccountField => Object.hasOwn(FIELDS, field);
const errorAt = (field: AccountField, kind: AccountErrorKind): AccountFormError => ({
  field,
  kind,
  tab: FIELDS[field].tab,
  label: { key: FIELDS[field].label },
});

// Lenient on purpose: the server has the last word, and its refusal comes back to the field.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Every tab's checks of a draft, before anything is sent; an empty list means it may be saved. */
export function validateAccount(draft: AccountDraft): AccountFormError[] {
  const errors: AccountFormError[] = [];
  for (const field of ["firstname", "lastname"] as const) {
    if (draft[field].length > ACCOUNT_LIMITS[field]) errors.push(errorAt(field, "tooLong"));
  }
  const email = draft.email.trim();
  if (!email) errors.push(errorAt("email", "required"));
  else if (email.length > ACCOUNT_LIMITS.email) errors.push(errorAt("email", "tooLong"));
  else if (!EMAIL.test(email)) errors.push(errorAt("email", "email"));
  // An empty password keeps the stored one; a new account needs one.
  if (!draft.password) {
    if (draft.id === null) errors.push(errorAt("password", "required"));
  } else if (draft.password.length < MIN_PASSWORD_LENGTH) errors.push(errorAt("password", "passwordLength"));
  else if (draft.password.length > ACCOUNT_LIMITS.password) errors.push(errorAt("password", "tooLong"));
  return errors;
}

/** How the account endpoints' field errors read (src/server/routes/accounts/account-store.ts). */
const SERVER_RULES: readonly ServerErrorRule<AccountErrorKind>[] = [
  { code: "CONFLICT", field: "email", kind: "emailTaken" },
  { code: "CONFLICT", field: "permissions", kind: "lastAll" },
  ...COMMON_SERVER_RULES,
  { code: "VALIDATION", field: "email", kind: "email" },
  { code: "VALIDATION", field: "password", kind: "passwordLength" },
];

/**
 * A refused save's field errors placed on the dialog's tabs. A nested path (groups.0.id) counts
 * for its field; fields the dialog has no place for (the concurrency token) are left out.
 */
export function accountServerErrors(error: unknown): AccountFormError[] {
  return serverFieldErrors(error, SERVER_RULES).flatMap(({ field, kind }) => {
    const base = field.split(".")[0]!;
    return isAccountField(base) ? [errorAt(base, kind)] : [];
  });
}

/** The first tab, in the dialog's order, with an error. */
export function firstTabWithErrors(errors: readonly AccountFormError[]): AccountTab | undefined {
  return ACCOUNT_TABS.find((tab) => errors.some((error) => error.tab === tab));
}

const MESSAGE_KEYS: Record<AccountErrorKind, string> = {
  required: "accounts.form.required",
  email: "accounts.form.email",
  emailTaken: "accounts.form.emailTaken",
  passwordLength: "accounts.form.passwordLength",
  tooLong: "common.form.maxLength",
  lastAll: "accounts.form.lastAll",
  invalid: "common.form.invalidValue",
};

/** The message of an error in the UI language, with the limits it names. */
export function accountErrorMessage(error: AccountFormError, t: (key: string, values?: Record<string, unknown>) => string): string {
  const max =
    isAccountField(error.field) && error.field in ACCOUNT_LIMITS ? ACCOUNT_LIMITS[error.field as keyof typeof ACCOUNT_LIMITS] : undefined;
  return t(MESSAGE_KEYS[error.kind], { min: MIN_PASSWORD_LENGTH, max });
}

/** The message under each field that has one (the first error of the field wins). */
export function fieldMessages(
  errors: readonly AccountFormError[],
  t: (key: string, values?: Record<string, unknown>) => string,
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const error of errors) messages[error.field] ??= accountErrorMessage(error, t);
  return messages;
}
