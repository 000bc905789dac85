/**
 * Catalog searches sorted by another column than the creation date (issue 14), read fresh: for
 * each word × sort × direction, rounds of a save of one request (the catalog's version moves on,
 * so no kept page can answer) and the first page of the search in that sort. Three figures per
 * row, p50 of the rounds:
 * - HTTP: the page over HTTP, one request at a time;
 * - replay: the statements the server ran for it, sent again straight to PostgreSQL (the
 *   server's code in this process captures them, as bench:fresh-pairs does): what our layers
 *   add over our own SQL;
 * - plain SQL: the statement anyone would write first (the matching requests by the search
 *   table's trigram index, sorted, limit 100, and their count), on one connection: what our
 *   SQL costs beside the obvious one.
 *
 * Usage: npm run bench:search-sorts -- --database-url URL [--rounds 5]
 *          [--words "andersson,hansen,malmö"] [--sorts "lastname,city"] [--directions asc,desc]
 */
import pg from "pg";
import { CATALOG_ORDER_SORTS, searchWords } from "../src/server/routes/catalog/order-list-query.ts";
import { containsPattern } from "../src/server/routes/paging.ts";
import { KeepAliveClient } from "./lib/keep-alive-client.ts";
import { ms } from "./lib/latency-table.ts";
import { catalogOrderSave } from "./lib/mixed-workload.ts";
import { freePort, login, median, startServer, stopServer } from "./lib/server.ts";
import { openCapturingApp, replayOne } from "./lib/sql-replay.ts";
import { benchOptions } from "./lib/options.ts";

const options = benchOptions();
const databaseUrl = options.required(
  "--database-url",
  "Usage: npm run bench:search-sorts -- --database-url URL [--rounds 5] [--words a,b] [--sorts lastname,city] [--directions asc,desc]",
  process.env.DATABASE_URL,
);
const rounds = options.number("--rounds", 5);
// From a few thousand matches on a million requests (andersson) to tens of thousands (malmö), two words rare together, digits, a domain.
const words = options.list("--words", ["andersson", "hansen", "malmö", "gatan", "anna andersson", "0701", "@gmail"]);
const sorts = options.list("--sorts", ["lastname", "firstname", "email", "zipCode", "city", "country", "status", "locationNotifiedAt"]);
const directions = options.list("--directions", ["asc", "desc"]);

interface Row {
  word: string;
  sort: string;
  direction: string;
}
const rows: Row[] = words.flatMap((word) => sorts.flatMap((sort) => directions.map((direction) => ({ word, sort, direction }))));
const pagePath = (r: Row) =>
  `/rest/catalog/catalog-orders/get-by-page?${new URLSearchParams({
    page: "1",
    count: "100",
    sort: r.sort,
    direction: r.direction,
    filters: JSON.stringify({ searchString: r.word }),
  })}`;
const name = (r: Row) => `${r.word} | ${r.sort} ${r.direction}`;
type Send = (method: string, path: string, body?: unknown) => Promise<{ status: number; json?: unknown; ms: number }>;

/** Each row's first page `rounds` times, a save of the newest request before each read; the milliseconds `send` counts. */
async function measure(send: Send) {
  const ok = async (method: string, path: string, body?: unknown) => {
    const answer = await send(method, path, body);
    if (answer.status !== 200) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.json)}`);
    return answer;
  };
  const newest = (await ok("GET", "/rest/catalog/catalog-orders/get-by-page?page=1&count=1")).json as { list: Array<{ id: number }> };
  const orderPath = `/rest/catalog/catalog-orders/${newest.list[0]!.id}`;
  let order = (await ok("GET", orderPath)).json as Record<string, unknown>;
  const times = new Map<string, number[]>();
  const totals = new Map<string, string>();
  let n = 0;
  for (const row of rows) {
    const mine: number[] = [];
    for (let i = 0; i < rounds; i++) {
      order = (await ok("PUT", orderPath, catalogOrderSave(order, n++))).json as Record<string, unknown>;
      const answer = await ok("GET", pagePath(row));
      mine.push(answer.ms);
      const { total, totalIsEstimate } = answer.json as { total: number; totalIsEstimate: boolean };
      totals.set(name(row), `${totalIsEstimate ? "~" : ""}${total.toLocaleString("en")}`);
    }
    times.set(name(row), mine);
  }
  return { times, totals };
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startServer({ DATABASE_URL: databaseUrl, DEMO_DATA: "false" }, port);
let cookie: string;
const http = await (async () => {
  const client = new KeepAliveClient(base, 1);
  try {
    cookie = await login(base, "catalog@demo.example");
    return await measure((method, p, body) => client.request(method, p, { cookie, body, parse: true }));
  } finally {
    client.close();
    await stopServer(server.child);
  }
})();

const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
const replayed = await (async () => {
  const app = await openCapturingApp(databaseUrl, 2);
  try {
    return await measure(async (method, p, body) => {
      const answer = await app.capture(method, p, cookie, body);
      if (method !== "GET") return { ...answer, ms: 0 };
      const again = await replayOne(pool, { label: p, kind: "read", statements: answer.statements });
      if (again.error) throw new Error(`${p}: a replayed statement failed: ${again.error}`);
      return { ...answer, ms: again.ms };
    });
  } finally {
    await app.close();
  }
})();

/** The plain statement and its count, one after the other on one connection, `rounds` times (after one unmeasured read). */
async function plainSql(row: Row): Promise<number[]> {
  const terms = searchWords(row.word).map((w) => `s.search_text like lower('${containsPattern(w).replaceAll("'", "''")}')`);
  const matches = `o.id in (select s.id from catalog_order_search s where ${terms.join(" and ")})`;
  const order = CATALOG_ORDER_SORTS[row.sort]!.map(([column, same]) => {
    const desc = (row.direction === "desc") === same;
    return `${column} ${desc ? "desc" : "asc"}`;
  }).join(", ");
  const client = await pool.connect();
  try {
    const times: number[] = [];
    for (let i = 0; i <= rounds; i++) {
      const started = performance.now();
      await client.query(`select o.* from catalog_orders o where ${matches} order by ${order} limit 100`);
      await client.query(`select count(*) from catalog_orders o where ${matches}`);
      if (i > 0) times.push(performance.now() - started);
    }
    return times;
  } finally {
    client.release();
  }
}

console.log(`\n${rows.length} searches, first page, ${rounds} fresh reads each (a save before each read)\n`);
console.log("| Search | Sort | Total | HTTP p50 ms | Replay p50 ms | Plain SQL p50 ms | HTTP / plain |");
console.log("|---|---|---|---|---|---|---|");
for (const row of rows) {
  const h = median(http.times.get(name(row))!);
  const r = median(replayed.times.get(name(row))!);
  const p = median(await plainSql(row));
  console.log(
    `| \`${row.word}\` | ${row.sort} ${row.direction} | ${http.totals.get(name(row))} | ${ms(h)} | ${ms(r)} | ${ms(p)} | ${(h / p).toFixed(1)}× |`,
  );
}
await pool.end();
