/**
 * CMS page editor figures (issue 18), against a server started like `npm start` (no demo data):
 * six sites (languages), each with one page of 60 blocks of all 21 classes, every block a
 * version of the same block id in all six sites.
 *
 * - GET /cms/editor/page (the page and its 60 blocks): p50 target ≤ 30 ms;
 * - POST /cms/editor/save of that page with every block sent back and one changed (validated
 *   by each block's class schema, rich text sanitised, one transaction): p50 target ≤ 100 ms;
 * - with --database-url (PostgreSQL, a scratch database): the bare SQL of the read (the page row
 *   and its blocks, the two statements the server sends) over one pg connection;
 * - with --browser (the built client, `npm run build`, and Debian's chromium): the editor ready in
 *   the browser, target ≤ 1 s: the page's address opened in a new tab until all 60 blocks are
 *   listed (the first time with an empty cache, then with the app's files cached as a staff
 *   member's browser has them), the same reached from the dashboard inside the app, and a
 *   block's editor dialog opened from the list until its form is drawn.
 *
 * Usage: npx tsx bench/cms-editor.ts [--database-url postgres://postgres@127.0.0.1:5432/postgres] [--runs 60] [--browser]
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createScratchDatabase, freePort, login, startServer, stopServer, summarise } from "./lib/server.ts";
import { editorInBrowser } from "./lib/cms-editor-browser.ts";
import { benchOptions } from "./lib/options.ts";

const options = benchOptions();
const serverUrl = options.text("--database-url");
const runs = options.number("--runs", 60);
const ADMIN_PASSWORD = "bench-password-123";
const LANGUAGES = ["en", "sv", "de", "nl", "no", "fi"];
const BLOCKS = 60;

/** Data of each class, as the editor would send it (every class's schema accepts it). */
function blockOf(index: number, lang: string): { class: string; blockId: string; data: Record<string, unknown> } {
  const text = `<p>Block ${index} in ${lang}: <strong>hand made</strong> beds, <a href="/beds">see them</a>.</p>`;
  const image = { identifier: `cms/bed-${index}.jpg`, type: "static" };
  const cells = Array.from({ length: 4 }, (_, k) => ({ header: `Cell ${k}`, text, image }));
  const samples: [string, Record<string, unknown>][] = [
    ["text_header", { header: `Header ${index}`, preamble: text }],
    ["text_story", { header: `Story ${index}`, text: text.repeat(4) }],
    ["quote", { quote: "The best sleep of my life.", quoter: "Anna" }],
    ["image_list", { header: "Images", cells }],
    ["photo_grid", { cells }],
    ["video", { header: "Film", UrlMp4: "/v.mp4", BgVideo: false, image }],
    ["video_list", { cells: cells.map((c) => ({ header: c.header, UrlMp4: "/v.mp4" })) }],
    ["informative_image", { image, points: [{ horizontalPos: 10.5, verticalPos: 20.25, header: "Point", text }] }],
    ["slideshow", { slides: cells.map((c) => ({ header: c.header, text, image })) }],
    ["bed", { bedModel: "Aurora", header: "Aurora", text, image }],
    ["bed_viewer", { bedModel: "Aurora", image }],
    ["bed_configurator", { bedModel: "Aurora" }],
    ["choose_bed", { header: "Choose", bedModels: ["Aurora", "Eira"] }],
    ["custom_template", { template: "store-finder" }],
    ["interactive_guide", { steps: [{ header: "One", text }] }],
    ["order_catalog", { header: "Catalog", offers: ["nightcap"] }],
    ["product_grid", { header: "Products", products: ["Aurora", "Eira"] }],
    ["split_block", { header: "Split", text, image, imagePosition: "left" }],
    ["campaign", { header: "Spring", text, rules: { type: "comparator", property: "country", comparator: "==", value: "SE" } }],
    ["book_meeting", { header: "Book", preamble: text }],
    ["popup", { header: "Popup", text, delaySeconds: 5 }],
  ];
  const [cls, data] = samples[index % samples.length]!;
  return { class: cls, blockId: `bench-${index}`, data };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-cms-"));
const scratch = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startServer(
  { DATA_DIR: dataDir, DEMO_DATA: "false", ADMIN_PASSWORD, ...(scratch ? { DATABASE_URL: scratch.url } : { DATABASE_URL: "" }) },
  port,
);
const lines: string[] = [];

try {
  const cookie = await login(base, "admin@example.com", ADMIN_PASSWORD);
  const call = async (method: string, url: string, body?: unknown) => {
    const started = performance.now();
    const answer = await fetch(`${base}${url}`, {
      method,
      headers: { cookie, "sec-fetch-site": "same-origin", ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await answer.text();
    if (!answer.ok) throw new Error(`${method} ${url}: ${answer.status} ${text.slice(0, 300)}`);
    return { ms: performance.now() - started, json: JSON.parse(text) };
  };

  const pageIds: number[] = [];
  for (const lang of LANGUAGES) {
    const site = (await call("POST", "/cms/sites", { name: `Site ${lang}`, languageCode: lang, slug: `site-${lang}`, isActive: true }))
      .json;
    const blocks = Array.from({ length: BLOCKS }, (_, i) => blockOf(i, lang));
    pageIds.push((await call("POST", "/cms/editor/save", { page: { title: `Front page ${lang}`, siteId: site.id, blocks } })).json.id);
  }
  const pageId = pageIds[0]!;

  const reads: number[] = [];
  for (let i = 0; i < runs + 5; i++) {
    const { ms } = await call("GET", `/cms/editor/page?id=${pageId}`);
    if (i >= 5) reads.push(ms); // the first few warm the server's code paths
  }
  lines.push(summarise(`getCmsPage, ${BLOCKS} blocks, page of one of 6 languages (target p50 ≤ 30 ms)`, reads));

  const saves: number[] = [];
  let page = (await call("GET", `/cms/editor/page?id=${pageId}`)).json;
  for (let i = 0; i < runs + 5; i++) {
    const blocks = page.blocks.map((b: Record<string, any>, k: number) => ({
      id: b.id,
      class: b.class,
      blockId: b.blockId,
      sortOrder: b.sortOrder,
      image: b.image,
      data: k === i % BLOCKS && b.data.header !== undefined ? { ...b.data, header: `Changed ${i}` } : b.data,
      design: b.design,
    }));
    const { ms, json } = await call("POST", "/cms/editor/save", {
      page: { id: page.id, title: page.title, updatedAt: page.updatedAt, seo: page.seo, blocks },
    });
    page = json;
    if (i >= 5) saves.push(ms);
  }
  lines.push(summarise(`saveCmsPage, ${BLOCKS} blocks sent back, one changed (target p50 ≤ 100 ms)`, saves));

  if (options.flag("--browser")) {
    lines.push(...(await editorInBrowser({ base, pageId, blocks: BLOCKS, runs: Math.min(runs, 20), password: ADMIN_PASSWORD })));
  }

  if (scratch) {
    const db = new pg.Client({ connectionString: scratch.url });
    await db.connect();
    const bare: number[] = [];
    for (let i = 0; i < runs + 5; i++) {
      const started = performance.now();
      await Promise.all([
        db.query(
          `select p.id, p.site_id, p.title, p.slug, p.seo, p.updated_at, s.name, s.language_code, s.frontpage_id, c.id as content_item_id
           from pages p join sites s on s.id = p.site_id left join content_items c on c.page_id = p.id where p.id = $1`,
          [pageId],
        ),
        db.query(
          `select b.id, b.site_id, b.page_id, b.class, b.block_id, b.sort_order, b.image, b.data, b.design, b.updated_at, s.name, s.language_code
           from blocks b join sites s on s.id = b.site_id where b.page_id = $1 order by b.sort_order, b.id`,
          [pageId],
        ),
      ]);
      if (i >= 5) bare.push(performance.now() - started);
    }
    await db.end();
    lines.push(summarise("bare SQL of getCmsPage's two statements, one pg connection", bare));
  }
  lines.push(`${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)} at the end; ${scratch ? "PostgreSQL" : "PGlite"}.`);
  console.log(lines.join("\n"));
} finally {
  await stopServer(server.child);
  await scratch?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
