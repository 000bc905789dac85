import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, mapDatabaseError } from "../db/errors.ts";
import { inlineParameters } from "./csv-copy.ts";

describe("parameters written into a COPY statement", () => {
  it("replaces placeholders by quoted literals, in order, also past $9", () => {
    const parameters = ["a", 2, true, null, "o'hara", "back\\slash", new Date("2026-01-02T03:04:05Z"), "x", "y", "ten"];
    const sql = `select * from "t" where a = $1 and b = $2 and c = $3 and d is not distinct from $4 and e = $5 and f = $6 and g = $7 and h in ($8, $9, $10)`;
    expect(inlineParameters({ sql, parameters })).toBe(
      `select * from "t" where a = 'a' and b = 2 and c = true and d is not distinct from null and e = 'o''hara' and f =  E'back\\\\slash' and g = '2026-01-02T03:04:05.000Z'::timestamptz and h in ('x', 'y', 'ten')`,
    );
  });

  it("leaves $n inside quoted strings and identifiers alone", () => {
    const sql = `select '$1 costs', "col$1", E'it\\'s $1', 'it''s $1', $1 from x`;
    expect(inlineParameters({ sql, parameters: ["v"] })).toBe(`select '$1 costs', "col$1", E'it\\'s $1', 'it''s $1', 'v' from x`);
  });

  it("refuses placeholders without a value and values it cannot write", () => {
    expect(() => inlineParameters({ sql: "select $2", parameters: ["a"] })).toThrow(/\$2/);
    expect(() => inlineParameters({ sql: "select $1", parameters: [{ a: 1 }] })).toThrow(/object/);
    expect(() => inlineParameters({ sql: "select $1", parameters: [Number.NaN] })).toThrow();
    expect(() => inlineParameters({ sql: "select 'open", parameters: [] })).toThrow(/Unterminated/);
  });

  it("refuses a NUL in a text as PostgreSQL refuses it in a parameter (22021, a bad value), never into the statement", () => {
    let thrown: unknown;
    try {
      inlineParameters({ sql: "select $1", parameters: ["a\u0000b"] });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ code: "22021" });
    expect(mapDatabaseError(thrown)?.statusCode).toBe(400);
    expect(isDatabaseUnavailable(thrown)).toBe(false);
  });
});
