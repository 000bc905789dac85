import { describe, expect, it } from "vitest";
import { isUsernameFormatValid, usernameCheckState, type UsernameAnswer } from "./usernameCheck.ts";

const pending: UsernameAnswer = { kind: "pending" };
const failed: UsernameAnswer = { kind: "failed" };
const free: UsernameAnswer = { kind: "answered", accountExist: false };
const taken: UsernameAnswer = { kind: "answered", accountExist: true };

describe("the portal username check", () => {
  it("is invalid from the start, before anything is typed or asked", () => {
    expect(usernameCheckState("", pending)).toEqual({ status: "empty", isInvalid: true });
    expect(usernameCheckState("   ", free)).toEqual({ status: "empty", isInvalid: true });
  });

  it("stays invalid while the format fails, whatever an earlier answer said", () => {
    for (const answer of [pending, failed, free, taken]) {
      expect(usernameCheckState("anna@example", answer)).toEqual({ status: "badFormat", isInvalid: true });
    }
    expect(usernameCheckState("anna example.se", free).isInvalid).toBe(true);
  });

  it("stays invalid while the server is asked", () => {
    expect(usernameCheckState("anna@example.se", pending)).toEqual({ status: "checking", isInvalid: true });
  });

  it("is cleared only when the server says no account has it", () => {
    expect(usernameCheckState("anna@example.se", free)).toEqual({ status: "available", isInvalid: false });
    expect(usernameCheckState("anna@example.se", taken)).toEqual({ status: "taken", isInvalid: true });
  });

  it("is also cleared when the check itself fails (the portal decides on create)", () => {
    expect(usernameCheckState("anna@example.se", failed)).toEqual({ status: "checkFailed", isInvalid: false });
  });

  it("takes a loose text@text.text", () => {
    expect(isUsernameFormatValid("a@b.c")).toBe(true);
    expect(isUsernameFormatValid(" a@b.c ")).toBe(true);
    expect(isUsernameFormatValid("a@b")).toBe(false);
    expect(isUsernameFormatValid("a@@b.c")).toBe(false);
  });
});
