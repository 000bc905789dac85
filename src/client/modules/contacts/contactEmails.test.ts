import { describe, expect, it } from "vitest";
import { emptyContactDraft, toContactInput, type ContactDraft } from "./contactDraft.ts";
import { addAlternative, hasEmail, looksLikeEmail, makePrimary, removeEmail } from "./contactEmails.ts";

const draft = (patch: Partial<ContactDraft> = {}): ContactDraft => ({
  ...emptyContactDraft(),
  primaryEmail: "anna@example.se",
  alternativeEmails: [{ id: 2, value: "anna.work@example.se" }],
  pendingEmails: [{ id: 3, value: "anna.new@example.se" }],
  ...patch,
});

describe("a new contact's e-mails", () => {
  it("add an alternative once, trimmed, whatever its case", () => {
    const added = addAlternative(draft(), "  second@example.se ");
    expect(added.alternativeEmails.map((e) => e.value)).toEqual(["anna.work@example.se", "second@example.se"]);
    expect(addAlternative(added, "SECOND@example.se")).toBe(added);
    expect(addAlternative(added, "ANNA@example.se")).toBe(added);
    expect(addAlternative(added, "anna.new@EXAMPLE.se")).toBe(added);
    expect(addAlternative(added, "   ")).toBe(added);
  });

  it("make an alternative primary: the old primary takes its place", () => {
    const swapped = makePrimary(draft(), { id: 2, value: "anna.work@example.se" });
    expect(swapped.primaryEmail).toBe("anna.work@example.se");
    expect(swapped.alternativeEmails).toEqual([{ id: null, value: "anna@example.se" }]);
  });

  it("make an alternative primary when there was none: it just moves", () => {
    const swapped = makePrimary(draft({ primaryEmail: "" }), { id: 2, value: "anna.work@example.se" });
    expect(swapped.primaryEmail).toBe("anna.work@example.se");
    expect(swapped.alternativeEmails).toEqual([]);
  });

  it("leave the draft as it is for an address that is no alternative", () => {
    const given = draft();
    expect(makePrimary(given, { id: 3, value: "anna.new@example.se" })).toBe(given);
  });

  it("remove an alternative or a pending address", () => {
    expect(removeEmail(draft(), { id: 2, value: "ANNA.WORK@example.se" }).alternativeEmails).toEqual([]);
    expect(removeEmail(draft(), { id: 3, value: "anna.new@example.se" }).pendingEmails).toEqual([]);
  });

  it("know the contact's addresses, primary, alternative and pending", () => {
    expect(hasEmail(draft(), "Anna@Example.se")).toBe(true);
    expect(hasEmail(draft(), "anna.new@example.se")).toBe(true);
    expect(hasEmail(draft(), "someone@example.se")).toBe(false);
  });

  it("are addresses only when they look like text@text.text", () => {
    expect(looksLikeEmail("a@b.se")).toBe(true);
    expect(looksLikeEmail(" a@b.se ")).toBe(true);
    expect(looksLikeEmail("a@b")).toBe(false);
    expect(looksLikeEmail("a b@c.se")).toBe(false);
    expect(looksLikeEmail("@b.se")).toBe(false);
  });
});

describe("the body of a save", () => {
  it("skips alternatives with an empty value and never sends the pending ones", () => {
    const body = toContactInput(
      draft({
        id: 7,
        updatedAt: "2026-11-25T10:00:00.000Z",
        alternativeEmails: [
          { id: 2, value: "anna.work@example.se" },
          { id: null, value: "  " },
          { id: null, value: " third@example.se " },
        ],
      }),
    );
    expect(body.alternativeEmails).toEqual([
      { id: 2, value: "anna.work@example.se" },
      { id: null, value: "third@example.se" },
    ]);
    expect(body).not.toHaveProperty("pendingEmails");
    expect(body.primaryEmail).toEqual({ value: "anna@example.se" });
    expect(body.updatedAt).toBe("2026-11-25T10:00:00.000Z");
    expect(body.id).toBe(7);
  });

  it("sends empty texts as null, and no address when every part is empty", () => {
    const body = toContactInput({ ...emptyContactDraft(), firstname: " Anna ", lastname: "" });
    expect(body).toMatchObject({ id: null, firstname: "Anna", lastname: null, employer: null, address: null, primaryEmail: null });
    expect(body).not.toHaveProperty("updatedAt");
  });

  it("sends the address with its country code", () => {
    const body = toContactInput({ ...emptyContactDraft(), city: "Köping", country: "se" });
    expect(body.address).toEqual({ street: null, zipCode: null, city: "Köping", country: { code: "SE" } });
  });
});
