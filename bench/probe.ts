/**
 * The bad-input probe of tests/contract/probe.test.ts (issue 13), much longer and over real HTTP:
 * a server started like `npm start` on a scratch PostgreSQL database with a little demo data,
 * every operation of the contract probed with PROBE_RUNS cases (default 400), then per-operation
 * counts of answers, the worst time and any failure. Exits 1 when an operation failed.
 * Usage: npm run bench:probe [-- --database-url postgres://... --runs 1000]   (PROBE_SEED replays)
 */
import http from "node:http";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SessionStore } from "../src/server/auth/sessions.ts";
import { hashPassword } from "../src/server/auth/password.ts";
import { loadContract } from "../src/server/contract.ts";
import { openDatabase } from "../src/server/db/database.ts";
import { migrate } from "../src/server/db/migrate.ts";
import { seedProbeData } from "../tests/contract/probe/demo-data.ts";
import { Probe, probeSettings, type OperationReport, type ProbeTarget } from "../tests/contract/probe/probe.ts";
import type { ProbeRequest } from "../tests/contract/probe/requests.ts";
import { createScratchDatabase, startServer, stopServer } from "./lib/server.ts";
import { benchOptions } from "./lib/options.ts";

const options = benchOptions();
const serverUrl = options.text("--database-url") ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const settings = probeSettings({ ...process.env, PROBE_RUNS: options.text("--runs") ?? process.env.PROBE_RUNS }, 400);
const port = 18_082;

const scratch = await createScratchDatabase(serverUrl);
const database = await openDatabase({ url: scratch.url, poolSize: 2 });
let server: Awaited<ReturnType<typeof startServer>> | undefined;
try {
  await migrate(database);
  const seeding = performance.now();
  await seedProbeData(database, { small: false });
  console.log(`demo data seeded in ${Math.round(performance.now() - seeding)} ms`);
  const account = await database.db
    .insertInto("accounts")
    .values({
      email: "probe@bench.example",
      firstname: "Probe",
      lastname: "Bench",
      password_hash: await hashPassword("probe-bench-password"),
      permissions: ["all"],
      language_permissions: ["all"],
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const sessions = new SessionStore(database, { idleMinutes: 120, absoluteHours: 12 });
  server = await startServer(
    { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "bench-probe-")), DATABASE_URL: scratch.url, DEMO_DATA: "false" },
    port,
  );

  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const target: ProbeTarget = {
    ownAccountId: account.id,
    newSession: async () => `sid=${await sessions.create(account.id, "127.0.0.1", "bench-probe")}`,
    send: (request) => send(agent, request),
  };
  console.log(`bad-input probe over HTTP on PostgreSQL: ${settings.runs} cases per operation, PROBE_SEED=${settings.seed}`);
  const probe = new Probe(loadContract(), target, settings);
  const reports: OperationReport[] = [];
  const failures: string[] = [];
  const started = performance.now();
  for (const op of probe.operations) {
    try {
      reports.push(await probe.run(op));
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
    }
  }
  const seconds = (performance.now() - started) / 1000;
  printReports(reports);
  const cases = reports.reduce((n, r) => n + r.cases, 0);
  console.log(
    `\n${cases} requests over ${probe.operations.length} operations in ${seconds.toFixed(0)} s; ${failures.length} operations failed.`,
  );
  for (const failure of failures) console.log(`\nFAILED ${failure}`);
  process.exitCode = failures.length > 0 ? 1 : 0;
} finally {
  if (server) await stopServer(server.child);
  await database.close();
  await scratch.drop();
}

/** One request over HTTP as the probe built it: the address as it is, a body on any method. */
function send(agent: http.Agent, request: ProbeRequest): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const body = request.body === undefined ? undefined : Buffer.isBuffer(request.body) ? request.body : Buffer.from(request.body, "utf8");
    const headers = { ...request.headers, ...(body ? { "content-length": String(body.length) } : {}) };
    const outgoing = http.request({ host: "127.0.0.1", port, method: request.method, path: request.url, headers, agent }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }));
      answer.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

function printReports(reports: OperationReport[]) {
  console.log(
    `\n${"operation".padEnd(48)} ${"cases".padStart(6)} ${"worst ms".padStart(9)} ${"slow once".padStart(9)}  answers (status: count) / worst case`,
  );
  for (const r of [...reports].sort((a, b) => b.worstMs - a.worstMs)) {
    const statuses = Object.entries(r.statuses)
      .map(([status, n]) => `${status}:${n}`)
      .join(" ");
    console.log(
      `${r.operationId.padEnd(48)} ${String(r.cases).padStart(6)} ${r.worstMs.toFixed(0).padStart(9)} ${String(r.slowOnce).padStart(9)}  ${statuses} / ${r.worstRequest ?? ""}`,
    );
  }
}
