import { describe, expect, it } from "vitest";
import { propertyServerErrors } from "./propertyServerErrors.ts";

const refusal = (fields: Record<string, string>, code = "VALIDATION") => ({ error: { code, message: "Invalid input.", fields } });

describe("a refused property save", () => {
  it("reads each field the server names as a kind the dialog words in the UI language", () => {
    expect(
      propertyServerErrors(
        refusal({
          displayName: "must not be blank",
          "options.1.code": "appears more than once",
          options: "needs at least one option for a choice",
          defaultValue: "must be the code of one of the options",
          maxValue: "must not be below minValue",
          minValue: "must be a number",
          unit: "must NOT have more than 20 characters",
          code: "must equal the propertyCode in the path",
        }),
      ),
    ).toEqual({
      displayName: "required",
      "options.1.code": "duplicateOption",
      options: "optionsRequired",
      defaultValue: "defaultNotAnOption",
      maxValue: "range",
      minValue: "number",
      unit: "tooLong",
      code: "invalid",
    });
  });

  it("reads the contract validator's pointers (/options/0/code) as the form's paths", () => {
    expect(propertyServerErrors(refusal({ "/options/0/code": "must NOT have more than 100 characters" }))).toEqual({
      "options.0.code": "tooLong",
    });
  });

  it("has none for a failure without fields", () => {
    expect(propertyServerErrors(new Error("offline"))).toEqual({});
    expect(propertyServerErrors({ error: { code: "DB_UNAVAILABLE", message: "down" } })).toEqual({});
  });
});
