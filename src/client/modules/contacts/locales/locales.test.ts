import { describe, expect, it } from "vitest";
import en from "./en.json" with { type: "json" };
import sv_SE from "./sv_SE.json" with { type: "json" };

function keysOf(value: object, prefix = ""): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === "string" ? [`${prefix}${key}`] : keysOf(inner, `${prefix}${key}.`),
  );
}

describe("the contact screens' texts", () => {
  it("keep the spec's English messages verbatim (error catalogue, GDPR)", () => {
    expect(en.contacts.messages).toMatchObject({
      loadFailed: "Could not retrieve contact-list",
      openFailed: "An error occurred when opening {{name}}",
      saveFailed: "An error occurred when saving {{name}}",
      saved: "Saved contact",
      created: "Contact created",
      removeEmailFailed: "An error occured while removing the email",
      primaryEmailFailed: "An error occured while updating the primary email",
      addEmailFailed: "An error occured while adding the email. Error message: {{message}}",
    });
    expect(en.contacts.emails.confirmRemove).toBe("Remove {{email}}?");
    expect(en.contacts.gdpr).toMatchObject({
      confirmDelete: "Are you sure you want to delete this all personal information associated with this contact?",
      errorTitle: "Error",
      deleteFailed: "Could not clear personal data",
    });
  });

  it("exist in both languages", () => {
    expect(keysOf(sv_SE).sort()).toEqual(keysOf(en).sort());
  });
});
