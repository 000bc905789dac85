import { describe, expect, it } from "vitest";
import { COMMON_SERVER_RULES, serverFieldErrors, type ServerErrorRule } from "./serverFieldErrors.ts";

const refusal = (code: string, fields?: Record<string, string>) => ({
  error: { code, message: "Invalid request body.", ...(fields ? { fields } : {}) },
});
const rules: readonly ServerErrorRule<"taken" | "tooLong" | "required">[] = [
  { code: "CONFLICT", field: "email", kind: "taken" },
  ...COMMON_SERVER_RULES,
];

describe("reading a refused save's field errors", () => {
  it("reads each field by the first rule matching its code, field and words", () => {
    expect(serverFieldErrors(refusal("CONFLICT", { email: "is already in use" }), rules)).toEqual([{ field: "email", kind: "taken" }]);
    expect(
      serverFieldErrors(
        refusal("VALIDATION", { name: "must NOT have more than 200 characters", "a.b": "must have required property 'c'" }),
        rules,
      ),
    ).toEqual([
      { field: "name", kind: "tooLong" },
      { field: "a.b", kind: "required" },
    ]);
  });

  it("calls what no rule knows 'invalid', and answers nothing for a refusal without fields or a network failure", () => {
    expect(serverFieldErrors(refusal("VALIDATION", { email: "is already in use" }), rules)).toEqual([{ field: "email", kind: "invalid" }]);
    expect(serverFieldErrors(refusal("CONFLICT"), rules)).toEqual([]);
    expect(serverFieldErrors(new TypeError("Failed to fetch"), rules)).toEqual([]);
  });
});
