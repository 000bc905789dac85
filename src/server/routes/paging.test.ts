import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { HttpError } from "../http-errors.ts";
import { openDatabase, type Database } from "../db/database.ts";
import {
  booleanFilter,
  containsPattern,
  countTotal,
  EXACT_TOTAL_LIMIT,
  inIdOrder,
  oneOfFilter,
  pageWindow,
  parseFilters,
  planRows,
  sortOf,
  textFilter,
  totalOf,
} from "./paging.ts";

/** The HttpError a call throws, so tests can assert status and fields together. */
function thrown(fn: () => unknown): HttpError {
  try {
    fn();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error("expected an HttpError");
}

describe("pageWindow", () => {
  it("turns a 1-based page and a count into offset and limit, 100 rows by default", () => {
    expect(pageWindow({})).toEqual({ offset: 0, limit: 100 });
    expect(pageWindow({ page: 3, count: 25 })).toEqual({ offset: 50, limit: 25 });
    expect(pageWindow({ page: 1, count: 1000 })).toEqual({ offset: 0, limit: 1000 });
  });

  it("refuses page 0, fractions and counts above 1000 with the field", () => {
    expect(thrown(() => pageWindow({ page: 0 })).fields).toHaveProperty("page");
    expect(thrown(() => pageWindow({ page: 1.5 })).fields).toHaveProperty("page");
    expect(thrown(() => pageWindow({ count: 1001 })).fields).toHaveProperty("count");
    expect(thrown(() => pageWindow({ count: 0 })).statusCode).toBe(400);
  });
});

describe("sortOf", () => {
  const columns = { languageCode: "s.language_code", name: "s.name" } as const;
  const fallback = { field: "languageCode", direction: "asc" } as const;

  it("uses the default sort and direction when none is asked for", () => {
    expect(sortOf({}, columns, fallback)).toEqual({ field: "languageCode", column: "s.language_code", direction: "asc" });
    expect(sortOf({}, columns, { field: "name", direction: "desc" })).toMatchObject({ column: "s.name", direction: "desc" });
  });

  it("maps a whitelisted field to its column and keeps the direction asked for", () => {
    expect(sortOf({ sort: "name", direction: "desc" }, columns, fallback)).toEqual({ field: "name", column: "s.name", direction: "desc" });
    expect(sortOf({ sort: "name" }, columns, fallback).direction).toBe("asc");
  });

  it("refuses fields outside the whitelist, including inherited object keys", () => {
    expect(thrown(() => sortOf({ sort: "password_hash" }, columns, fallback)).fields).toEqual({
      sort: "must be one of languageCode, name",
    });
    expect(thrown(() => sortOf({ sort: "constructor" }, columns, fallback)).statusCode).toBe(400);
  });
});

describe("parseFilters", () => {
  const spec = { search: textFilter(10), isActive: booleanFilter(), status: oneOfFilter(["new", "failed"] as const) };

  it("answers no filters for a missing or blank parameter", () => {
    expect(parseFilters(undefined, spec)).toEqual({});
    expect(parseFilters("  ", spec)).toEqual({});
    expect(parseFilters("{}", spec)).toEqual({});
  });

  it("reads whitelisted keys and drops empty values", () => {
    expect(parseFilters('{"search":" sv ","isActive":"false","status":"new"}', spec)).toEqual({
      search: "sv",
      isActive: false,
      status: "new",
    });
    expect(parseFilters('{"search":"","isActive":null,"status":""}', spec)).toEqual({});
    expect(parseFilters('{"isActive":true}', spec)).toEqual({ isActive: true });
  });

  it("refuses bad JSON and non-objects on the filters field", () => {
    for (const raw of ["{", "[]", "null", '"text"', "42"]) {
      const error = thrown(() => parseFilters(raw, spec));
      expect(error.statusCode, raw).toBe(400);
      expect(error.fields, raw).toEqual({ filters: "must be a JSON object" });
    }
  });

  it("names every unknown key and every bad value", () => {
    const error = thrown(() => parseFilters('{"colour":"red","search":42,"isActive":"maybe","status":"old","__proto__":1}', spec));
    expect(Object.keys(error.fields!).sort()).toEqual([
      "filters.__proto__",
      "filters.colour",
      "filters.isActive",
      "filters.search",
      "filters.status",
    ]);
    expect(error.fields!["filters.search"]).toBe("must be a string");
    expect(thrown(() => parseFilters(JSON.stringify({ search: "x".repeat(11) }), spec)).fields).toEqual({
      "filters.search": "must have at most 10 characters",
    });
  });
});

describe("totals and ordering", () => {
  it("is exact up to the limit and an estimate, never below what was counted, above it", () => {
    expect(totalOf(0, () => 999)).toEqual({ total: 0, totalIsEstimate: false });
    expect(totalOf(EXACT_TOTAL_LIMIT, () => 1)).toEqual({ total: EXACT_TOTAL_LIMIT, totalIsEstimate: false });
    expect(totalOf(EXACT_TOTAL_LIMIT + 1, () => 250_000.4)).toEqual({ total: 250_000, totalIsEstimate: true });
    expect(totalOf(EXACT_TOTAL_LIMIT + 1, () => 50)).toEqual({ total: EXACT_TOTAL_LIMIT + 1, totalIsEstimate: true });
  });

  it("reads Plan Rows from EXPLAIN output as object or text", () => {
    expect(planRows([{ Plan: { "Plan Rows": 1234 } }])).toBe(1234);
    expect(planRows(JSON.stringify([{ Plan: { "Plan Rows": 7 } }]))).toBe(7);
    expect(planRows(undefined)).toBe(0);
  });

  it("puts rows back in the order of the id page and skips vanished ids", () => {
    expect(inIdOrder([{ id: 1 }, { id: 3 }, { id: 2 }], [3, 9, 1, 2])).toEqual([{ id: 3 }, { id: 1 }, { id: 2 }]);
  });

  it("escapes LIKE wildcards typed by the user", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});

describe("countTotal on the embedded database", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: "memory://" });
    await database.exec(`create table numbers (id int primary key, even boolean not null);
      insert into numbers select n, n % 2 = 0 from generate_series(1, 30000) n; analyze numbers;`);
  });
  afterAll(() => database?.close());

  const numbers = () => (database.db as any).selectFrom("numbers").select("id");

  it("counts exactly when at most 10,000 rows match", async () => {
    expect(await countTotal(database.db, numbers().where("id", "<=", 10_000).orderBy("id"))).toEqual({
      total: 10_000,
      totalIsEstimate: false,
    });
    expect(await countTotal(database.db, numbers().where("id", "<", 0))).toEqual({ total: 0, totalIsEstimate: false });
  });

  it("answers the planner's estimate, flagged, when more match", async () => {
    const { total, totalIsEstimate } = await countTotal(database.db, numbers().where(sql`even`, "=", true));
    expect(totalIsEstimate).toBe(true);
    // The planner knows the table has 30,000 rows; half of them being even is its guess.
    expect(total).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    expect(total).toBeLessThanOrEqual(30_000);
  });
});
