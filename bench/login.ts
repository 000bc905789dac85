/**
 * Login figures (issue 2): p50/p99 of POST /users/login (slow on purpose: argon2id) and of
 * GET /users/current (meant to be under 2 ms p50), sequential requests on loopback against a
 * server started like `npm start`. Usage: npm run bench:login [-- --database-url postgres://...]
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createScratchDatabase, startServer, stopServer, summarise } from "./lib/server.ts";
import { benchOptions } from "./lib/options.ts";

const options = benchOptions();
const serverUrl = options.text("--database-url");
// A scratch database on the given server, so the benchmark never writes into a real one.
const scratch = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
const databaseUrl = scratch?.url;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-login-"));
const port = 18_080;
const password = "bench-password-123";
const server = await startServer(
  {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: "bench@example.com",
    ADMIN_PASSWORD: password,
    DEMO_DATA: "false",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
  port,
);
const base = `http://127.0.0.1:${port}`;
const headers = { "content-type": "application/json", "sec-fetch-site": "same-origin" };

try {
  const logins: number[] = [];
  let cookie = "";
  for (let i = 0; i < 60; i++) {
    const t = performance.now();
    const answer = await fetch(`${base}/users/login`, {
      method: "POST",
      headers,
      body: JSON.stringify({ email: "bench@example.com", password }),
    });
    await answer.arrayBuffer();
    logins.push(performance.now() - t);
    cookie = answer.headers.get("set-cookie")!.split(";")[0]!;
  }
  const current: number[] = [];
  for (let i = 0; i < 3000; i++) {
    const t = performance.now();
    const answer = await fetch(`${base}/users/current`, { headers: { cookie } });
    await answer.arrayBuffer();
    if (i >= 200) current.push(performance.now() - t); // after warm-up
  }
  console.log(`database: ${databaseUrl ? "PostgreSQL" : "PGlite"}`);
  summarise("POST /users/login", logins);
  summarise("GET /users/current", current);
} finally {
  await stopServer(server.child);
  await scratch?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
