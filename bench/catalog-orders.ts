/**
 * Catalog request table and export figures (issue 4) against a database seeded with
 * `npm run seed -- --catalog-orders 1000000`: p50/p99 of get-by-page (first page with total and
 * filter options, status+country filters, text search, a deep page) and the time and server
 * memory of a full CSV export. Sequential requests on loopback to a server started like
 * `npm start`, logged in as the demo account catalog@demo.example.
 *
 * Usage: tsx bench/catalog-orders.ts --database-url postgres://postgres@127.0.0.1:5432/catalog_bench
 */
import fs from "node:fs";
import { startServer, stopServer, summarise } from "./lib/server.ts";

const args = process.argv.slice(2);
const databaseUrl = args.includes("--database-url") ? args[args.indexOf("--database-url") + 1] : undefined;
if (!databaseUrl) {
  console.error("Usage: tsx bench/catalog-orders.ts --database-url postgres://... (a database seeded with --catalog-orders 1000000)");
  process.exit(2);
}
const samples = Number(args.includes("--samples") ? args[args.indexOf("--samples") + 1] : 60);
const port = 18_084;
const server = await startServer({ DATABASE_URL: databaseUrl, DEMO_DATA: "false" }, port);
const base = `http://127.0.0.1:${port}`;

/** Resident memory of the server process in MB (Linux). */
const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.child.pid}/status`, "utf8"))![1]) / 1024;

try {
  const login = await fetch(`${base}/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "sec-fetch-site": "same-origin" },
    body: JSON.stringify({ email: "catalog@demo.example", password: process.env.DEMO_PASSWORD ?? "demo-password-2026" }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
  const get = async (path: string) => {
    const t = performance.now();
    const answer = await fetch(`${base}${path}`, { headers: { cookie } });
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
    return performance.now() - t;
  };
  const pageOf = (query: Record<string, unknown>) =>
    `/rest/catalog/catalog-orders/get-by-page?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, typeof v === "object" ? JSON.stringify(v) : String(v)]))}`;

  const scenarios: Array<[string, string[]]> = [
    ["(reference) GET /users/current", ["/users/current"]],
    ["first page, default sort, total + filterable", [pageOf({ page: 1, count: 100 })]],
    ["status + country filter", [pageOf({ filters: { statusCode: "delivered", countryCode: "SE" } }), pageOf({ filters: { statusCode: "failed", countryCode: "NO" } }), pageOf({ filters: { statusCode: "booked", countryCode: "AT" } })]],
    // What staff look a customer up by: a full name, a last name, an e-mail, a phone number, a
    // street, a zip code and town; from a few hundred matches to tens of thousands.
    ...["anna andersson", "andersson", "hansen", "fabio.stolz@demo", "0701", "nieuwe", "126 86", "malmö", "gatan"].map(
      (term): [string, string[]] => [`searchString "${term}"`, [pageOf({ filters: { searchString: term } })]],
    ),
    ["page 5,000 (deferred join)", [pageOf({ page: 5000, count: 100 })]],
    ["sort by lastname, page 1", [pageOf({ sort: "lastname" }), pageOf({ sort: "lastname", direction: "desc" })]],
  ];
  for (const [label, paths] of scenarios) {
    for (const path of paths) await get(path); // warm-up
    const times: number[] = [];
    for (let i = 0; i < samples; i++) times.push(await get(paths[i % paths.length]!));
    summarise(label, times);
  }

  const rssBefore = rssMb();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb())), 50);
  const t = performance.now();
  const answer = await fetch(`${base}/rest/catalog/catalog-orders/export-result-as-csv`, { headers: { cookie } });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of answer.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    const buffer = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    for (let at = buffer.indexOf(10); at >= 0; at = buffer.indexOf(10, at + 1)) lines++;
  }
  clearInterval(sampler);
  console.log(
    `CSV export: ${(lines - 1).toLocaleString("en")} rows, ${(bytes / 1e6).toFixed(0)} MB in ${((performance.now() - t) / 1000).toFixed(2)} s; server RSS ${rssBefore.toFixed(0)} MB before, peak ${rssPeak.toFixed(0)} MB (+${(rssPeak - rssBefore).toFixed(0)} MB)`,
  );
} finally {
  await stopServer(server.child);
}
