/**
 * Hostile request bodies (issue 13, finding 1): how long the server takes to refuse bodies built
 * to be expensive to validate (a body limit's worth of array items, deep nesting, NULs, thousands
 * of bad items within maxItems), and that a plain read is not held up meanwhile. Sequential
 * requests on loopback against a server started like `npm start` (PGlite, no demo data).
 * Usage: npx tsx bench/hostile-bodies.ts [-- --database-url postgres://...]
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createScratchDatabase, startServer, stopServer, summarise } from "./lib/server.ts";
import { benchOptions } from "./lib/options.ts";

const options = benchOptions();
const serverUrl = options.text("--database-url");
const scratch = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-hostile-"));
const port = 18_081;
const password = "bench-password-123";
const server = await startServer(
  {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: "bench@example.com",
    ADMIN_PASSWORD: password,
    DEMO_DATA: "false",
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  },
  port,
);
const base = `http://127.0.0.1:${port}`;
const json = { "content-type": "application/json", "sec-fetch-site": "same-origin" };

const order = { street: "Storgatan 1", city: "Malmö", zipCode: "211 22", country: "SE" };
/** Comma-separated integers filling about `bytes` of JSON. */
const integers = (bytes: number) => Array.from({ length: Math.floor(bytes / 7) }, (_, i) => 100_000 + i);
const cases: Array<[string, string, string, number]> = [
  // [label, method and path, body, expected status]
  [
    "100,000 offers (590 KB, over the limit)",
    "POST /rest/catalog/catalog-orders",
    JSON.stringify({ ...order, offers: Array.from({ length: 100_000 }, (_, i) => i + 1) }),
    413,
  ],
  ["offers filling 250 KB", "POST /rest/catalog/catalog-orders", JSON.stringify({ ...order, offers: integers(250_000) }), 400],
  ["13 bad offers", "POST /rest/catalog/catalog-orders", JSON.stringify({ ...order, offers: Array.from({ length: 13 }, () => 7) }), 400],
  [
    "10,000 bad handled locations (1 MB limit)",
    "POST /rest/region/groups",
    JSON.stringify({ name: "x", handlesLocations: Array.from({ length: 10_000 }, (_, i) => ({ id: -i, zz: 1 })) }),
    400,
  ],
  ["nesting 100,000 deep (200 KB)", "POST /rest/catalog/catalog-orders", `{"offers":${"[".repeat(100_000)}${"]".repeat(100_000)}}`, 400],
  [
    "a NUL in each of 20,000 strings",
    "POST /rest/catalog/catalog-orders",
    JSON.stringify({ ...order, offers: Array.from({ length: 20_000 }, () => "\u0000") }),
    400,
  ],
  [
    "20,000 unknown fields",
    "POST /rest/catalog/catalog-orders",
    JSON.stringify({ ...order, ...Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`f${i}`, 1])) }),
    400,
  ],
];

try {
  const login = await fetch(`${base}/users/login`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email: "bench@example.com", password }),
  });
  const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
  const headers = { ...json, cookie };
  console.log(`database: ${scratch ? "PostgreSQL" : "PGlite"}`);
  for (const [label, route, body, expected] of cases) {
    const [method, url] = route.split(" ") as [string, string];
    const samples: number[] = [];
    for (let i = 0; i < 40; i++) {
      const t = performance.now();
      const answer = await fetch(`${base}${url}`, { method, headers, body });
      await answer.arrayBuffer();
      if (answer.status !== expected) throw new Error(`${label}: ${answer.status}, expected ${expected}`);
      if (i >= 5) samples.push(performance.now() - t);
    }
    summarise(`${label} (${Math.round(body.length / 1024)} KB) -> ${expected}`, samples);
  }
  // A read while hostile bodies arrive: answered in its usual time, not after them.
  const hostile = cases[1]![2];
  const reads: number[] = [];
  for (let i = 0; i < 40; i++) {
    const flood = Array.from({ length: 4 }, () =>
      fetch(`${base}/rest/catalog/catalog-orders`, { method: "POST", headers, body: hostile }).then((a) => a.arrayBuffer()),
    );
    const t = performance.now();
    await (await fetch(`${base}/users/current`, { headers: { cookie } })).arrayBuffer();
    reads.push(performance.now() - t);
    await Promise.all(flood);
  }
  summarise("GET /users/current beside 4 hostile bodies", reads);
} finally {
  await stopServer(server.child);
  await scratch?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
