import { describe, expect, it } from "vitest";
import { loadContract } from "../../src/server/contract.ts";
import { listOperations } from "../../src/server/plugins/contract-routes.ts";
import { versionRuleOf } from "../../src/server/plugins/version-required.ts";

/**
 * No lost updates (issue 13, finding 4), held for every operation of the contract, the ones
 * still to be built included: an update must be marked x-version-required, so the server asks
 * for the record's version before its handler runs. An update is
 * - every PUT and PATCH (they change a stored record), and
 * - every other operation whose body carries a version (`updatedAt`, at the top or in an object
 *   of the body) unless its operationId starts with "create" (a create has no version yet).
 * An operation that looks like an update and is none says why in `x-version-exempt`. A marked
 * operation's rule names fields its body has, and it answers 428 and 409 and takes the version
 * as an If-Match header, all from the shared components.
 */
const contract = loadContract();
const schemas = (contract.components.schemas ?? {}) as Record<string, Record<string, any>>;
const operations = listOperations(contract);

/** The properties a body schema can have (through $ref, allOf, oneOf, anyOf). */
function propertiesOf(schema: Record<string, any> | undefined, seen = new Set<string>()): Record<string, Record<string, any>> {
  if (!schema || typeof schema !== "object") return {};
  if (typeof schema.$ref === "string") {
    const name = schema.$ref.split("/").pop()!;
    return seen.has(name) ? {} : propertiesOf(schemas[name], new Set([...seen, name]));
  }
  const properties: Record<string, Record<string, any>> = { ...(schema.properties ?? {}) };
  for (const key of ["allOf", "oneOf", "anyOf"])
    for (const inner of schema[key] ?? []) Object.assign(properties, propertiesOf(inner, seen));
  return properties;
}

/** True when the body schema has the field at this path (["page", "updatedAt"]). */
function hasField(schema: Record<string, any> | undefined, path: string[]): boolean {
  let node = schema;
  for (const key of path) {
    node = propertiesOf(node)[key];
    if (!node) return false;
  }
  return true;
}

/** Paths of the version fields a body carries: updatedAt at the top or one object down. */
function versionFieldsOf(body: Record<string, any> | undefined): string[] {
  const top = propertiesOf(body);
  const found = "updatedAt" in top ? ["updatedAt"] : [];
  for (const [name, inner] of Object.entries(top)) if ("updatedAt" in propertiesOf(inner)) found.push(`${name}.updatedAt`);
  return found;
}

const bodyOf = (op: (typeof operations)[number]) =>
  op.definition.requestBody?.content?.["application/json"]?.schema as Record<string, any> | undefined;

/** Why the contract must mark the operation, or undefined when it need not. */
function reasonToMark(op: (typeof operations)[number]): string | undefined {
  if (op.method === "PUT" || op.method === "PATCH") return `a ${op.method} changes a stored record`;
  const fields = versionFieldsOf(bodyOf(op));
  if (fields.length > 0 && !op.operationId.startsWith("create")) return `its body carries ${fields.join(", ")} and it is not a create`;
  return undefined;
}

describe("version rule in the contract", () => {
  it("marks updates, built or not", () => {
    const marked = operations.filter((op) => op.definition["x-version-required"] !== undefined).map((op) => op.operationId);
    expect(marked).toEqual(
      expect.arrayContaining([
        "updateAccount",
        "updateLocation",
        "updateContact",
        "saveCmsPage",
        "updateGeographicArea",
        "updateMediaFolder",
        "saveOrderFormTemplateProperty",
      ]),
    );
  });

  for (const op of operations) {
    const reason = reasonToMark(op);
    const mark = op.definition["x-version-required"];
    const exempt = op.definition["x-version-exempt"];
    if (!reason && mark === undefined) continue;
    it(`${op.operationId} (${op.method} ${op.path})`, () => {
      if (exempt !== undefined) {
        expect(mark, "exempt and marked at once").toBeUndefined();
        expect(typeof exempt === "string" && exempt.trim().length > 20, "x-version-exempt says why").toBe(true);
        return;
      }
      if (reason)
        expect(mark, `${op.operationId} must be marked x-version-required (or say why not in x-version-exempt): ${reason}`).toBeDefined();
      expect(mark, `${op.operationId}: x-version-required: false would leave an update unguarded; leave creates unmarked`).not.toBe(false);
      const rule = versionRuleOf(op.definition)!;
      const body = bodyOf(op);
      expect(body, "a marked operation takes a JSON body").toBeDefined();
      for (const path of [rule.token, rule.whenSet, rule.unlessTrue].filter((p): p is string[] => p !== undefined)) {
        expect(hasField(body, path), `body field ${path.join(".")}`).toBe(true);
      }
      const responses = op.definition.responses ?? {};
      expect(responses["428"], "answers 428 from the shared component").toEqual({ $ref: "#/components/responses/PreconditionRequired" });
      expect(responses["409"], "answers 409 for a stale version").toEqual({ $ref: "#/components/responses/Conflict" });
      const parameters = (op.definition.parameters as any[]).map((p) => `${p.in}:${p.name}`);
      expect(parameters, "takes the version as an If-Match header").toContain("header:If-Match");
    });
  }
});
