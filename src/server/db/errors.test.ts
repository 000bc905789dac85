import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, mapDatabaseError } from "./errors.ts";

describe("database error mapping", () => {
  it("treats connection failures as an outage", () => {
    expect(isDatabaseUnavailable({ code: "ECONNREFUSED" })).toBe(true);
    expect(isDatabaseUnavailable({ code: "57P01" })).toBe(true);
    expect(isDatabaseUnavailable({ code: "08006" })).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable({ code: "23505" })).toBe(false);
  });

  it("turns data errors into 400 and 409 with the field where known", () => {
    expect(mapDatabaseError({ code: "23505", constraint: "accounts_email_key" })).toMatchObject({ statusCode: 409, fields: { email: "is already in use" } });
    expect(mapDatabaseError({ code: "23505", constraint: "sites_language_code_key" })).toMatchObject({ statusCode: 409, fields: { languageCode: "is already in use" } });
    expect(mapDatabaseError({ code: "22P02" })?.statusCode).toBe(400);
    expect(mapDatabaseError({ code: "23503" })?.statusCode).toBe(409);
    expect(mapDatabaseError({ code: "XX000" })).toBeUndefined();
  });
});
