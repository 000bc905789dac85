import { describe, expect, it } from "vitest";
import { serverFieldMessages } from "./serverFieldMessages.ts";

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);
const refusal = (code: string, fields?: Record<string, string>) => ({
  error: { code, message: `Invalid request body: ${Object.keys(fields ?? {}).join(", ")}.`, ...(fields ? { fields } : {}) },
});

describe("server field errors in the UI language", () => {
  it("says what is wrong with each field in the catalogue's words, never the server's", () => {
    expect(
      serverFieldMessages(
        refusal("VALIDATION", {
          street: "is required",
          name: "must NOT have more than 200 characters",
          slug: 'must match pattern "^[a-z]+$"',
        }),
        t,
      ),
    ).toEqual({
      street: "screens.validation.required",
      name: 'screens.validation.maxLength {"limit":200}',
      slug: "screens.validation.invalid",
    });
  });

  it("reads a conflict naming a field as a value already in use", () => {
    expect(serverFieldMessages(refusal("CONFLICT", { languageCode: "is already used by another site" }), t)).toEqual({
      languageCode: "screens.validation.taken",
    });
  });

  it("answers nothing for a refusal without fields, or no refusal at all", () => {
    expect(serverFieldMessages(refusal("CONFLICT"), t)).toBeUndefined();
    expect(serverFieldMessages(new Error("network"), t)).toBeUndefined();
  });
});
