import { describe, expect, it } from "vitest";
import { contactFieldErrors, contactFieldLabel } from "./contactServerErrors.ts";

const refusal = (code: string, fields: Record<string, string>) => ({ error: { code, message: "refused", fields } });

describe("a refused contact save", () => {
  it("names an address of another contact (409) at its field", () => {
    expect(
      contactFieldErrors(
        refusal("CONFLICT", {
          "primaryEmail.value": "belongs to another contact",
          "alternativeEmails.1.value": "belongs to another contact",
        }),
      ),
    ).toEqual({
      "primaryEmail.value": "contacts.serverFields.emailTaken",
      "alternativeEmails.1.value": "contacts.serverFields.emailTaken",
    });
  });

  it("reads the other kinds in the UI language's words, never the server's", () => {
    expect(
      contactFieldErrors(
        refusal("VALIDATION", {
          "alternativeEmails.0.value": "must be an e-mail address",
          "alternativeEmails.2.value": "is listed twice",
          lastname: "a contact needs a name or a primary e-mail",
          employer: "must NOT have more than 200 characters",
          telephone: "something else",
        }),
      ),
    ).toEqual({
      "alternativeEmails.0.value": "contacts.serverFields.notAnEmail",
      "alternativeEmails.2.value": "contacts.serverFields.listedTwice",
      lastname: "contacts.serverFields.nameOrEmail",
      employer: "contacts.serverFields.tooLong",
      telephone: "contacts.serverFields.invalid",
    });
    expect(contactFieldErrors(refusal("CONFLICT", { "account.username": "is taken" }))).toEqual({
      "account.username": "contacts.serverFields.usernameTaken",
    });
  });

  it("has no field errors for a failure without the error shape", () => {
    expect(contactFieldErrors(new TypeError("Failed to fetch"))).toEqual({});
  });

  it("labels an alternative by its number", () => {
    expect(contactFieldLabel("alternativeEmails.1.value")).toEqual({
      key: "contacts.serverFields.labels.alternative",
      values: { number: "2" },
    });
    expect(contactFieldLabel("primaryEmail.value")).toEqual({ key: "contacts.emails.primary" });
    expect(contactFieldLabel("somethingNew")).toEqual({ key: "contacts.serverFields.labels.other" });
  });
});
