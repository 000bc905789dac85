/**
 * Load figures (issue 13): 200 concurrent connections of mixed reads and writes for 60 s against
 * the server on PostgreSQL, as several logged-in users (the demo accounts catalog@, company@,
 * accounts@, dashboard@ and all@; bench/lib/mixed-workload.ts says who does what). Reads are the
 * screens' calls (paged catalog requests and locations, details, accounts, countries, the
 * dashboard); writes save the record each connection owns with the version of its last answer,
 * or create catalog requests. Reports p50/p90/p99/max per kind and per call, requests/s, and
 * every non-2xx answer or failed request with its status.
 *
 * Then the bare database figure of the same work: the server's own code in this process records
 * the statements each connection's requests run, and as many loops send them straight to
 * PostgreSQL on a pool as large as the server's for the same time (no HTTP, no Node between).
 *
 * The server runs in a child process on a scratch database created on the given PostgreSQL
 * server, seeded with the demo data on its first start, dropped at the end.
 *
 * Usage: npm run bench:load -- --database-url postgres://postgres@127.0.0.1:5432/postgres
 *          [--connections 200] [--duration 60] [--warm-up 5] [--write-share 0.2] [--skip-bare] [--cpu-prof DIR]
 */
import fs from "node:fs";
import os from "node:os";
import { KeepAliveClient } from "./lib/keep-alive-client.ts";
import { assignOwned, nextStep, roleOf, ROLES, seededRandom, type Connection, type KnownIds, type Step } from "./lib/mixed-workload.ts";
import { createScratchDatabase, freePort, percentile, startServer, stopServer } from "./lib/server.ts";
import { openCapturingApp, replay, type CapturedRequest } from "./lib/sql-replay.ts";
import { sampleDatabaseWaits } from "./lib/wait-sampler.ts";
import { benchOptions } from "./lib/options.ts";

const options = benchOptions();
const serverUrl = options.required(
  "--database-url",
  "Usage: npm run bench:load -- --database-url postgres://... [--connections 200] [--duration 60] [--warm-up 5] [--write-share 0.2] [--skip-bare] [--cpu-prof DIR]",
  process.env.TEST_DATABASE_URL,
);
const connectionCount = options.number("--connections", 200);
const seconds = options.number("--duration", 60);
const warmUpSeconds = options.number("--warm-up", 5);
const writeShare = options.number("--write-share", 0.2);
/** The server's pool (openDatabase's default): the bare replay gets as many connections. */
const SERVER_POOL_SIZE = 10;
const demoPassword = process.env.DEMO_PASSWORD ?? "demo-password-2026";

interface Sample {
  label: string;
  kind: Step["kind"];
  ms: number;
  status?: number;
  error?: string;
  /** Bare replay only: how many statements the request ran. */
  statements?: number;
}

const scratch = await createScratchDatabase(serverUrl);
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
console.log(`Seeding the demo data into ${new URL(scratch.url).pathname.slice(1)} (first start of the server)...`);
// --cpu-prof DIR: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
const profileDir = options.text("--cpu-prof");
const server = await startServer(
  { DATABASE_URL: scratch.url, DEMO_DATA: "true", ADMIN_PASSWORD: "bench-password-123" },
  port,
  profileDir ? ["--cpu-prof", "--cpu-prof-dir", profileDir] : [],
);
console.log(`server ready in ${(server.msToFirstAnswer / 1000).toFixed(1)} s`);
const client = new KeepAliveClient(base, connectionCount);
let serverStopped = false;

try {
  const cookies = new Map<string, string>();
  for (const role of ROLES) cookies.set(role.email, await login(role.email));
  const connections: Connection[] = Array.from({ length: connectionCount }, (_, index) => {
    const role = roleOf(index, connectionCount);
    return { index, role, cookie: cookies.get(role.email)!, random: seededRandom(index + 1) };
  });
  const ids = await knownIds(cookies.get("all@demo.example")!, connections.filter((c) => c.role.owns === "account").length);
  assignOwned(connections, ids);
  console.log(
    `${connectionCount} connections (${ROLES.map((r) => `${connections.filter((c) => c.role === r).length} ${r.name}`).join(", ")}), ${Math.round(writeShare * 100)} % writes, ${warmUpSeconds} s warm-up, then ${seconds} s measured`,
  );

  await runHttp(connections, ids, warmUpSeconds);
  const cpuBefore = serverCpuSeconds();
  const waits = await sampleDatabaseWaits(scratch.url);
  const started = performance.now();
  const samples = await runHttp(connections, ids, seconds);
  const elapsed = (performance.now() - started) / 1000;
  const cpu = serverCpuSeconds() - cpuBefore;
  const sessions = await waits.stop();
  // The machine is shared: the run's load average says how much of it the bench had.
  const load = os.loadavg()[0]!.toFixed(1);
  // Our kept-alive sockets closed first: the server's close waits for open connections.
  client.close();
  await stopServer(server.child);
  serverStopped = true;

  console.log(
    `\nHTTP, PostgreSQL, ${connectionCount} connections, ${seconds} s: ${Math.round(samples.length / elapsed)} requests/s; server CPU ${((cpu / elapsed) * 100).toFixed(0)} % of one core; machine load average ${load} on ${os.cpus().length} cores`,
  );
  console.log(`the server's database sessions, mean over the run: ${sessions}`);
  report(samples, elapsed);

  if (!options.flag("--skip-bare")) {
    console.log(`\nRecording the statements of each connection's requests (the server's code in this process)...`);
    const captured = await captureStatements(connections, ids);
    const t = performance.now();
    const bare = await replay(scratch.url, {
      poolSize: SERVER_POOL_SIZE,
      connections: connectionCount,
      seconds,
      next: (loop) => pickCaptured(captured[loop]!, connections[loop]!.random),
    });
    const bareElapsed = (performance.now() - t) / 1000;
    console.log(
      `\nBare database (the same statements, ${connectionCount} loops on ${SERVER_POOL_SIZE} connections, ${seconds} s): ${Math.round(bare.length / bareElapsed)} requests/s`,
    );
    report(bare, bareElapsed);
  }
} finally {
  client.close();
  if (!serverStopped) await stopServer(server.child);
  await scratch.drop();
}

async function login(email: string): Promise<string> {
  const answer = await fetch(`${base}/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "sec-fetch-site": "same-origin" },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  if (!answer.ok) throw new Error(`login ${email}: ${answer.status} ${await answer.text()}`);
  return answer.headers.get("set-cookie")!.split(";")[0]!;
}

/**
 * The records connections open and own: catalog requests and locations of the first pages,
 * accounts nobody logs in with (the demo has a few dozen; the missing ones are created).
 */
async function knownIds(cookie: string, accountsNeeded: number): Promise<KnownIds> {
  const call = async <T>(method: string, path: string, body?: unknown) => {
    const answer = await client.request(method, path, { cookie, body, parse: true });
    if (answer.status !== 200) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.json)}`);
    return answer.json as T;
  };
  const orders = await call<{ list: Array<{ id: number }> }>("GET", "/rest/catalog/catalog-orders/get-by-page?page=1&count=1000");
  const locations = await call<{ list: Array<{ id: number }> }>("GET", "/rest/company/locations/get-by-page?page=1&count=1000");
  const users = new Set(ROLES.map((r) => r.email));
  const accounts = (await call<Array<{ id: number; email: string }>>("GET", "/rest/admin/accounts"))
    .filter((a) => !users.has(a.email))
    .map((a) => a.id);
  for (let i = accounts.length; i < accountsNeeded; i++) {
    const body = {
      email: `load-${i}@load.example`,
      firstname: "Load",
      lastname: `Account ${i}`,
      password: "load-password-2026",
      permissions: ["catalogOrder"],
      groups: [],
    };
    accounts.push((await call<{ id: number }>("POST", "/rest/admin/accounts", body)).id);
  }
  return { orders: orders.list.map((o) => o.id), locations: locations.list.map((l) => l.id), accounts };
}

/** Every connection makes its requests one after another until the time is up. */
async function runHttp(all: Connection[], known: KnownIds, duration: number): Promise<Sample[]> {
  const samples: Sample[] = [];
  const until = performance.now() + duration * 1000;
  await Promise.all(
    all.map(async (c) => {
      while (performance.now() < until) {
        const step = nextStep(c, known, writeShare);
        const started = performance.now();
        try {
          const answer = await client.request(step.method, step.path, { cookie: c.cookie, body: step.body, parse: step.parse });
          const ok = answer.status >= 200 && answer.status < 300;
          samples.push({
            label: step.label,
            kind: step.kind,
            ms: answer.ms,
            status: answer.status,
            error: ok ? undefined : describeError(answer.json),
          });
          if (ok) step.done?.(answer.json);
          // A refused save leaves the version unknown: read the record again before the next one.
          else if (step.kind === "write" && c.own) c.own.record = undefined;
        } catch (error) {
          samples.push({ label: step.label, kind: step.kind, ms: performance.now() - started, error: (error as Error).message });
        }
      }
    }),
  );
  return samples;
}

/**
 * The statements of one read and one write of each connection, made by the server's code in this
 * process on the same database and sessions (after the HTTP run, so it changes nothing the run
 * saw). A connection replays its own write (its own record: no lock the HTTP run did not have)
 * and the reads of every connection of its role.
 */
async function captureStatements(all: Connection[], known: KnownIds) {
  const app = await openCapturingApp(scratch.url, SERVER_POOL_SIZE);
  try {
    const capture = async (c: Connection, kind: Step["kind"]): Promise<CapturedRequest> => {
      for (;;) {
        const step = nextStep(c, known, kind === "write" ? 1 : 0);
        const answer = await app.capture(step.method, step.path, c.cookie, step.body);
        if (answer.status < 200 || answer.status > 299)
          throw new Error(`${step.method} ${step.path}: ${answer.status} ${JSON.stringify(answer.json)}`);
        step.done?.(answer.json);
        // A write step may be the read of the record's version first; it is no write, ask again.
        if (step.kind === kind) return { label: step.label, kind: step.kind, statements: answer.statements };
      }
    };
    const reads = new Map<Connection["role"], CapturedRequest[]>();
    const writes: CapturedRequest[] = [];
    for (const c of all) {
      reads.set(c.role, [...(reads.get(c.role) ?? []), await capture(c, "read")]);
      writes.push(await capture(c, "write"));
    }
    return all.map((c, i) => ({ reads: reads.get(c.role)!, write: writes[i]! }));
  } finally {
    await app.close();
  }
}

function pickCaptured(mine: { reads: CapturedRequest[]; write: CapturedRequest }, random: () => number): CapturedRequest {
  return random() < writeShare ? mine.write : mine.reads[Math.floor(random() * mine.reads.length)]!;
}

function describeError(json: unknown): string {
  const error = (json as { error?: { code?: string; message?: string } } | undefined)?.error;
  return error ? `${error.code ?? ""} ${error.message ?? ""}`.trim() : "no error body";
}

/** CPU time the server process has used, user + system, in seconds (Linux, 100 ticks a second). */
function serverCpuSeconds(): number {
  const fields = fs.readFileSync(`/proc/${server.child.pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** p50/p90/p99/max per kind and per call, then every failure grouped by call, status and message. */
function report(samples: Sample[], elapsed: number) {
  const row = (label: string, rows: Sample[]) => {
    const sorted = rows.map((s) => s.ms).sort((a, b) => a - b);
    const failed = rows.filter((s) => s.error !== undefined).length;
    const ms = (p: number) => percentile(sorted, p).toFixed(1);
    const statements =
      rows[0]?.statements === undefined ? "" : ` ${(rows.reduce((sum, s) => sum + s.statements!, 0) / rows.length).toFixed(1)} |`;
    return `| ${label} | ${rows.length} | ${(rows.length / elapsed).toFixed(0)} | ${ms(50)} | ${ms(90)} | ${ms(99)} | ${sorted.at(-1)!.toFixed(1)} | ${failed} |${statements}`;
  };
  const bare = samples[0]?.statements !== undefined;
  console.log(
    `| Requests | n | per s | p50 ms | p90 ms | p99 ms | max ms | errors |${bare ? " statements |" : ""}\n|---|---|---|---|---|---|---|---|${bare ? "---|" : ""}`,
  );
  for (const kind of ["read", "write"] as const)
    console.log(
      row(
        `**${kind}s**`,
        samples.filter((s) => s.kind === kind),
      ),
    );
  const labels = [...new Set(samples.map((s) => s.label))].sort();
  for (const label of labels)
    console.log(
      row(
        label,
        samples.filter((s) => s.label === label),
      ),
    );
  const failures = new Map<string, number>();
  for (const s of samples) {
    if (s.error === undefined) continue;
    const what = `${s.label}: ${s.status ?? "no answer"} ${s.error}`;
    failures.set(what, (failures.get(what) ?? 0) + 1);
  }
  console.log(failures.size === 0 ? "errors: none" : `errors:\n${[...failures].map(([what, n]) => `- ${n} × ${what}`).join("\n")}`);
}
