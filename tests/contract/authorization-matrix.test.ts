import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContract } from "../../src/shared/api/contract.ts";
import { INDIVIDUAL_PERMISSIONS } from "../../src/shared/permissions.ts";
import { accessOf, listOperations } from "../../src/server/plugins/contract-routes.ts";
import { anonymous, createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";

/**
 * Built from the contract itself, so it covers every operation, built or still 501:
 * no session -> 401; a session without the operation's permission -> 403; with it -> neither.
 */
const contract = loadContract();
const operations = listOperations(contract).map((op) => ({ ...op, access: accessOf(op.definition) }));

/** A concrete URL for an OpenAPI path: ids far beyond the test data, enums' first value. */
function urlFor(op: (typeof operations)[number]): string {
  const parameters = [...op.pathParameters, ...((op.definition.parameters as any[]) ?? [])];
  return op.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const schema = parameters.find((p) => p.name === name && p.in === "path")?.schema ?? {};
    if (schema.enum) return encodeURIComponent(schema.enum[0]);
    return schema.type === "string" ? "none" : "987654321";
  });
}

describe.each(testDatabaseKinds)("authorization matrix on %s", (kind) => {
  let t: TestApp;
  const clients = new Map<string, Client>();
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  /** One logged-in client per permission set, shared by the operations that need it. */
  async function clientWith(permissions: string[], languages: string[] = []) {
    const key = `${permissions.join(",")}|${languages.join(",")}`;
    if (!clients.has(key)) clients.set(key, await t.login(permissions, languages));
    return clients.get(key)!;
  }

  it("covers the whole contract", () => {
    expect(operations.length).toBeGreaterThan(20);
    for (const op of operations) expect(op.operationId, `${op.method} ${op.path}`).toBeTruthy();
  });

  for (const op of operations) {
    const name = `${op.operationId} (${op.method} ${op.path})`;
    it(name, async () => {
      const request = { method: op.method as "GET", url: urlFor(op), payload: ["POST", "PUT", "PATCH"].includes(op.method) ? {} : undefined };
      const { permission } = op.access;
      if (permission === "public") {
        const answer = await anonymous(t.app).request(request);
        expect([401, 403], answer.body).not.toContain(answer.statusCode);
        return;
      }
      const none = await anonymous(t.app).request(request);
      expect(none.statusCode, none.body).toBe(401);

      if (permission !== "authenticated") {
        const without = await clientWith(INDIVIDUAL_PERMISSIONS.filter((p) => !permission.includes(p)), ["all"]);
        const refused = await without.request(request);
        expect(refused.statusCode, refused.body).toBe(403);
      }
      const granted = permission === "authenticated" ? ["dashboard"] : [permission[0]!];
      const allowed = await (await clientWith(granted, ["all"])).request(request);
      expect([401, 403], `${allowed.statusCode} ${allowed.body}`).not.toContain(allowed.statusCode);
      expect(allowed.statusCode, allowed.body).not.toBe(500);
    });
  }

  it("grants everything to 'all'", async () => {
    const admin = await clientWith(["all"], ["all"]);
    for (const op of operations.filter((o) => o.access.permission !== "public" && o.method === "GET")) {
      const answer = await admin.request({ method: "GET", url: urlFor(op) });
      expect([401, 403], `${op.operationId}: ${answer.body}`).not.toContain(answer.statusCode);
    }
  });
});
