import { describe, expect, it } from "vitest";
import { containsPattern, personOf, type PersonSource } from "./person.ts";

const source = (over: Partial<PersonSource> = {}): PersonSource => ({
  contactId: 7,
  firstname: " Anna ",
  lastname: "Lindqvist",
  employer: null,
  street: null,
  telephone: null,
  mobilePhone: null,
  emails: [],
  portalUsernames: [],
  ...over,
});

describe("personOf", () => {
  it("keeps the addresses and usernames in lower case, each once", () => {
    const person = personOf(source({ emails: ["Anna@X.test", "anna@x.test ", "  "], portalUsernames: ["Anna@X.test"] }));
    expect(person.contactId).toBe(7);
    expect(person.emails).toEqual(["anna@x.test"]);
    expect(person.portalUsernames).toEqual(["anna@x.test"]);
  });

  it("finds the person by address, phone (as written and as digits) and full name", () => {
    const person = personOf(source({ emails: ["anna@x.test"], telephone: "+46 70-123 45 67", mobilePhone: "  " }));
    expect(person.needles).toEqual(["anna@x.test", "+46 70-123 45 67", "46701234567", "anna lindqvist"]);
  });

  it("never finds by a value short enough to name someone else", () => {
    const person = personOf(source({ firstname: "Li", lastname: "Wu", telephone: "112", emails: ["a@b"] }));
    // "li wu" is five characters: a full name still counts; "112" and "a@b" do not.
    expect(person.needles).toEqual(["li wu"]);
    expect(person.blanked).toEqual(["li wu", "li", "wu"]);
  });

  it("does not make bare digits of a short number", () => {
    expect(personOf(source({ firstname: null, telephone: "12-345" })).needles).toEqual(["12-345"]);
  });

  it("blanks names, employer and street on their own inside the person's records", () => {
    const person = personOf(source({ employer: "Snickeri AB", street: "Storgatan  1" }));
    expect(person.blanked).toEqual(["anna lindqvist", "anna", "lindqvist", "snickeri ab", "storgatan 1"]);
  });

  it("has no needles without a name, address or phone", () => {
    const person = personOf(source({ firstname: null, lastname: null }));
    expect(person.needles).toEqual([]);
    expect(person.blanked).toEqual([]);
  });
});

describe("containsPattern", () => {
  it("wraps the needle in % and takes its own wildcards and backslashes literally", () => {
    expect(containsPattern("anna@x.test")).toBe("%anna@x.test%");
    expect(containsPattern("a_b%c\\d")).toBe("%a\\_b\\%c\\\\d%");
  });
});
