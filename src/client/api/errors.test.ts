import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { createTestI18n } from "../app/testing/testI18n.ts";
import { apiErrorMessage, isStaleSave } from "./errors.ts";

const refusal = (code: string, fields?: Record<string, string>) => ({ error: { code, message: "refused", ...(fields ? { fields } : {}) } });

describe("isStaleSave", () => {
  it("is a stale version (409 on updatedAt) or a missing one (428): both are mended by reading the record again", () => {
    expect(isStaleSave(refusal("CONFLICT", { updatedAt: "is stale" }))).toBe(true);
    expect(isStaleSave(refusal("VERSION_REQUIRED", { updatedAt: "is required" }))).toBe(true);
  });

  it("is no other refusal", () => {
    expect(isStaleSave(refusal("CONFLICT", { email: "is already in use" }))).toBe(false);
    expect(isStaleSave(refusal("VALIDATION", { updatedAt: "is not a timestamp" }))).toBe(false);
    expect(isStaleSave(new Error("network"))).toBe(false);
  });
});

describe("apiErrorMessage", () => {
  it("shows the catalogue's text for a code it has, in the user's language, instead of the server's English", async () => {
    createTestI18n("sv_SE", i18next);
    expect(apiErrorMessage(refusal("DB_BUSY"), "errors.serverRequest")).toBe("Servern är upptagen just nu. Försök igen om en stund.");
    expect(apiErrorMessage(refusal("DB_TIMEOUT"), "errors.serverRequest")).toMatch(/^Begäran tog för lång tid/);
    await i18next.changeLanguage("en");
    expect(apiErrorMessage(refusal("DB_BUSY"), "errors.serverRequest")).toBe("The server is busy right now. Try again in a moment.");
  });

  it("shows the server's message for other codes and the fallback without an error answer", () => {
    createTestI18n("en", i18next);
    expect(apiErrorMessage(refusal("CONFLICT"), "errors.serverRequest")).toBe("refused");
    expect(apiErrorMessage(new Error("network"), "errors.serverRequest")).toBe("Server Request Error");
  });
});
