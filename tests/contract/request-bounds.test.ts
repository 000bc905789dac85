import { describe, expect, it } from "vitest";
import { loadContract } from "../../src/server/contract.ts";
import { bodyLimitOf, listOperations } from "../../src/server/plugins/contract-routes.ts";
import { DEFAULT_BODY_LIMIT, NO_BODY_LIMIT } from "../../src/server/plugins/request-guards.ts";

/**
 * What the server's cheap pre-checks rely on (issue 13), for every operation of the contract,
 * the ones still to be built included: every object of a request body is closed (an unknown
 * field is refused) or bounded by maxProperties, every array has maxItems, every string
 * maxLength (or a fixed set of values), every string parameter maxLength; every operation
 * has a body limit.
 */
const contract = loadContract();
const schemas = (contract.components.schemas ?? {}) as Record<string, Record<string, any>>;
const operations = listOperations(contract);

function problemsOf(schema: Record<string, any> | undefined, path: string, seen: Set<string>, out: string[]) {
  if (!schema || typeof schema !== "object") return;
  if (typeof schema.$ref === "string") {
    const name = schema.$ref.split("/").pop()!;
    if (seen.has(name)) return;
    problemsOf(schemas[name], `${path}<${name}>`, new Set([...seen, name]), out);
    return;
  }
  for (const key of ["oneOf", "anyOf", "allOf"]) for (const inner of schema[key] ?? []) problemsOf(inner, path, seen, out);
  const types: string[] = [].concat(schema.type ?? []);
  if (types.includes("object") || schema.properties) {
    const additional = schema.additionalProperties;
    if (additional !== false && schema.maxProperties === undefined)
      out.push(`${path}: an open object needs additionalProperties: false or maxProperties`);
    if (additional && typeof additional === "object") problemsOf(additional, `${path}.*`, seen, out);
    for (const [key, inner] of Object.entries<Record<string, any>>(schema.properties ?? {})) problemsOf(inner, `${path}.${key}`, seen, out);
  }
  if (types.includes("array") || schema.items) {
    if (schema.maxItems === undefined) out.push(`${path}: an array needs maxItems`);
    problemsOf(schema.items, `${path}[]`, seen, out);
  }
  if (
    types.includes("string") &&
    schema.maxLength === undefined &&
    schema.enum === undefined &&
    schema.const === undefined &&
    schema.format !== "binary"
  ) {
    out.push(`${path}: a string needs maxLength`);
  }
}

describe("request bounds in the contract", () => {
  it("has operations to check", () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  for (const op of operations) {
    it(`${op.operationId}: bodies closed and bounded, parameters bounded, a body limit`, () => {
      const problems: string[] = [];
      const json = op.definition.requestBody?.content?.["application/json"]?.schema;
      if (json) problemsOf(json, "body", new Set(), problems);
      for (const parameter of [...op.pathParameters, ...((op.definition.parameters as any[]) ?? [])]) {
        problemsOf(parameter.schema, `${parameter.in}.${parameter.name}`, new Set(), problems);
      }
      expect(problems).toEqual([]);
      const limit = bodyLimitOf(op);
      if (op.definition.requestBody) expect(limit).toBeGreaterThanOrEqual(DEFAULT_BODY_LIMIT);
      else expect(limit).toBe(NO_BODY_LIMIT);
      expect(limit).toBeLessThanOrEqual(64 * 1024 * 1024);
    });
  }
});
