import { describe, expect, it } from "vitest";
import { HttpError } from "../../http-errors.ts";
import { emailKey, MIN_PORTAL_PASSWORD, readContactWrite, readEmail, type ContactInput } from "./contact-input.ts";

/** The 400's fields of a refused body (fails the test when the body is taken). */
function failures(input: ContactInput, mode: "create" | "update" = "create"): Record<string, string> {
  try {
    readContactWrite(input, mode);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
    return (error as HttpError).fields ?? {};
  }
  throw new Error("the body was taken");
}

describe("readContactWrite", () => {
  it("trims texts, stores empty ones as null and leaves unsent parts undefined", () => {
    const write = readContactWrite({ firstname: "  Maja ", lastname: "", telephone: null }, "update");
    expect(write.fields).toEqual({ firstname: "Maja", lastname: null, telephone: null });
    expect(write.primary).toBeUndefined();
    expect(write.alternatives).toBeUndefined();
    expect(write.countryCode).toBeUndefined();
    expect(write.account).toBeUndefined();
  });

  it("reads the address: null clears every part, a country by its code", () => {
    expect(readContactWrite({ lastname: "A", address: null }, "create")).toMatchObject({
      fields: { street: null, zip_code: null, city: null, city2: null },
      countryCode: null,
    });
    const write = readContactWrite({ lastname: "A", address: { street: " Gatan 1 ", city: "Lund", country: { code: "SE" } } }, "create");
    expect(write.fields).toMatchObject({ street: "Gatan 1", city: "Lund" });
    expect(write.fields.zip_code).toBeUndefined();
    expect(write.countryCode).toBe("SE");
    expect(readContactWrite({ lastname: "A", address: { country: null } }, "create").countryCode).toBeNull();
    expect(readContactWrite({ lastname: "A", address: { city: "Lund" } }, "create").countryCode).toBeUndefined();
  });

  it("reads the primary and the alternatives, skipping empty alternatives", () => {
    const write = readContactWrite(
      {
        primaryEmail: { value: " Main@X.test " },
        alternativeEmails: [{ value: "" }, { value: "two@x.test", id: 4 }, { value: "  " }, { value: "three@x.test" }],
      },
      "create",
    );
    expect(write.primary).toBe("Main@X.test");
    expect(write.alternatives).toEqual(["two@x.test", "three@x.test"]);
    expect(readContactWrite({ primaryEmail: null }, "update").primary).toBeNull();
  });

  it("refuses addresses that are none, or listed twice in any case, naming each field", () => {
    expect(failures({ lastname: "A", primaryEmail: { value: "nope" } })).toEqual({ "primaryEmail.value": "must be an e-mail address" });
    expect(
      failures({
        lastname: "A",
        primaryEmail: { value: "a@x.test" },
        alternativeEmails: [{ value: "A@X.test" }, { value: "b@x.test" }, { value: "B@x.TEST" }, { value: "no at" }],
      }),
    ).toEqual({
      "alternativeEmails.0.value": "is listed twice",
      "alternativeEmails.2.value": "is listed twice",
      "alternativeEmails.3.value": "must be an e-mail address",
    });
  });

  it("needs a name or a primary e-mail on create, not on update", () => {
    expect(failures({})).toHaveProperty("lastname");
    expect(failures({ firstname: " ", lastname: null, primaryEmail: null })).toHaveProperty("lastname");
    expect(() => readContactWrite({ firstname: "Bo" }, "create")).not.toThrow();
    expect(() => readContactWrite({ primaryEmail: { value: "bo@x.test" } }, "create")).not.toThrow();
    expect(() => readContactWrite({}, "update")).not.toThrow();
  });

  it("asks for a portal account only with a username and a password, checked", () => {
    const password = "p".repeat(MIN_PORTAL_PASSWORD);
    expect(
      readContactWrite({ lastname: "A", account: { username: "u@x.test", password, repeatPassword: password } }, "create").account,
    ).toEqual({
      username: "u@x.test",
      password,
    });
    expect(readContactWrite({ lastname: "A", account: { username: "u@x.test", password: null } }, "create").account).toBeUndefined();
    expect(readContactWrite({ lastname: "A", account: { username: "", password } }, "create").account).toBeUndefined();
    expect(readContactWrite({ lastname: "A", account: null }, "create").account).toBeUndefined();
    expect(failures({ lastname: "A", account: { username: "u@x.test", password: "short", repeatPassword: "short" } })).toEqual({
      "account.password": `must have at least ${MIN_PORTAL_PASSWORD} characters`,
    });
    expect(failures({ lastname: "A", account: { username: "u@x.test", password, repeatPassword: `${password}x` } })).toEqual({
      "account.repeatPassword": "does not match the password",
    });
    expect(failures({ lastname: "A", account: { username: "nope", password, repeatPassword: password } })).toEqual({
      "account.username": "must look like an e-mail address",
    });
  });
});

describe("readEmail and emailKey", () => {
  it("trims an address and refuses a non-address with 400 naming email", () => {
    expect(readEmail(" a@b.test ")).toBe("a@b.test");
    for (const bad of ["", "a@b", "a b@c.test", "@b.test"]) {
      expect(() => readEmail(bad)).toThrow(expect.objectContaining({ statusCode: 400, fields: { email: "must be an e-mail address" } }));
    }
  });

  it("compares addresses whatever their case or surrounding spaces", () => {
    expect(emailKey(" Anna@Example.COM ")).toBe(emailKey("anna@example.com"));
  });
});
