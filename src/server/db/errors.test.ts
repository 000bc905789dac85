import { describe, expect, it } from "vitest";
import { BUSY_RETRY_AFTER_SECONDS, isDatabaseUnavailable, mapDatabaseError, PoolBusyError } from "./errors.ts";

describe("database error mapping", () => {
  it("treats connection failures as an outage", () => {
    expect(isDatabaseUnavailable({ code: "ECONNREFUSED" })).toBe(true);
    expect(isDatabaseUnavailable({ code: "57P01" })).toBe(true);
    expect(isDatabaseUnavailable({ code: "08006" })).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable({ code: "23505" })).toBe(false);
  });

  it("turns data errors into 400 and 409 with the field where known", () => {
    expect(mapDatabaseError({ code: "23505", constraint: "accounts_email_key" })).toMatchObject({
      statusCode: 409,
      fields: { email: "is already in use" },
    });
    expect(mapDatabaseError({ code: "23505", constraint: "sites_language_code_key" })).toMatchObject({
      statusCode: 409,
      fields: { languageCode: "is already in use" },
    });
    expect(mapDatabaseError({ code: "22P02" })?.statusCode).toBe(400);
    expect(mapDatabaseError({ code: "23503" })?.statusCode).toBe(409);
    expect(mapDatabaseError({ code: "XX000" })).toBeUndefined();
  });
});

const pgError = (code: string, extra: Record<string, unknown> = {}) => Object.assign(new Error(`error ${code}`), { code, ...extra });

/** Database errors by SQLSTATE class: only a real outage is 503; a bad value is the request's 400. */
describe("database errors by SQLSTATE", () => {
  it("calls only connection failures, shutdowns and a full server an outage", () => {
    for (const code of [
      "08000",
      "08003",
      "08006",
      "08001",
      "08004",
      "08P01",
      "57P01",
      "57P02",
      "57P03",
      "53300",
      "ECONNREFUSED",
      "ECONNRESET",
      "ETIMEDOUT",
    ]) {
      expect(isDatabaseUnavailable(pgError(code)), code).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new AggregateError([pgError("ECONNREFUSED")]), {}))).toBe(true);
    for (const code of ["22021", "22P02", "22001", "23505", "23503", "42P01", "42703", "57014", "40001", "XX000", "53100"]) {
      expect(isDatabaseUnavailable(pgError(code)), code).toBe(false);
    }
    // A SQLSTATE decides, whatever the message says.
    expect(isDatabaseUnavailable(pgError("22021", { message: "Connection terminated" }))).toBe(false);
  });

  it("answers data exceptions (class 22) 400", () => {
    for (const code of ["22021", "22P05", "22001", "22003", "22P02", "22007", "22008", "22012", "2200G"]) {
      expect(mapDatabaseError(pgError(code))?.statusCode, code).toBe(400);
    }
  });

  it("answers integrity violations (class 23): duplicates and references 409 naming the field where it can, missing or disallowed values 400", () => {
    expect(mapDatabaseError(pgError("23505", { constraint: "sites_language_code_key" }))).toMatchObject({
      statusCode: 409,
      fields: { languageCode: "is already in use" },
    });
    expect(mapDatabaseError(pgError("23503"))?.statusCode).toBe(409);
    expect(mapDatabaseError(pgError("23P01"))?.statusCode).toBe(409);
    expect(mapDatabaseError(pgError("23502", { column: "name" }))).toMatchObject({ statusCode: 400, fields: { name: "is required" } });
    expect(mapDatabaseError(pgError("23514"))?.statusCode).toBe(400);
    expect(mapDatabaseError(pgError("23000"))?.statusCode).toBe(400);
  });

  it("leaves everything else to the server's 500", () => {
    for (const code of ["42P01", "42703", "XX000", "ECONNREFUSED", "08006"]) {
      expect(mapDatabaseError(pgError(code)), code).toBeUndefined();
    }
    expect(mapDatabaseError(new Error("no code"))).toBeUndefined();
  });
});

/** Load is not an outage: a busy pool and a stopped statement have codes of their own. */
describe("database load errors", () => {
  it("answers a pool with no free connection 503 DB_BUSY with a Retry-After, and not as an outage", () => {
    const busy = new PoolBusyError(3000);
    expect(isDatabaseUnavailable(busy)).toBe(false);
    expect(mapDatabaseError(busy)).toMatchObject({ statusCode: 503, code: "DB_BUSY", retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS });
  });

  it("answers a statement stopped by the statement timeout (57014) 503 DB_TIMEOUT", () => {
    const stopped = pgError("57014", { message: "canceling statement due to statement timeout" });
    expect(isDatabaseUnavailable(stopped)).toBe(false);
    expect(mapDatabaseError(stopped)).toMatchObject({ statusCode: 503, code: "DB_TIMEOUT" });
    expect(mapDatabaseError(stopped)?.retryAfterSeconds).toBeUndefined();
  });

  it("answers a deadlock (40P01) and a serialization failure (40001) 503 DB_BUSY with a Retry-After: the transaction was rolled back whole", () => {
    for (const code of ["40P01", "40001"]) {
      const rolledBack = pgError(code);
      expect(isDatabaseUnavailable(rolledBack)).toBe(false);
      expect(mapDatabaseError(rolledBack)).toMatchObject({ statusCode: 503, code: "DB_BUSY", retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS });
    }
  });

  it("counts a connection that could not be opened within the wait (08001) as an outage", () => {
    expect(isDatabaseUnavailable(pgError("08001"))).toBe(true);
  });
});
