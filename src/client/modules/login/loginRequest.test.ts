import { describe, expect, it } from "vitest";
import { classifyLoginAnswer } from "./loginRequest.ts";

describe("login answer", () => {
  const user = { id: 1, email: "admin@example.com", fullName: "", permissions: [], languagePermissions: [] };

  it("is a success only with an e-mail in the answer", () => {
    expect(classifyLoginAnswer(200, user)).toEqual({ kind: "success", user });
    expect(classifyLoginAnswer(200, { ...user, email: undefined })).toEqual({ kind: "incorrect" });
    expect(classifyLoginAnswer(200, { ...user, email: "" })).toEqual({ kind: "incorrect" });
    expect(classifyLoginAnswer(200, undefined)).toEqual({ kind: "incorrect" });
  });

  it("maps 401 to incorrect credentials, 429 to too many attempts, anything else to a failed request", () => {
    expect(classifyLoginAnswer(401, { error: { code: "UNAUTHORIZED", message: "x" } })).toEqual({ kind: "incorrect" });
    expect(classifyLoginAnswer(429, undefined)).toEqual({ kind: "tooManyAttempts" });
    for (const status of [400, 403, 500, 502, 503]) expect(classifyLoginAnswer(status, undefined)).toEqual({ kind: "failed" });
  });
});
