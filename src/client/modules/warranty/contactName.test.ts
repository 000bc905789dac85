import { describe, expect, it } from "vitest";
import { contactName } from "./contactName.ts";

describe("a contact's name", () => {
  it("joins first and last name, either alone, or is null", () => {
    expect(contactName({ firstname: "Anna", lastname: "Lindqvist" })).toBe("Anna Lindqvist");
    expect(contactName({ firstname: " ", lastname: "Lindqvist" })).toBe("Lindqvist");
    expect(contactName({ firstname: null, lastname: null })).toBeNull();
    expect(contactName(null)).toBeNull();
  });
});
