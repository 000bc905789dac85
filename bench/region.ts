/**
 * The sales-region tree's answer (issue 15 target: getRegion and a tree expand p50 ≤ 10 ms):
 * getRegion of the region with the most zip codes of its own (Sweden's Stockholm, level 2,
 * ~1,500 zip codes, each in zipCodes and again in zipCodeGroups) and of a region of median size,
 * kept and fresh, with the answer's size on the wire per encoding; beside it the database's and
 * the build's share, timed in this process (the region's zip codes read, or kept under
 * 'region_zip_codes' as after a handler change).
 *   - kept: the same answer again (the server's VersionedCache under 'region_answers');
 *   - fresh: a store is added to (or removed from) the region's handlers before each request,
 *     through addRegionHandler / removeRegionHandler, so every answer is read and built again.
 *
 * The server runs in a child process on a scratch database created on the given PostgreSQL
 * server, seeded with the demo data on its first start, dropped at the end. With
 * --seeded-database-url it runs on that database instead (already seeded; left in place, a
 * store is added and removed as a handler, so it ends as it began).
 *
 * Then getAreaStatistics of each of the six countries with postal data (target p50 ≤ 20 ms) and
 * searchRegions for a few terms (target p50 ≤ 15 ms), each read anew (neither is kept).
 *
 * In process too, for the largest region: the answer's text as getRegion makes it (region-answer.ts,
 * the zip codes' texts kept, JSON.stringify standing in for the contract's serialiser) and the
 * compression of the answer at the settings a fresh and a kept answer could use.
 *
 * Usage: npm run bench:region -- --database-url postgres://postgres@127.0.0.1:5432/postgres [--samples 50] [--regions-only]
 *        npm run bench:region -- --seeded-database-url postgres://postgres@127.0.0.1:5432/mydb [--samples 50] [--regions-only]
 * --regions-only: getRegion alone, without the statistics and searches.
 */
import http from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { sql } from "kysely";
import { openDatabase } from "../src/server/db/database.ts";
import { RegionAnswerJson } from "../src/server/routes/salesRegions/region-answer.ts";
import { RegionStore } from "../src/server/routes/salesRegions/region-store.ts";
import { createScratchDatabase, freePort, login, median, percentile, startServer, stopServer } from "./lib/server.ts";
import { benchOptions } from "./lib/options.ts";

const options = benchOptions();
const seededUrl = options.text("--seeded-database-url");
const serverUrl = options.text("--database-url") ?? process.env.TEST_DATABASE_URL;
if (!seededUrl && !serverUrl) {
  console.error("Usage: npm run bench:region -- --database-url postgres://... | --seeded-database-url postgres://.../db [--samples 50]");
  process.exit(2);
}
const samples = options.number("--samples", 50);
const regionsOnly = options.flag("--regions-only");
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const scratch = seededUrl ? null : await createScratchDatabase(serverUrl!);
const databaseUrl = seededUrl ?? scratch!.url;
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
if (scratch) console.log(`Seeding the demo data into ${new URL(scratch.url).pathname.slice(1)} (first start of the server)...`);
const server = await startServer({ DATABASE_URL: databaseUrl, DEMO_DATA: "true", ADMIN_PASSWORD: "bench-password-123" }, port);
const database = await openDatabase({ url: databaseUrl });
try {
  const cookie = await login(base, "all@demo.example");
  const headers = { cookie, "sec-fetch-site": "same-origin" };
  // The raw bytes as they travel (fetch would inflate them, and time its inflating too).
  const get = (path: string, encoding = "br") =>
    new Promise<{ ms: number; body: Buffer }>((resolve, reject) => {
      const started = performance.now();
      const request = http.get(`${base}${path}`, { headers: { ...headers, "accept-encoding": encoding } }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const body = Buffer.concat(chunks);
          if (answer.statusCode !== 200) reject(new Error(`${path}: ${answer.statusCode} ${body.toString().slice(0, 300)}`));
          else resolve({ ms: performance.now() - started, body });
        });
        answer.on("error", reject);
      });
      request.on("error", reject);
    });

  // Regions by the number of zip codes directly in them (in none of their child regions).
  const { rows: bySize } = await sql<{ id: number; name: string; level: number; code: string; zips: number }>`
    select r.id, r.name, r.level, c.code, count(*)::int as zips
    from zip_codes z join regions r on r.id = coalesce(z.region3_id, z.region2_id, z.region1_id) join countries c on c.id = r.country_id
    group by r.id, r.name, r.level, c.code order by count(*) desc, r.id`.execute(database.db);
  const largest = bySize[0]!;
  const typical = bySize[Math.floor(bySize.length / 2)]!;
  const store = await database.db.selectFrom("company_locations").select("id").orderBy("id").executeTakeFirstOrThrow();
  const regionStore = new RegionStore(database);
  const regionJson = new RegionAnswerJson(regionStore);
  const stringify = { region: (region: object) => JSON.stringify(region), zipCode: (zip: object) => JSON.stringify(zip) };

  const line = (label: string, values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `| ${label} | ${median(values).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} |`;
  };

  for (const region of [largest, typical]) {
    const path = `/rest/region/${region.id}`;
    await get(path);
    const kept: number[] = [];
    for (let i = 0; i < samples; i++) kept.push((await get(path)).ms);
    const fresh: number[] = [];
    for (let i = 0; i < samples; i++) {
      const write =
        i % 2 === 0
          ? await fetch(`${base}/rest/region/${region.id}/handler`, {
              method: "POST",
              headers: { ...headers, "content-type": "application/json" },
              body: JSON.stringify({ locationId: store.id }),
            })
          : await fetch(`${base}/rest/region/${region.id}/handler?locationId=${store.id}`, { method: "DELETE", headers });
      if (!write.ok) throw new Error(`handler write: ${write.status} ${await write.text()}`);
      fresh.push((await get(path)).ms);
    }
    // Leaves the region as it was when the samples were odd.
    await fetch(`${base}/rest/region/${region.id}/handler?locationId=${store.id}`, { method: "DELETE", headers });
    const plain = (await get(path, "identity")).body;
    const br = (await get(path, "br")).body;
    const gzip = (await get(path, "gzip")).body;

    // The database's and the build's share of a fresh answer, timed in this process.
    const build: number[] = [];
    const cold: number[] = [];
    const serialise: number[] = [];
    const spliced: number[] = [];
    for (let i = 0; i < Math.min(samples, 20); i++) {
      let t = performance.now();
      await new RegionStore(database).get(region.id);
      cold.push(performance.now() - t);
      t = performance.now();
      const answer = await regionStore.get(region.id);
      build.push(performance.now() - t);
      t = performance.now();
      JSON.stringify(answer);
      serialise.push(performance.now() - t);
      t = performance.now();
      await regionJson.json(region.id, stringify);
      spliced.push(performance.now() - t);
    }
    // Compression of the answer's text, on libuv's threads as KeptAnswer does it.
    const text = await regionJson.json(region.id, stringify);
    const settings: Array<[string, () => Promise<Buffer>]> = [
      ["brotli quality 4 (other kept answers)", () => brotliAsync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })],
      ["brotli quality 5", () => brotliAsync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })],
      ["brotli quality 2 (getRegion's)", () => brotliAsync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } })],
      ["brotli quality 1", () => brotliAsync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } })],
      ["gzip level 6 (every kept answer)", () => gzipAsync(text)],
      ["gzip level 1", () => gzipAsync(text, { level: 1 })],
    ];
    const compression: string[] = [];
    for (const [label, compress] of settings) {
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < Math.min(samples, 20); i++) {
        const t = performance.now();
        bytes = (await compress()).length;
        times.push(performance.now() - t);
      }
      compression.push(line(`in process: ${label}, ${(bytes / 1e3).toFixed(1)} KB`, times));
    }

    console.log(`\ngetRegion ${region.code} ${region.name} (level ${region.level}, ${region.zips.toLocaleString("en")} zip codes)`);
    console.log(
      `size: ${(plain.length / 1e3).toFixed(0)} KB JSON, ${(br.length / 1e3).toFixed(0)} KB br, ${(gzip.length / 1e3).toFixed(0)} KB gzip`,
    );
    console.log("\n| Figure | p50 ms | p99 ms |\n|---|---|---|");
    console.log(line("kept (HTTP, br)", kept));
    console.log(line("fresh after a handler change (HTTP, br)", fresh));
    console.log(line("in process: RegionStore.get, every statement read (zip codes changed)", cold));
    console.log(line("in process: RegionStore.get, zip codes kept (a handler or flag changed)", build));
    console.log(line("in process: JSON.stringify of the answer", serialise));
    console.log(line("in process: the answer's text, region read, zip codes' texts kept (region-answer.ts)", spliced));
    for (const row of compression) console.log(row);
  }

  if (!regionsOnly) await statisticsAndSearches();
  async function statisticsAndSearches() {
    // getAreaStatistics of each country (target p50 ≤ 20 ms: maintained counts, not a scan per
    // call; nothing is kept, so every answer is read) and searchRegions (target p50 ≤ 15 ms).
    const countries = await database.db
      .selectFrom("countries as c")
      .select(["c.id", "c.code"])
      .where("c.code", "in", ["SE", "NL", "NO", "DK", "FI", "DE"])
      .orderBy("c.code")
      .execute();
    console.log("\ngetAreaStatistics of a country, and searchRegions\n\n| Figure | p50 ms | p99 ms |\n|---|---|---|");
    for (const country of countries) {
      const path = `/rest/area-statistics/${country.id}?areaType=country`;
      await get(path);
      const times: number[] = [];
      for (let i = 0; i < samples; i++) times.push((await get(path)).ms);
      console.log(line(`getAreaStatistics ${country.code.trim()}`, times));
    }
    const searches: Array<[string, string]> = [
      ["SE", "sto"],
      ["SE", "skåne"],
      ["SE", "114"],
      ["DE", "berlin"],
      ["DE", "10"],
      ["NL", "amster"],
    ];
    for (const [code, term] of searches) {
      const path = `/rest/region-search?countryCode=${code}&searchTerm=${encodeURIComponent(term)}`;
      await get(path);
      const times: number[] = [];
      for (let i = 0; i < samples; i++) times.push((await get(path)).ms);
      console.log(line(`searchRegions ${code} "${term}"`, times));
    }
  }
} finally {
  await database.close();
  await stopServer(server.child);
  await scratch?.drop();
}
