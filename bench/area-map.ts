/**
 * The sales-region map's answer (issue 15): getAreaGeoJson for a country (default Germany, the
 * largest: 10,800 zip-code areas with their regions' handlers), kept and fresh, with its size on
 * the wire per encoding; beside it the database's share (the statements a fresh answer sends,
 * timed in this process).
 *   - kept: the same answer again (the server's VersionedCache, compressed once);
 *   - fresh: a store is assigned to (or its type switched on) a region of the country before
 *     each request, through assignAreaHandler, so every answer is built again from the kept
 *     shapes and the handlers read now;
 *   - cold: the first answer after the server starts (shapes read from the database too).
 *
 * The server runs in a child process on a scratch database created on the given PostgreSQL
 * server, seeded with the demo data on its first start, dropped at the end.
 *
 * Usage: npm run bench:area-map -- --database-url postgres://postgres@127.0.0.1:5432/postgres [--country DE] [--samples 30]
 */
import http from "node:http";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { openDatabase } from "../src/server/db/database.ts";
import { AreaMapStore } from "../src/server/routes/areaAssignment/area-map-store.ts";
import { createScratchDatabase, freePort, login, median, percentile, startServer, stopServer } from "./lib/server.ts";
import { benchOptions } from "./lib/options.ts";

const options = benchOptions();
const serverUrl = options.required(
  "--database-url",
  "Usage: npm run bench:area-map -- --database-url postgres://... [--country DE] [--samples 30]",
  process.env.TEST_DATABASE_URL,
);
const country = options.text("--country") ?? "DE";
const samples = options.number("--samples", 30);

const scratch = await createScratchDatabase(serverUrl);
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
console.log(`Seeding the demo data into ${new URL(scratch.url).pathname.slice(1)} (first start of the server)...`);
const server = await startServer({ DATABASE_URL: scratch.url, DEMO_DATA: "true", ADMIN_PASSWORD: "bench-password-123" }, port);
const database = await openDatabase({ url: scratch.url });
try {
  const cookie = await login(base, "all@demo.example");
  // The raw bytes as they travel (fetch would inflate them, and time its inflating too).
  const get = (path: string, encoding = "br") =>
    new Promise<{ ms: number; body: Buffer }>((resolve, reject) => {
      const started = performance.now();
      const request = http.get(
        `${base}${path}`,
        { headers: { cookie, "accept-encoding": encoding, "sec-fetch-site": "same-origin" } },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on("data", (chunk: Buffer) => chunks.push(chunk));
          answer.on("end", () => {
            const body = Buffer.concat(chunks);
            if (answer.statusCode !== 200) reject(new Error(`${path}: ${answer.statusCode} ${body.toString().slice(0, 300)}`));
            else resolve({ ms: performance.now() - started, body });
          });
          answer.on("error", reject);
        },
      );
      request.on("error", reject);
    });
  const mapPath = `/rest/geo-json?countryCode=${country}`;
  // A store and a zip code of the country to assign on each fresh round.
  const store = await database.db.selectFrom("company_locations").select("id").orderBy("id").executeTakeFirstOrThrow();
  const zip = await database.db
    .selectFrom("zip_codes as z")
    .innerJoin("countries as c", "c.id", "z.country_id")
    .select("z.zip_code")
    .where("c.code", "=", country)
    .where("z.region1_id", "is not", null)
    .orderBy("z.zip_code")
    .executeTakeFirstOrThrow();

  const cold = await get(mapPath);
  const kept: number[] = [];
  for (let i = 0; i < samples; i++) kept.push((await get(mapPath)).ms);
  const fresh: number[] = [];
  for (let i = 0; i < samples; i++) {
    const type = i % 2 === 0 ? "workingArea" : "contractArea";
    const assign = await fetch(
      `${base}/rest/area-assign-handler?${new URLSearchParams({ storeId: String(store.id), zipCode: zip.zip_code, countryCode: country, level: "1", type })}`,
      { headers: { cookie, "sec-fetch-site": "same-origin" } },
    );
    if (!assign.ok) throw new Error(`assign: ${assign.status} ${await assign.text()}`);
    fresh.push((await get(mapPath)).ms);
  }
  const plain = (await get(mapPath, "identity")).body;
  const gzip = (await get(mapPath, "gzip")).body;

  // The database's share of a fresh answer: the statements it sends, timed in this process.
  const areaStore = new AreaMapStore(database);
  const features = await areaStore.zipFeatures(country);
  const dbShapes: number[] = [];
  const dbFresh: number[] = [];
  for (let i = 0; i < Math.min(samples, 10); i++) {
    let t = performance.now();
    await areaStore.zipFeatures(country);
    dbShapes.push(performance.now() - t);
    t = performance.now();
    await areaStore.geoJson(country, features);
    dbFresh.push(performance.now() - t);
  }

  const line = (label: string, values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `| ${label} | ${median(values).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} |`;
  };
  console.log(`\ngetAreaGeoJson ${country}: ${features.length.toLocaleString("en")} features`);
  console.log(
    `size: ${(plain.length / 1e6).toFixed(2)} MB JSON, ${(cold.body.length / 1e3).toFixed(0)} KB br, ${(gzip.length / 1e3).toFixed(0)} KB gzip` +
      ` (in-process check: br q4 ${(brotliCompressSync(plain).length / 1e3).toFixed(0)} KB, gzip ${(gzipSync(plain).length / 1e3).toFixed(0)} KB)`,
  );
  console.log("\n| Figure | p50 ms | p99 ms |\n|---|---|---|");
  console.log(`| cold (first answer after start) | ${cold.ms.toFixed(1)} | - |`);
  console.log(line("kept (HTTP, br)", kept));
  console.log(line("fresh after an assignment (HTTP, br)", fresh));
  console.log(line("database + build: shapes read (only when the postal data changed)", dbShapes));
  console.log(line("database + build: handlers read and the answer's text built (fresh)", dbFresh));
} finally {
  await database.close();
  await stopServer(server.child);
  await scratch.drop();
}
