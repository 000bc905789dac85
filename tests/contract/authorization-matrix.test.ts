import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContract } from "../../src/server/contract.ts";
import { INDIVIDUAL_PERMISSIONS } from "../../src/shared/permissions.ts";
import { accessOf, listOperations } from "../../src/server/plugins/contract-routes.ts";
import { ANY_LANGUAGE } from "../../src/server/plugins/access.ts";
import { anonymous, createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";
import { SchemaValues } from "./probe/schema-values.ts";

/**
 * Built from the contract itself, so it covers every operation, built or still 501:
 * no session -> 401; a session without the operation's permission -> 403; with it -> neither.
 * The identity that owns nothing (logged in, no permission, no language) -> 403 wherever a
 * permission or a language right is needed, neither 401 nor 403 elsewhere. x-language-permission:
 * the operation's permission without the language right -> 403, with it -> neither.
 */
const contract = loadContract();
const operations = listOperations(contract).map((op) => ({ ...op, access: accessOf(op.definition) }));
type Operation = (typeof operations)[number];

/** A concrete URL for an OpenAPI path: ids far beyond the test data, enums' first value. */
function urlFor(op: (typeof operations)[number]): string {
  const parameters = [...op.pathParameters, ...((op.definition.parameters as any[]) ?? [])];
  return op.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const schema = parameters.find((p) => p.name === name && p.in === "path")?.schema ?? {};
    if (schema.enum) return encodeURIComponent(schema.enum[0]);
    return schema.type === "string" ? "none" : "987654321";
  });
}

const values = new SchemaValues((contract.components.schemas ?? {}) as Record<string, Record<string, any>>);
/** The language the language-right checks edit; the "without" accounts hold another one. */
const LANGUAGE = "sv";

/**
 * Valid bodies of an operation with the language at its x-language-permission place (body.x):
 * the right is checked after validation, so only a valid request reaches the check.
 */
function languageBodies(op: Operation): unknown[] {
  const where = String(op.access.languagePermission);
  const schema = op.definition.requestBody?.content?.["application/json"]?.schema;
  if (!where.startsWith("body.") || !schema) throw new Error(`${op.operationId}: the matrix reads languages from the body only (${where})`);
  return fc
    .sample(values.arbitrary(schema), { numRuns: 10, seed: 13 })
    .map((body) => ({ ...(body as object), [where.slice(5)]: LANGUAGE }));
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
      const request = {
        method: op.method as "GET",
        url: urlFor(op),
        payload: ["POST", "PUT", "PATCH"].includes(op.method) ? {} : undefined,
      };
      const { permission } = op.access;
      if (permission === "public") {
        const answer = await anonymous(t.app).request(request);
        expect([401, 403], answer.body).not.toContain(answer.statusCode);
        return;
      }
      const none = await anonymous(t.app).request(request);
      expect(none.statusCode, none.body).toBe(401);

      if (permission !== "authenticated") {
        const without = await clientWith(
          INDIVIDUAL_PERMISSIONS.filter((p) => !permission.includes(p)),
          ["all"],
        );
        const refused = await without.request(request);
        expect(refused.statusCode, refused.body).toBe(403);
      }
      const granted = permission === "authenticated" ? ["dashboard"] : [permission[0]!];
      const allowed = await (await clientWith(granted, ["all"])).request(request);
      expect([401, 403], `${allowed.statusCode} ${allowed.body}`).not.toContain(allowed.statusCode);
      expect(allowed.statusCode, allowed.body).not.toBe(500);

      const languageRight = op.access.languagePermission;
      const nothing = await clientWith([], []);
      if (languageRight && languageRight !== ANY_LANGUAGE) {
        // A valid body, the first one a holder of every language gets past validation with.
        const bodies = languageBodies(op);
        let body: unknown;
        for (const candidate of bodies) {
          const answer = await (await clientWith(granted, ["all"])).request({ ...request, payload: candidate as object });
          if (answer.statusCode !== 400) {
            body = candidate;
            break;
          }
        }
        expect(body, `no valid body for ${op.operationId} among ${JSON.stringify(bodies)}`).toBeDefined();
        const edit = { ...request, payload: body as object };
        for (const [who, client] of [
          ["another language", await clientWith(granted, ["en"])],
          ["no language", await clientWith(granted, [])],
          ["nothing", nothing],
        ] as const) {
          const refused = await client.request(edit);
          expect(refused.statusCode, `${who}: ${refused.body}`).toBe(403);
        }
        const mayEdit = await (await clientWith(granted, [LANGUAGE])).request(edit);
        expect([401, 403], `${mayEdit.statusCode} ${mayEdit.body}`).not.toContain(mayEdit.statusCode);
        return;
      }
      if (languageRight === ANY_LANGUAGE) {
        expect((await (await clientWith(granted, [])).request(request)).statusCode).toBe(403);
        const anyLanguage = await (await clientWith(granted, [LANGUAGE])).request(request);
        expect([401, 403], `${anyLanguage.statusCode} ${anyLanguage.body}`).not.toContain(anyLanguage.statusCode);
      }
      // The identity that owns nothing: refused wherever a permission or a language is needed.
      const owningNothing = await nothing.request(request);
      if (permission === "authenticated" && !languageRight) {
        expect([401, 403], `${owningNothing.statusCode} ${owningNothing.body}`).not.toContain(owningNothing.statusCode);
      } else {
        expect(owningNothing.statusCode, owningNothing.body).toBe(403);
      }
    });
  }

  it("has language-right operations of both kinds to check", () => {
    const rights = operations.map((op) => op.access.languagePermission).filter(Boolean);
    expect(rights).toContain(ANY_LANGUAGE);
    expect(rights.some((where) => where !== ANY_LANGUAGE)).toBe(true);
  });

  it("grants everything to 'all'", async () => {
    const admin = await clientWith(["all"], ["all"]);
    for (const op of operations.filter((o) => o.access.permission !== "public" && o.method === "GET")) {
      const answer = await admin.request({ method: "GET", url: urlFor(op) });
      expect([401, 403], `${op.operationId}: ${answer.body}`).not.toContain(answer.statusCode);
    }
  });
});
