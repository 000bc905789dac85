import { describe, expect, it } from "vitest";
import {
  Findings,
  jsonShapeProblem,
  limitCheck,
  listOf,
  MAX_DEPTH,
  MAX_OBJECT_FIELDS,
  MAX_REPORTED_FIELDS,
  NUL_MESSAGE,
  scanValues,
} from "./request-guards.ts";

const fieldsOf = (run: (found: Findings) => void) => {
  const found = new Findings();
  run(found);
  return found.fields();
};

describe("the JSON shape check before parsing", () => {
  it("refuses nesting deeper than MAX_DEPTH and objects with too many fields, not counting what is inside strings", () => {
    expect(jsonShapeProblem(`${"[".repeat(MAX_DEPTH)}${"]".repeat(MAX_DEPTH)}`)).toBeUndefined();
    expect(jsonShapeProblem(`${"[".repeat(MAX_DEPTH + 1)}${"]".repeat(MAX_DEPTH + 1)}`)).toMatch(/nested more than/);
    expect(jsonShapeProblem(`{"a":"${"[{".repeat(1000)}"}`)).toBeUndefined();
    expect(jsonShapeProblem(`{"a":"\\"[[[[","b":1}`)).toBeUndefined();
    const object = (n: number) => JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}`, 1])));
    expect(jsonShapeProblem(object(MAX_OBJECT_FIELDS))).toBeUndefined();
    expect(jsonShapeProblem(object(MAX_OBJECT_FIELDS + 1))).toMatch(/more than 1000 fields/);
    // Arrays may be long (their maxItems is checked after parsing); commas in strings do not count.
    expect(jsonShapeProblem(JSON.stringify({ a: Array.from({ length: 5000 }, (_, i) => i), b: ",".repeat(5000) }))).toBeUndefined();
  });
});

describe("the NUL and depth scan", () => {
  it("names every string and field name holding a NUL by its path", () => {
    const fields = fieldsOf((found) =>
      scanValues({ a: "x\u0000", b: [{ c: "ok" }, { "d\u0000": 1 }], e: { f: ["\u0000"] } }, "body", found),
    );
    expect(fields).toEqual({ a: NUL_MESSAGE, "b.1.d\\u0000": NUL_MESSAGE, "e.f.0": NUL_MESSAGE });
    expect(fieldsOf((found) => scanValues("\u0000", "query", found))).toEqual({ query: NUL_MESSAGE });
  });

  it("stops at MAX_DEPTH and after MAX_REPORTED_FIELDS fields", () => {
    let deep: unknown = "x";
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(Object.values(fieldsOf((found) => scanValues({ deep }, "body", found)))).toEqual([expect.stringMatching(/nested more than/)]);
    const many = fieldsOf((found) =>
      scanValues(
        Array.from({ length: 1000 }, () => "\u0000"),
        "body",
        found,
      ),
    );
    expect(Object.keys(many)).toHaveLength(MAX_REPORTED_FIELDS);
  });

  it("keeps field names that are Object.prototype's own as plain fields", () => {
    const fields = fieldsOf((found) => scanValues(JSON.parse('{"__proto__":"\\u0000","constructor":"\\u0000"}'), "body", found));
    expect(Object.keys(fields).sort()).toEqual(["__proto__", "constructor"]);
  });
});

describe("the size check", () => {
  const schemas: Record<string, Record<string, unknown>> = {
    Id: { type: "integer" },
    Ref: { type: "object", properties: { id: { $ref: "#/components/schemas/Id" }, name: { type: "string", maxLength: 3 } } },
  };
  const resolve = (ref: string) => schemas[ref.split("/").pop()!];
  const check = limitCheck(
    {
      type: "object",
      maxProperties: 5,
      properties: {
        tags: { type: "array", maxItems: 2, items: { type: "string", maxLength: 2 } },
        refs: { type: "array", maxItems: 3, items: { $ref: "#/components/schemas/Ref" } },
        either: { oneOf: [{ type: "null" }, { type: "string", maxLength: 4 }, { type: "array", maxItems: 1 }] },
        map: { type: "object", additionalProperties: { type: "string", maxLength: 1 } },
      },
    },
    resolve,
  );
  const run = (value: unknown) => fieldsOf((found) => check(value, "body", found));

  it("finds arrays over maxItems without looking into them, strings over maxLength and objects over maxProperties", () => {
    expect(run({ tags: ["a", "b", "c"] })).toEqual({ tags: "must have at most 2 items" });
    expect(run({ tags: ["abc", 5] })).toEqual({ "tags.0": "must have at most 2 characters" });
    expect(run({ refs: [{ id: 1, name: "abcd" }] })).toEqual({ "refs.0.name": "must have at most 3 characters" });
    expect(run({ a: 1, b: 2, c: 3, d: 4, e: 5, f: 6 })).toEqual({ body: "must have at most 5 fields" });
    expect(run({ map: { x: "yy" } })).toEqual({ "map.x": "must have at most 1 characters" });
  });

  it("follows the branch a value's type picks, and counts characters as the validator does (code points)", () => {
    expect(run({ either: "abcde" })).toEqual({ either: "must have at most 4 characters" });
    expect(run({ either: [1, 2] })).toEqual({ either: "must have at most 1 items" });
    expect(run({ either: null })).toEqual({});
    expect(run({ either: "😀😀😀😀" })).toEqual({});
  });

  it("leaves wrong types and everything else to the validator", () => {
    expect(run({ tags: "not an array", refs: [{ id: "x" }], either: 5, unknown: "x".repeat(100) })).toEqual({});
  });
});

describe("field names in a message", () => {
  it("cuts made-up long names, so ten of them fit the error shape's 2,000 characters", () => {
    const long = "x".repeat(3000);
    const message = listOf([long, "name", ...Array.from({ length: 20 }, () => `é${long}`)]);
    expect([...message].length).toBeLessThan(1200);
    expect(message).toMatch(/^x{100}…, name, éx{99}…/);
    expect(message.endsWith(" and 12 more")).toBe(true);
    expect(listOf(["a", "b"])).toBe("a, b");
  });
});
