import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContract } from "../../src/server/contract.ts";
import { createTestApp, type TestApp } from "../fixtures/app.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";
import { seedProbeData } from "./probe/demo-data.ts";
import { probeOperations, probeOrder } from "./probe/operations.ts";
import { Probe, probeSettings, type ProbeTarget } from "./probe/probe.ts";

/**
 * The bad-input probe over every operation of the contract (the ones still answering 501
 * included), on PGlite and PostgreSQL: 40 cases per operation (PROBE_RUNS raises it), seeded
 * (PROBE_SEED replays a run; the seed is printed). A failure names the operation, the seed and
 * the request. See probe/probe.ts for what is asserted; bench/probe.ts runs it much longer.
 */
const settings = probeSettings();
const contract = loadContract();
const operations = probeOrder(probeOperations(contract));
// The slowest operations (argon2 hashing, a few hundred inserts) take ~100 ms a case.
const perOperationTimeout = 30_000 + settings.runs * 1000;

describe.each(testDatabaseKinds)("bad-input probe on %s", (kind) => {
  let t: TestApp;
  let probe: Probe | undefined;

  beforeAll(async () => {
    console.log(`bad-input probe on ${kind}: ${settings.runs} cases per operation, PROBE_SEED=${settings.seed}`);
    const started = performance.now();
    t = await createTestApp(kind);
    await seedProbeData(t.database);
    console.log(`probe data ready on ${kind} in ${Math.round(performance.now() - started)} ms`);
    const ownAccountId = await t.createAccount(`probe-${Date.now()}@test.example`, ["all"], ["all"]);
    const target: ProbeTarget = {
      ownAccountId,
      newSession: async () => `sid=${await t.app.services.sessions.create(ownAccountId, "127.0.0.1", "probe")}`,
      async send(request) {
        const answer = await t.app.inject({
          method: request.method as "GET",
          url: request.url,
          headers: request.headers,
          payload: request.body,
        });
        return { status: answer.statusCode, headers: answer.headers, body: answer.rawPayload };
      },
    };
    probe = new Probe(contract, target, settings);
    // Seeding takes seconds on a quiet machine and over a minute on a busy one.
  }, 300_000);
  const totals = { cases: 0, slowOnce: 0, worstMs: 0, worst: "" };
  afterAll(async () => {
    console.log(
      `bad-input probe on ${kind}: ${totals.cases} requests, worst ${Math.round(totals.worstMs)} ms (${totals.worst}), ${totals.slowOnce} slow once and fast when sent again`,
    );
    await t?.close();
  });

  it("covers every operation of the contract", () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  for (const op of operations) {
    it(`${op.operationId} (${op.method} ${op.path})`, { timeout: perOperationTimeout }, async () => {
      const report = await probe!.run(op);
      totals.cases += report.cases;
      totals.slowOnce += report.slowOnce;
      if (report.worstMs > totals.worstMs)
        Object.assign(totals, { worstMs: report.worstMs, worst: `${op.operationId} [${report.worstRequest}]` });
      expect(report.cases).toBe(settings.runs);
    });
  }
});
