import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../fixtures/app.ts";
import { listOperations } from "../../src/server/plugins/contract-routes.ts";
import { loadContract } from "../../src/server/contract.ts";

/**
 * Routes compile their validators and serializers on first use (plugins/lazy-schemas.ts); the
 * server compiles the rest after it listens. This proves every schema of the contract compiles,
 * as building the app did when it compiled them all at once.
 */
describe("the contract's schemas", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
    await t.app.ready();
  });
  afterAll(() => t?.close());

  it("wait for their first use, then all compile", async () => {
    // At least a validator or serializer per operation is waiting (most have several).
    expect(t.app.schemas.pendingCount).toBeGreaterThanOrEqual(listOperations(loadContract()).length);
    await t.app.schemas.compileAll();
    expect(t.app.schemas.pendingCount).toBe(0);
  });

  it("still validate and serialise once compiled", async () => {
    const bad = await t.app.inject({
      method: "POST",
      url: "/users/login",
      payload: { email: 5 },
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(bad.statusCode).toBe(400);
  });
});
