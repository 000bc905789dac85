/**
 * Every fresh filter × sort pair of the catalog requests (issue 14): each filter combination the
 * contract offers for getCatalogOrdersPage (its `x-filters`, search left out: bench:realistic
 * and bench/catalog-orders.ts measure searches) × each sort of its enum × both directions, on
 * pages 1-20, every page read fresh: a save of one request just before each read moves the
 * catalog's version on, so the server's kept page cannot answer. One request at a time. Filter
 * values as the plan test picks them (tests/plans/paged-lists.ts): a rare status in a mid-sized
 * market, the busiest notified address.
 *
 * Pages 2-20 are read the two ways staff reach them: "next" (page 1 by number, then `after`
 * the previous answer's nextCursor, as the table's next button) and "number" (page=N, a jump).
 * Beside each pair's HTTP p50, the bare SQL of the same statements: the server's code in this
 * process makes the same fresh reads, every statement each sent is recorded and sent again at
 * once straight to PostgreSQL on one connection, timed; the ratio HTTP / bare. A pair is flagged
 * when its p50 is over 10 ms or over 3× its bare SQL. Then page 5,000 (default sort) by number
 * and by keyset (after page 4,999's cursor), fresh, p50 / p99 against the same 60 ms.
 *
 * Prints a summary table for the README and writes the full table (one row per pair and way)
 * to bench/results/fresh-pairs-<time>.md.
 *
 * Usage: npm run bench:fresh-pairs -- --database-url postgres://postgres@127.0.0.1:5432/catalog_bench
 *          [--pages 20] [--ways next,number] [--directions asc,desc] [--deep-page 5000] [--deep-samples 20] [--out FILE]
 */
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../src/server/db/database.ts";
import { PAGED_LISTS } from "../tests/plans/paged-lists.ts";
import { pagedOperation, queryString } from "./lib/catalog-contract.ts";
import { KeepAliveClient } from "./lib/keep-alive-client.ts";
import { ms } from "./lib/latency-table.ts";
import { catalogOrderSave } from "./lib/mixed-workload.ts";
import { freePort, login, median, percentile, ROOT, startServer, stopServer } from "./lib/server.ts";
import { openCapturingApp, replayOne } from "./lib/sql-replay.ts";
import { benchOptions } from "./lib/options.ts";

const options = benchOptions();
const databaseUrl = options.required(
  "--database-url",
  "Usage: npm run bench:fresh-pairs -- --database-url postgres://... [--pages 20] [--ways next,number] [--directions asc,desc] [--deep-page 5000] [--deep-samples 20] [--out FILE]",
  process.env.DATABASE_URL,
);
const pages = options.number("--pages", 20);
const ways = options.list("--ways", ["next", "number"]) as Way[];
const directions = options.list("--directions", ["asc", "desc"]);
const deepPage = options.number("--deep-page", 5000);
const deepSamples = options.number("--deep-samples", 20);
const out =
  options.text("--out") ?? path.join(ROOT, "bench/results", `fresh-pairs-${new Date().toISOString().slice(0, 16).replace(":", "")}.md`);
const TARGET_MS = 10;
const TARGET_RATIO = 3;
const DEEP_TARGET_MS = 60;
const PAGE_SIZE = 100;

type Way = "next" | "number";
/** A view of the list: filters, sort and direction (what stays the same from page to page). */
interface Pair {
  filters: Record<string, unknown>;
  sort: string;
  direction: string;
}
/** How one request is sent (by the HTTP client, or to the server's code in this process) and the milliseconds that count for it. */
type Send = (method: string, path: string, body?: unknown) => Promise<{ status: number; json?: unknown; ms: number }>;

const catalog = pagedOperation("getCatalogOrdersPage");
const orderPath = "/rest/catalog/catalog-orders";

// The plan test's filter values, read from the data.
const samples = await (async () => {
  const database = await openDatabase({ url: databaseUrl, poolSize: 1 });
  try {
    return await PAGED_LISTS.getCatalogOrdersPage!.samples(database.db);
  } finally {
    await database.close();
  }
})();
const filterKeys = catalog.filters.filter((f) => f !== "searchString");
const subsets = filterKeys.reduce<string[][]>((all, key) => [...all, ...all.map((s) => [...s, key])], [[]]);
const pairs: Pair[] = subsets.flatMap((keys) =>
  catalog.sorts.flatMap((sort) =>
    directions.map((direction) => ({ filters: Object.fromEntries(keys.map((k) => [k, samples[k]])), sort, direction })),
  ),
);
const pairName = (p: Pair) => `${Object.keys(p.filters).join(" + ") || "no filter"} | ${p.sort} ${p.direction}`;
console.log(
  `${pairs.length} pairs (${subsets.length} filter combinations × ${catalog.sorts.length} sorts × ${directions.length} directions), pages 1-${pages} by ${ways.join(" and by ")}, each read fresh; filter values ${JSON.stringify(Object.fromEntries(filterKeys.map((k) => [k, samples[k]])))}`,
);

const key = (p: Pair, way: Way) => `${pairName(p)} | ${way}`;

// 1. Over HTTP, one request at a time, a save before each read.
const http = await (async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer({ DATABASE_URL: databaseUrl, DEMO_DATA: "false" }, port);
  const client = new KeepAliveClient(base, 1);
  try {
    const cookie = await login(base, "catalog@demo.example");
    return await measure("HTTP", (method, p, body) => client.request(method, p, { cookie, body, parse: true }));
  } finally {
    client.close();
    await stopServer(server.child);
  }
})();

// 2. The bare SQL: the server's code in this process makes the same reads, each timed again on PostgreSQL directly.
const bare = await (async () => {
  // A session to send: any server instance shares them (one started briefly to log in).
  const port = await freePort();
  const server = await startServer({ DATABASE_URL: databaseUrl, DEMO_DATA: "false" }, port);
  const cookie = await login(`http://127.0.0.1:${port}`, "catalog@demo.example").finally(() => stopServer(server.child));
  const app = await openCapturingApp(databaseUrl, 2);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    return await measure("bare SQL", async (method, p, body) => {
      const answer = await app.capture(method, p, cookie, body);
      if (method !== "GET") return { ...answer, ms: 0 };
      const replayed = await replayOne(pool, { label: p, kind: "read", statements: answer.statements });
      if (replayed.error) throw new Error(`${p}: a replayed statement failed: ${replayed.error}`);
      return { ...answer, ms: replayed.ms };
    });
  } finally {
    await pool.end();
    await app.close();
  }
})();

/** Every pair's pages and the deep pages, through `send` (which answers the time that counts). */
async function measure(what: string, send: Send) {
  const touch = await toucher(send);
  const times = new Map<string, number[]>();
  const started = performance.now();
  for (const [i, pair] of pairs.entries()) {
    for (const way of ways) times.set(key(pair, way), await readPages(send, touch, pair, way));
    if (i % 20 === 19) console.log(`${what}: ${i + 1} of ${pairs.length} pairs, ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  return { times, deep: await deepPages(send, touch) };
}

// 3. The tables.
/** A percentile of some times; NaN for none. */
const at = (p: number) => (times: number[]) =>
  times.length === 0
    ? NaN
    : percentile(
        [...times].sort((a, b) => a - b),
        p,
      );
const p50 = at(50);
const p99 = at(99);
const rows = pairs.flatMap((pair) =>
  ways.map((way) => {
    const h = http.times.get(key(pair, way)) ?? [];
    const b = bare.times.get(key(pair, way)) ?? [];
    const ratio = p50(h) / p50(b);
    const flags = [p50(h) > TARGET_MS ? `> ${TARGET_MS} ms` : "", ratio > TARGET_RATIO ? `> ${TARGET_RATIO}×` : ""].filter(Boolean);
    return { pair, way, pages: h.length, http: p50(h), httpMax: Math.max(...h), bare: p50(b), ratio, flags };
  }),
);
const full = [
  `Fresh filter × sort pairs of getCatalogOrdersPage, pages 1-${pages}, ${new Date().toISOString()}; filter values ${JSON.stringify(Object.fromEntries(filterKeys.map((k) => [k, samples[k]])))}`,
  "",
  "| Filters | Sort | Way | Pages | HTTP fresh p50 ms | max ms | Bare SQL p50 ms | Ratio | Flags |",
  "|---|---|---|---|---|---|---|---|---|",
  ...rows.map(
    (r) =>
      `| ${Object.keys(r.pair.filters).join(" + ") || "none"} | ${r.pair.sort} ${r.pair.direction} | ${r.way} | ${r.pages} | ${ms(r.http)} | ${ms(r.httpMax)} | ${ms(r.bare)} | ${r.ratio.toFixed(1)}× | ${r.flags.join(", ")} |`,
  ),
].join("\n");
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${full}\n`);

const summary = [
  "| Figure | HTTP fresh p50 | Bare SQL p50 | HTTP / bare | Target | Over |",
  "|---|---|---|---|---|---|",
  ...ways.map((way) => {
    const mine = rows.filter((r) => r.way === way && r.pages > 0);
    const range = (values: number[]) => `${ms(median(values))} (${ms(Math.min(...values))}-${ms(Math.max(...values))})`;
    const slow = mine.filter((r) => r.http > TARGET_MS).length;
    const heavy = mine.filter((r) => r.ratio > TARGET_RATIO).length;
    return `| ${mine.length} pairs, pages 1-${pages} ${way === "next" ? "by next (cursor)" : "by number"}: median (min-max) of the pairs' p50, ms | ${range(mine.map((r) => r.http))} | ${range(mine.map((r) => r.bare))} | ${range(mine.map((r) => r.ratio)).replace(/ \(/, "× (")} | p50 ≤ ${TARGET_MS} ms, ≤ ${TARGET_RATIO}× | ${slow} over ${TARGET_MS} ms, ${heavy} over ${TARGET_RATIO}× |`;
  }),
  ...http.deep.map(([label, h]) => {
    const b = bare.deep.find(([l]) => l === label)?.[1] ?? [];
    return `| ${label}, p50 / p99 ms (${h.length} reads) | ${ms(p50(h))} / ${ms(p99(h))} | ${ms(p50(b))} / ${ms(p99(b))} | ${(p50(h) / p50(b)).toFixed(1)}× | ≤ ${DEEP_TARGET_MS} ms | ${p50(h) > DEEP_TARGET_MS ? "**over**" : "-"} |`;
  }),
];
const flagged = rows.filter((r) => r.flags.length > 0).sort((a, b) => b.http - a.http);
console.log(`\n${summary.join("\n")}`);
console.log(
  flagged.length === 0
    ? "\nNo pair over its targets."
    : `\nPairs over a target (${flagged.length}, slowest first):\n${flagged
        .slice(0, 25)
        .map((r) => `- ${pairName(r.pair)} by ${r.way}: ${ms(r.http)} ms, bare ${ms(r.bare)} ms (${r.ratio.toFixed(1)}×)`)
        .join("\n")}${flagged.length > 25 ? `\n- ... ${flagged.length - 25} more in the full table` : ""}`,
);
console.log(`\nFull table: ${path.relative(process.cwd(), out)}`);

/**
 * A save of one request (the newest), with the version of its last answer: moves the catalog's
 * version on, so the next page is read anew.
 */
async function toucher(send: Send): Promise<() => Promise<void>> {
  const first = await send("GET", `${catalog.path}?${queryString({ page: 1, count: 1 })}`);
  if (first.status !== 200) throw new Error(`the first page: ${first.status} ${JSON.stringify(first.json)}`);
  const id = (first.json as { list: Array<{ id: number }> }).list[0]!.id;
  let order = (await send("GET", `${orderPath}/${id}`)).json as Record<string, unknown>;
  let saves = 0;
  return async () => {
    const saved = await send("PUT", `${orderPath}/${order.id}`, catalogOrderSave(order, ++saves));
    if (saved.status !== 200) throw new Error(`save of request ${order.id}: ${saved.status} ${JSON.stringify(saved.json)}`);
    order = saved.json as Record<string, unknown>;
  };
}

/** Pages 1..pages of one view, each after a save: the times `send` answers. */
async function readPages(send: Send, touch: () => Promise<void>, pair: Pair, way: Way) {
  const view = { filters: JSON.stringify(pair.filters), sort: pair.sort, direction: pair.direction, count: PAGE_SIZE };
  const times: number[] = [];
  let cursor: string | null | undefined;
  for (let page = 1; page <= pages; page++) {
    if (way === "next" && page > 1 && !cursor) break;
    await touch();
    const at = way === "next" && page > 1 ? { after: cursor! } : { page };
    const answer = await send("GET", `${catalog.path}?${queryString({ ...view, ...at })}`);
    if (answer.status !== 200) throw new Error(`${pairName(pair)} page ${page}: ${answer.status} ${JSON.stringify(answer.json)}`);
    const body = answer.json as { list: unknown[]; nextCursor?: string | null };
    // An empty first page is a page staff see (a filter nothing matches); past the end, none is.
    if (body.list.length === 0 && page > 1) break;
    times.push(answer.ms);
    if (body.list.length === 0) break;
    cursor = body.nextCursor;
  }
  return times;
}

/** Page deepPage of the default view, fresh, by number and by keyset (after page deepPage - 1's cursor). */
async function deepPages(send: Send, touch: () => Promise<void>) {
  const path = (at: Record<string, string | number>) => `${catalog.path}?${queryString({ ...at, count: PAGE_SIZE })}`;
  const before = await send("GET", path({ page: deepPage - 1 }));
  const cursor = (before.json as { nextCursor?: string | null }).nextCursor;
  if (!cursor) {
    console.log(`page ${deepPage} does not exist here: no deep page figures (see --deep-page)`);
    return [];
  }
  const result: Array<[string, number[]]> = [];
  for (const [label, at] of [
    [`page ${deepPage.toLocaleString("en")} by number`, { page: deepPage }],
    [`page ${deepPage.toLocaleString("en")} by keyset`, { after: cursor }],
  ] as const) {
    const times: number[] = [];
    for (let i = 0; i < deepSamples; i++) {
      await touch();
      const answer = await send("GET", path(at));
      if (answer.status !== 200) throw new Error(`${label}: ${answer.status} ${JSON.stringify(answer.json)}`);
      times.push(answer.ms);
    }
    result.push([label, times]);
  }
  return result;
}
