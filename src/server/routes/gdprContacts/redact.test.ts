import { describe, expect, it } from "vitest";
import { ERASED, redact } from "./redact.ts";

describe("redact", () => {
  it("blanks the personal fields of a record whatever their value, in camelCase or snake_case", () => {
    const record = {
      id: 3,
      firstname: "Anna",
      last_name: "Lindqvist",
      primaryEmail: { id: 9, value: "anna@x.test" },
      alternativeEmails: [],
      mobilePhone: null,
      status: { code: "delivered", name: "Delivered" },
      zipCode: "211 22",
    };
    expect(redact(record, [])).toEqual({
      id: 3,
      firstname: ERASED,
      last_name: ERASED,
      primaryEmail: ERASED,
      alternativeEmails: ERASED,
      mobilePhone: null,
      status: { code: "delivered", name: "Delivered" },
      zipCode: "211 22",
    });
  });

  it("blanks any string that contains one of the values, in any case, at any depth", () => {
    const record = {
      note: "Added ANNA today",
      list: [{ who: "anna@x.test" }, "other", 5, true, null],
      nested: { deep: { text: "nothing" } },
    };
    expect(redact(record, ["anna"])).toEqual({
      note: ERASED,
      list: [{ who: ERASED }, "other", 5, true, null],
      nested: { deep: { text: "nothing" } },
    });
  });

  it("leaves scalars it has no reason to touch, and never changes its input", () => {
    expect(redact(42, ["4"])).toBe(42);
    expect(redact(null, ["x"])).toBeNull();
    expect(redact("kept", ["anna"])).toBe("kept");
    const input = { email: "a@x.test", list: ["anna"] };
    redact(input, ["anna"]);
    expect(input).toEqual({ email: "a@x.test", list: ["anna"] });
  });
});
