import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { SCHEMAS_COMPILED } from "../../src/server/plugins/lazy-schemas.ts";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Starts `npm start`'s server as a child process and resolves when it answers; nodeArgs go to its
 * node (e.g. --cpu-prof). With `settled` (the default) it also waits until the server has
 * compiled every route's validators and serializers: that takes seconds of CPU after the first
 * answer, and a figure measured meanwhile measures the compilation too (GET /users/current had
 * a p99 of 578 ms). Browser tests pass false: they do not time requests.
 */
export async function startServer(
  env: Record<string, string>,
  port: number,
  nodeArgs: string[] = [],
  { settled = true }: { settled?: boolean } = {},
): Promise<{ child: ChildProcess; msToFirstAnswer: number; output: () => string }> {
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", path.join(ROOT, "src/server/main.ts")], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/api/openapi.json`);
      // Read to the end: an answer left unread keeps its keep-alive connection busy, and the
      // server's stop would wait for it (a minute, until the client gives the connection up).
      await answer.arrayBuffer();
      if (answer.ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const msToFirstAnswer = performance.now() - started;
  while (settled && !output.includes(SCHEMAS_COMPILED)) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return { child, msToFirstAnswer, output: () => output };
}

/** A TCP port nothing listens on right now (the system's pick), for a server started next. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/** Logs in over HTTP and answers the session cookie (name=value) to send with later requests. */
export async function login(base: string, email: string, password = process.env.DEMO_PASSWORD ?? "demo-password-2026"): Promise<string> {
  const answer = await fetch(`${base}/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "sec-fetch-site": "same-origin" },
    body: JSON.stringify({ email, password }),
  });
  const text = await answer.text(); // read to the end, as above
  if (!answer.ok) throw new Error(`login ${email}: ${answer.status} ${text}`);
  return answer.headers.get("set-cookie")!.split(";")[0]!;
}

/**
 * A process's memory and CPU (Linux /proc): resident set now and its peak since the process
 * started (VmHWM), in MB; CPU time used, user + system, in seconds (100 ticks a second).
 */
export function processStats(pid: number): { rssMb: number; peakRssMb: number; cpuSeconds: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)![1]);
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return { rssMb: kb("VmRSS") / 1024, peakRssMb: kb("VmHWM") / 1024, cpuSeconds: (Number(fields[11]) + Number(fields[12])) / 100 };
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export function summarise(label: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const line = `${label}: n=${samples.length} p50=${percentile(sorted, 50).toFixed(2)} ms p99=${percentile(sorted, 99).toFixed(2)} ms`;
  console.log(line);
  return line;
}

/** Creates a uniquely named database on a PostgreSQL server; drop() removes it. */
export async function createScratchDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
