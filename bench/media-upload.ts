/**
 * Media library figures (issue 17), against a server started like `npm start` (no demo data):
 *
 * - upload of a 12-megapixel JPEG (4000 × 3000, made here with sharp) until its three files are
 *   stored (original without metadata, thumbnail, low resolution): wall time per upload, target
 *   ≤ 1.5 s; the server's resident memory growth over the uploads (peak VmHWM minus the RSS
 *   before them), target ≤ 150 MB;
 * - with --database-url (PostgreSQL: the tree is filled by SQL in a scratch database): a tree of
 *   2,000 folders and 50,000 media, GET /rest/media/folders ≤ 30 ms, a folder with 1,000 media
 *   ≤ 20 ms, and a thumbnail answered from the server's cache ≤ 2 ms p50.
 *
 * Usage: npx tsx bench/media-upload.ts [--database-url postgres://postgres@127.0.0.1:5432/postgres] [--uploads 5]
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { createScratchDatabase, freePort, login, median, processStats, startServer, stopServer, summarise } from "./lib/server.ts";
import { benchOptions } from "./lib/options.ts";

const options = benchOptions();
const serverUrl = options.text("--database-url");
const uploads = options.number("--uploads", 5);
const ADMIN_PASSWORD = "bench-password-123";

/** A photo-like 12-megapixel JPEG: smooth gradients and waves with fine noise (about 3-5 MB at quality 90), EXIF orientation 6. */
async function twelveMegapixelJpeg(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const raw = Buffer.alloc(width * height * 3);
  let seed = 1;
  const noise = () => ((seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff) % 24) - 12;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = Math.max(0, Math.min(255, 120 + 90 * Math.sin(x / 180) + noise()));
      raw[i + 1] = Math.max(0, Math.min(255, 100 + 80 * Math.cos(y / 140) + noise()));
      raw[i + 2] = Math.max(0, Math.min(255, 80 + (x + y) / 60 + noise()));
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-media-"));
const scratch = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startServer(
  {
    DATA_DIR: dataDir,
    DEMO_DATA: "false",
    ADMIN_PASSWORD,
    ...(options.text("--malloc-arena-max") ? { MALLOC_ARENA_MAX: options.text("--malloc-arena-max")! } : {}),
    ...(scratch ? { DATABASE_URL: scratch.url } : { DATABASE_URL: "" }),
  },
  port,
);
const pid = server.child.pid!;
const lines: string[] = [];
const report = (line: string) => {
  console.log(line);
  lines.push(line);
};

try {
  const cookie = await login(base, "admin@example.com", ADMIN_PASSWORD);
  const headers = { cookie, "sec-fetch-site": "same-origin" };
  const call = async (url: string, init: RequestInit = {}) => {
    const started = performance.now();
    const answer = await fetch(`${base}${url}`, { ...init, headers: { ...headers, ...(init.headers ?? {}) } });
    const body = Buffer.from(await answer.arrayBuffer());
    if (!answer.ok && answer.status !== 304) throw new Error(`${url}: ${answer.status} ${body.toString().slice(0, 300)}`);
    return { ms: performance.now() - started, answer, body };
  };

  const jpeg = await twelveMegapixelJpeg();
  report(`Test image: 4000 × 3000 JPEG, ${(jpeg.length / 1_048_576).toFixed(1)} MB`);
  // One warm-up upload (loads libvips, JIT), not counted.
  const upload = () =>
    call("/rest/media/upload-file?originalFilename=IMG_0001.JPG&filetype=highRes", {
      method: "POST",
      body: new Uint8Array(jpeg),
      headers: { "content-type": "image/jpeg" },
    });
  const warm = await upload();
  const [original] = JSON.parse(warm.body.toString()) as string[];
  const rssBefore = processStats(pid).rssMb;
  const times: number[] = [];
  for (let i = 0; i < uploads; i++) times.push((await upload()).ms);
  const { peakRssMb } = processStats(pid);
  lines.push(summarise(`Upload of a 12 MP JPEG, three files stored (target ≤ 1500 ms)`, times));
  report(
    `Server RSS before the uploads ${rssBefore.toFixed(0)} MB, peak ${peakRssMb.toFixed(0)} MB: growth ${(peakRssMb - rssBefore).toFixed(0)} MB (target ≤ 150 MB)`,
  );

  // Thumbnails from the server's cache (the second and later answers of one name).
  await call(`/rest/media/get-thumbnail?filename=${original}`);
  const thumbs: number[] = [];
  for (let i = 0; i < 300; i++) thumbs.push((await call(`/rest/media/get-thumbnail?filename=${original}`)).ms);
  lines.push(summarise("Thumbnail from the cache (target p50 ≤ 2 ms)", thumbs));

  if (scratch) {
    const db = new pg.Client({ connectionString: scratch.url });
    await db.connect();
    // 2,000 folders: 20 roots, each with 9 children with 10 grandchildren each (20 + 180 + 1,800).
    await db.query(`insert into media_folders (name, slug, sort_order, is_root_folder)
      select 'Root ' || g, 'root-' || g, g - 1, true from generate_series(1, 20) g`);
    await db.query(`insert into media_folders (parent_id, name, slug, sort_order)
      select r.id, 'Child ' || g, 'child-' || g, g - 1 from media_folders r, generate_series(1, 9) g where r.parent_id is null`);
    await db.query(`insert into media_folders (parent_id, name, slug, sort_order)
      select c.id, 'Leaf ' || g, 'leaf-' || g, g - 1 from media_folders c join media_folders r on r.id = c.parent_id and r.parent_id is null,
      generate_series(1, 10) g`);
    const { rows: leaves } = await db.query<{ id: string }>(`select id from media_folders where parent_id is not null order by id`);
    const big = leaves[0]!.id;
    // 1,000 media in one folder, the other 49,000 spread over the rest.
    await db.query(
      `insert into media (folder_id, name, slug, published_date, thumbnail, low_res, high_res, sort_order)
       select $1, 'Media ' || g, 'media-' || g, case when g % 7 = 0 then null else now() - g * interval '1 hour' end, $2, $2, $2, g - 1
       from generate_series(1, 1000) g`,
      [big, original],
    );
    await db.query(
      `insert into media (folder_id, name, slug, published_date, sort_order)
       select (array(select id from media_folders where id <> $1 order by id))[1 + g % 1999], 'Media ' || g, 'media-' || g, now() - g * interval '1 minute', g / 1999
       from generate_series(1, 49000) g`,
      [big],
    );
    await db.query("analyze");
    const counts = await db.query(
      `select (select count(*) from media_folders)::int as folders, (select count(*) from media)::int as media`,
    );
    report(`Tree: ${counts.rows[0].folders} folders, ${counts.rows[0].media} media`);
    await db.end();
    for (let i = 0; i < 5; i++) await call("/rest/media/folders");
    const tree: number[] = [];
    for (let i = 0; i < 40; i++) tree.push((await call("/rest/media/folders")).ms);
    lines.push(summarise("Tree of 2,000 folders (target ≤ 30 ms)", tree));
    for (const method of ["published_date", "alphabetical", "custom"]) {
      const folderTimes: number[] = [];
      const pgc = new pg.Client({ connectionString: scratch.url });
      await pgc.connect();
      await pgc.query("update media_folders set media_sort_method = $1 where id = $2", [method, big]);
      await pgc.end();
      for (let i = 0; i < 5; i++) await call(`/rest/media/folders/${big}`);
      for (let i = 0; i < 40; i++) folderTimes.push((await call(`/rest/media/folders/${big}`)).ms);
      lines.push(summarise(`Folder with 1,000 media, ${method} (target ≤ 20 ms)`, folderTimes));
    }
  } else {
    report("Tree figures need --database-url (PostgreSQL): skipped.");
  }
  report(
    `Median upload ${median(times).toFixed(0)} ms on ${os.cpus().length} cores (${os.loadavg()[0]!.toFixed(1)} load average at the end).`,
  );
} finally {
  await stopServer(server.child);
  await scratch?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
