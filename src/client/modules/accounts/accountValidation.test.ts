import { describe, expect, it } from "vitest";
import { createTestI18n } from "../../app/testing/testI18n.ts";
import { emptyAccountDraft, type AccountDraft } from "./accountDraft.ts";
import { ACCOUNT_LIMITS, accountServerErrors, fieldMessages, firstTabWithErrors, validateAccount } from "./accountValidation.ts";

const en = createTestI18n("en").t;
const sv = createTestI18n("sv_SE").t;
const draft = (over: Partial<AccountDraft>): AccountDraft => ({ ...emptyAccountDraft(), ...over });
const stored = (over: Partial<AccountDraft>) => draft({ id: 7, email: "maja@example.com", updatedAt: "2026-02-01T00:00:00.000Z", ...over });
const kinds = (errors: { field: string; kind: string; tab: string }[]) => errors.map(({ field, kind, tab }) => [field, kind, tab]);
const refusal = (code: string, fields: Record<string, string>) => ({
  error: { code, message: `Invalid request body: ${Object.keys(fields).join(", ")}.`, fields },
});

describe("the account form's own checks", () => {
  it("checks every tab of a new account: e-mail on Information, password on Password", () => {
    expect(kinds(validateAccount(draft({})))).toEqual([
      ["email", "required", "information"],
      ["password", "required", "password"],
    ]);
    expect(validateAccount(draft({ email: "maja@example.com", password: "a-long-enough-password" }))).toEqual([]);
  });

  it("keeps the stored password of an existing account when none is typed", () => {
    expect(validateAccount(stored({}))).toEqual([]);
    expect(kinds(validateAccount(stored({ password: "short" })))).toEqual([["password", "passwordLength", "password"]]);
  });

  it("refuses an e-mail without an @ and a domain, and blank space", () => {
    for (const email of ["maja", "maja@", "maja@example", "ma ja@example.com", "   "]) {
      expect(validateAccount(stored({ email })).map((e) => e.field)).toEqual(["email"]);
    }
  });

  it("holds names, e-mail and password to the contract's limits", () => {
    // The fields the dialog shows (the component also bounds its read-only timestamps).
    expect(ACCOUNT_LIMITS).toMatchObject({ firstname: 100, lastname: 100, email: 254, password: 200 });
    const tooLong = stored({
      firstname: "x".repeat(101),
      lastname: "x".repeat(100),
      email: `${"x".repeat(250)}@x.se`,
      password: "x".repeat(201),
    });
    expect(kinds(validateAccount(tooLong))).toEqual([
      ["firstname", "tooLong", "information"],
      ["email", "tooLong", "information"],
      ["password", "tooLong", "password"],
    ]);
  });

  it("finds the first tab with an error in the dialog's order", () => {
    expect(firstTabWithErrors(validateAccount(draft({ email: "maja@example.com" })))).toBe("password");
    expect(firstTabWithErrors(validateAccount(draft({})))).toBe("information");
    expect(firstTabWithErrors([])).toBeUndefined();
  });

  it("says what is wrong in the UI's language, with the limits it names", () => {
    const errors = validateAccount(stored({ email: "maja", password: "short", lastname: "x".repeat(101) }));
    expect(fieldMessages(errors, en)).toEqual({
      lastname: "At most 100 characters",
      email: "Enter a valid e-mail address, e.g. name@example.com",
      password: "At least 12 characters",
    });
    expect(fieldMessages(errors, sv)).toEqual({
      lastname: "Högst 100 tecken",
      email: "Ange en giltig e-postadress, t.ex. namn@exempel.se",
      password: "Minst 12 tecken",
    });
  });
});

describe("the server's field errors at the account form's fields", () => {
  it("reads a taken e-mail (409) and a refused format (400) at the e-mail field, in the UI's language", () => {
    const taken = accountServerErrors(refusal("CONFLICT", { email: "is already in use" }));
    expect(kinds(taken)).toEqual([["email", "emailTaken", "information"]]);
    expect(fieldMessages(taken, en)).toEqual({ email: "An account with this e-mail already exists." });
    expect(fieldMessages(taken, sv)).toEqual({ email: "Det finns redan ett konto med den här e-postadressen." });
    const format = accountServerErrors(refusal("VALIDATION", { email: 'must match format "email"' }));
    expect(fieldMessages(format, en)).toEqual({ email: "Enter a valid e-mail address, e.g. name@example.com" });
  });

  it("reads the contract's length and presence errors alike for any field", () => {
    const errors = accountServerErrors(
      refusal("VALIDATION", { firstname: "must NOT have more than 100 characters", password: "is required" }),
    );
    expect(kinds(errors)).toEqual([
      ["firstname", "tooLong", "information"],
      ["password", "required", "password"],
    ]);
    expect(fieldMessages(errors, sv)).toEqual({ firstname: "Högst 100 tecken", password: "Obligatoriskt" });
    expect(fieldMessages(accountServerErrors(refusal("VALIDATION", { password: "must have at least 12 characters" })), en)).toEqual({
      password: "At least 12 characters",
    });
  });

  it("shows a generic message for what it does not know, never the server's words", () => {
    const errors = accountServerErrors(refusal("VALIDATION", { lastname: "must be a fine name", "groups.0.id": "unknown group id 9" }));
    expect(kinds(errors)).toEqual([
      ["lastname", "invalid", "information"],
      ["groups", "invalid", "groups"],
    ]);
    expect(Object.values(fieldMessages(errors, en))).toEqual(["This value is not valid", "This value is not valid"]);
    expect(fieldMessages(errors, sv).lastname).toBe("Värdet är inte giltigt");
  });

  it("places the last 'All' refusal on Permissions and leaves out the concurrency token and unknown fields", () => {
    expect(kinds(accountServerErrors(refusal("CONFLICT", { permissions: "the last 'All' account must keep 'All'" })))).toEqual([
      ["permissions", "lastAll", "permissions"],
    ]);
    expect(accountServerErrors(refusal("CONFLICT", { updatedAt: "is stale" }))).toEqual([]);
    expect(accountServerErrors(refusal("VALIDATION", { body: "must be object" }))).toEqual([]);
    expect(accountServerErrors(new TypeError("Failed to fetch"))).toEqual([]);
  });
});
