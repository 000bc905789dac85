import { describe, expect, it } from "vitest";
import { isStaleSave } from "./errors.ts";

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
