/**
 * Uploads do not stall other requests (issue 17): the catalog requests' table read page after
 * page while four 12-megapixel JPEG uploads run side by side, against the same pages read on a
 * server with nothing else to do. Target: p99 of the catalog page under that load ≤ 50 ms.
 *
 * Each read asks another page (pages 1-30 of 100 rows, three sorts, both directions), so kept
 * pages answer only the second round of each; the four uploads loop until the reads are done.
 * Against a server started on a seeded database (demo data: 30,000 catalog requests):
 *   createdb ...; DATABASE_URL=... npm run seed
 *   DATABASE_URL=... npx tsx bench/uploads-and-pages.ts [--reads 400]
 */
import sharp from "sharp";
import { KeepAliveClient } from "./lib/keep-alive-client.ts";
import { freePort, login, percentile, startServer, stopServer } from "./lib/server.ts";
import { benchOptions } from "./lib/options.ts";

const options = benchOptions();
const reads = options.number("--reads", 400);
const databaseUrl = process.env.DATABASE_URL ?? "";
if (!databaseUrl) throw new Error("Set DATABASE_URL to a seeded PostgreSQL database.");
const UPLOADS_AT_ONCE = 4;
const P99_TARGET_MS = 50;

/** A 12-megapixel JPEG with fine noise (about 2-3 MB): what a phone sends. */
async function photo(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const raw = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < raw.length; i++) {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    raw[i] = ((i % (width * 3)) / 24 + (seed % 24)) & 0xff;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const SORTS = ["createdDate", "lastname", "zipCode"];
const pageUrl = (i: number) => {
  const sort = SORTS[i % SORTS.length]!;
  const direction = Math.floor(i / SORTS.length) % 2 === 0 ? "asc" : "desc";
  const page = 1 + (Math.floor(i / (2 * SORTS.length)) % 30);
  return `/rest/catalog/catalog-orders/get-by-page?count=100&page=${page}&sort=${sort}&direction=${direction}`;
};

const port = await freePort();
const server = await startServer({ DATABASE_URL: databaseUrl, DEMO_DATA: "false" }, port);
const base = `http://127.0.0.1:${port}`;
try {
  const cookie = await login(base, "all@demo.example");
  const client = new KeepAliveClient(base, 1);
  const readPages = async (offset: number) => {
    const ms: number[] = [];
    for (let i = 0; i < reads; i++) {
      const answer = await client.request("GET", pageUrl(offset + i), { cookie });
      if (answer.status !== 200) throw new Error(`${pageUrl(offset + i)}: ${answer.status}`);
      ms.push(answer.ms);
    }
    return ms.sort((a, b) => a - b);
  };
  const jpeg = await photo();
  const upload = async () => {
    const answer = await fetch(`${base}/rest/media/upload-file?originalFilename=IMG.JPG&filetype=highRes`, {
      method: "POST",
      body: new Uint8Array(jpeg),
      headers: { cookie, "sec-fetch-site": "same-origin", "content-type": "image/jpeg" },
    });
    if (!answer.ok) throw new Error(`upload: ${answer.status} ${await answer.text()}`);
  };
  await upload(); // loads libvips
  await readPages(0); // warms the pool and the plans
  const quiet = await readPages(reads);

  let reading = true;
  let uploaded = 0;
  const loops = Array.from({ length: UPLOADS_AT_ONCE }, async () => {
    while (reading) {
      await upload();
      uploaded++;
    }
  });
  const loaded = await readPages(2 * reads).finally(() => {
    reading = false;
  });
  await Promise.all(loops);

  const line = (label: string, ms: number[]) =>
    `${label}: p50 ${percentile(ms, 50).toFixed(2)} ms, p95 ${percentile(ms, 95).toFixed(2)} ms, p99 ${percentile(ms, 99).toFixed(2)} ms`;
  console.log(line(`Catalog page, nothing else running (${reads} reads)`, quiet));
  console.log(
    line(`Catalog page while ${UPLOADS_AT_ONCE} uploads run side by side (${reads} reads, ${uploaded} uploads done)`, loaded) +
      ` (target p99 ≤ ${P99_TARGET_MS} ms: ${percentile(loaded, 99) <= P99_TARGET_MS ? "met" : "NOT met"})`,
  );
} finally {
  await stopServer(server.child);
}
