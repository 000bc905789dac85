/**
 * Meeting bookings and newsletter subscriptions at a million rows each (issue 17): the first
 * page of each table (default sort, 100 rows) asked again and again ("kept": nothing written in
 * between), and the CSV export of every row over HTTP, against a real server on DATABASE_URL;
 * beside each, the bare SQL of the same work (the page's statement under EXPLAIN ANALYZE, the
 * export's SELECT of the kept records by COPY through Node). Seed it first, e.g.
 *   createdb ...; DATABASE_URL=... npm run seed -- --meeting-bookings 1000000 --newsletter-subscriptions 1000000
 *   DATABASE_URL=... npx tsx bench/meetings-newsletter.ts [--samples 200]
 * Targets (the catalog list's): first page p50 ≤ 5 ms kept, export of every row ≤ 3 s.
 */
import { CompiledQuery } from "kysely";
import { openDatabase } from "../src/server/db/database.ts";
import { bookingsCsvExport } from "../src/server/routes/meetings/booking-export.ts";
import { bookingIdPage } from "../src/server/routes/meetings/booking-store.ts";
import { listRequest } from "../src/server/routes/meetings/booking-list-query.ts";
import { subscriptionsCsvExport } from "../src/server/routes/newsletter/subscription-export.ts";
import { subscriptionPageStatement } from "../src/server/routes/newsletter/subscription-store.ts";
import { inlineParameters } from "../src/server/routes/csv-copy.ts";
import { bareCopy } from "./lib/bare-copy.ts";
import { KeepAliveClient } from "./lib/keep-alive-client.ts";
import { freePort, login, median, percentile, startServer, stopServer } from "./lib/server.ts";
import { benchOptions } from "./lib/options.ts";

const options = benchOptions();
const samples = options.number("--samples", 200);
const databaseUrl = process.env.DATABASE_URL ?? "";
if (!databaseUrl) throw new Error("Set DATABASE_URL to a seeded PostgreSQL database.");
const PAGE_TARGET_MS = 5;
const CSV_TARGET_SECONDS = 3;

const p50p95 = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms`;
};

const database = await openDatabase({ url: databaseUrl });
const rows = async (table: string) =>
  Number((await database.db.executeQuery<{ n: string }>(CompiledQuery.raw(`select count(*) as n from ${table}`))).rows[0]!.n);
const counts = { bookings: await rows("meeting_bookings"), subscriptions: await rows("newsletter_subscriptions") };

/** Planning + execution time of a statement under EXPLAIN ANALYZE, in ms (median of `n`). */
async function bareStatement(statement: CompiledQuery, n = 30): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const result = await database.db.executeQuery<{ "QUERY PLAN": unknown }>(
      CompiledQuery.raw(`explain (analyze, format json) ${statement.sql}`, [...statement.parameters]),
    );
    const raw = result.rows[0]!["QUERY PLAN"];
    const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as Array<{ "Planning Time": number; "Execution Time": number }>;
    times.push(plan[0]!["Planning Time"] + plan[0]!["Execution Time"]);
  }
  return median(times);
}

/** The median of three bare COPYs of a statement, in seconds. */
async function copies(statement: CompiledQuery): Promise<number> {
  const runs: number[] = [];
  for (let i = 0; i < 3; i++)
    runs.push((await bareCopy(database, `copy (${inlineParameters(statement)}) to stdout with (format binary)`)).seconds);
  return median(runs);
}

const bare = {
  bookingsPage: await bareStatement(bookingIdPage(database.db, listRequest({}), { offset: 0, limit: 100 }).compile()),
  subscriptionsPage: await bareStatement(subscriptionPageStatement(database.db, {}, { offset: 0, limit: 100 }).compile()),
  bookingsCopy: await copies(bookingsCsvExport(database, {}).records.compile()),
  subscriptionsCopy: await copies(subscriptionsCsvExport(database, {}).records.compile()),
};
await database.close();

const port = await freePort();
const server = await startServer({ DATABASE_URL: databaseUrl, DEMO_DATA: "false" }, port);
const base = `http://127.0.0.1:${port}`;
const results: string[] = [];
try {
  const tables = [
    {
      label: "meeting bookings",
      account: "meetings@demo.example",
      page: "/rest/meeting/booked-visits?filter=page&count=100",
      csv: "/rest/meeting/booked-visits-csv",
      rows: counts.bookings,
      barePage: bare.bookingsPage,
      bareCopy: bare.bookingsCopy,
    },
    {
      label: "newsletter subscriptions",
      account: "newsletter@demo.example",
      page: "/rest/newsletter/subscriptions/get-page?count=100",
      csv: "/rest/newsletter/subscriptions/export-list-to-csv",
      rows: counts.subscriptions,
      barePage: bare.subscriptionsPage,
      bareCopy: bare.subscriptionsCopy,
    },
  ];
  for (const table of tables) {
    const cookie = await login(base, table.account);
    const client = new KeepAliveClient(base, 1);
    const timed = async (n: number) => {
      const ms: number[] = [];
      for (let i = 0; i < n; i++) {
        const answer = await client.request("GET", table.page, { cookie });
        if (answer.status !== 200) throw new Error(`${table.page}: ${answer.status}`);
        ms.push(answer.ms);
      }
      return ms;
    };
    await timed(20); // warm the pool, the plans and the kept counts
    const page = await timed(samples);
    const pageP50 = percentile(
      [...page].sort((a, b) => a - b),
      50,
    );
    const exports: { seconds: number; bytes: number; lines: number }[] = [];
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      const answer = await fetch(`${base}${table.csv}`, { headers: { cookie, "sec-fetch-site": "same-origin" } });
      if (!answer.ok || !answer.body) throw new Error(`${table.csv}: ${answer.status}`);
      let bytes = 0;
      let lines = 0;
      for await (const chunk of answer.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) lines++;
      }
      exports.push({ seconds: (performance.now() - t) / 1000, bytes, lines });
    }
    const exportMedian = median(exports.map((e) => e.seconds));
    results.push(
      `${table.label} (${table.rows.toLocaleString("en")} rows): first page over HTTP ${p50p95(page)} (${samples} requests; ` +
        `target p50 ≤ ${PAGE_TARGET_MS} ms ${pageP50 <= PAGE_TARGET_MS ? "met" : "NOT met"}); bare SQL of the page ${table.barePage.toFixed(2)} ms`,
      `${table.label}: CSV export of every row over HTTP ${exports.map((e) => e.seconds.toFixed(2)).join(" / ")} s ` +
        `(median ${exportMedian.toFixed(2)} s, ${(exports[0]!.lines - 1).toLocaleString("en")} rows, ${(exports[0]!.bytes / 1e6).toFixed(0)} MB; ` +
        `target ≤ ${CSV_TARGET_SECONDS} s ${exportMedian <= CSV_TARGET_SECONDS ? "met" : "NOT met"}); bare COPY of the kept records through Node ${table.bareCopy.toFixed(2)} s`,
    );
    console.log(results.slice(-2).join("\n"));
  }
} finally {
  await stopServer(server.child);
}
console.log("\nFigures (machine shared with other work: upper bounds):");
for (const line of results) console.log(`- ${line}`);
