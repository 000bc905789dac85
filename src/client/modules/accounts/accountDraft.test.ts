import { describe, expect, it } from "vitest";
import { accountUpdate, draftFromAccount, emptyAccountDraft, toAccountInput } from "./accountDraft.ts";
import type { Account } from "./accountTypes.ts";

const stored: Account = {
  id: 7,
  firstname: "Maja",
  lastname: null,
  email: "maja@example.com",
  permissions: ["media"],
  languagePermissions: ["sv"],
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-02-01T00:00:00.000Z",
  groups: [{ id: 3, name: "Nordics", description: null }],
};

describe("account drafts", () => {
  it("starts a new account empty with id null", () => {
    expect(emptyAccountDraft()).toMatchObject({ id: null, email: "", permissions: [], groups: [], updatedAt: null });
  });

  it("sends blank names as null, no password unless typed, group ids only, and the concurrency token", () => {
    const draft = { ...draftFromAccount(stored), firstname: "  " };
    expect(toAccountInput(draft)).toEqual({
      id: 7,
      firstname: null,
      lastname: null,
      email: "maja@example.com",
      password: null,
      permissions: ["media"],
      languagePermissions: ["sv"],
      groups: [{ id: 3 }],
      updatedAt: "2026-02-01T00:00:00.000Z",
    });
    expect(toAccountInput({ ...draft, password: "a-new-password" }).password).toBe("a-new-password");
  });

  it("builds an update of the stored account with one field changed", () => {
    expect(accountUpdate(stored, { permissions: ["all"] })).toMatchObject({
      id: 7,
      permissions: ["all"],
      groups: [{ id: 3 }],
      password: null,
    });
  });
});
