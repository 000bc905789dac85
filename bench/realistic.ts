/**
 * The realistic run (issue 14): N staff (default 20) browse the catalog requests at once, each in
 * a closed loop of the session below (MIX: first pages, next pages by cursor, jumps, filters,
 * searches for real words, opening a request, other lists), while catalog requests arrive at a
 * steady rate (default 2 a second) through the contract's createCatalogOrder, as the websites
 * send them. Every arrival moves the catalog's version on, so no kept page outlives it: a page
 * is read fresh unless another staff member read the same view since the last arrival (the
 * server does not say which answers were kept; the bare run below counts it for its capture).
 *
 * Reports per kind of request: count, requests/s, p50 / p95 / p99 / max, errors, and whether
 * p50 ≤ 10 ms and p99 ≤ 50 ms; total requests/s. Then the bare SQL of the same statements:
 * the server's code in this process runs the same sessions (with arrivals interleaved at the
 * HTTP run's ratio), every statement each request sent is recorded, and as many loops as staff
 * send them straight to PostgreSQL on a pool as large as the server's for as long, the
 * recorded arrivals at the same rate (bench/lib/sql-replay.ts).
 *
 * On a seeded database, written to only through the server (the arrivals):
 *   npm run seed -- --catalog-orders 1000000   (DATABASE_URL=postgres://.../catalog_bench)
 *   npm run bench:realistic -- --database-url postgres://postgres@127.0.0.1:5432/catalog_bench
 *       [--concurrency 20] [--duration 60] [--warm-up 5] [--arrivals 2] [--seed 1]
 *       [--capture-per-staff 30] [--skip-bare]
 * The throughput figure (≥ 500 requests/s at c=50): the same with --concurrency 50.
 */
import os from "node:os";
import pg from "pg";
import { pagedOperation, queryString } from "./lib/catalog-contract.ts";
import { KeepAliveClient } from "./lib/keep-alive-client.ts";
import { describeError, failureList, latencyTable, type Timed } from "./lib/latency-table.ts";
import { seededRandom, type Step } from "./lib/mixed-workload.ts";
import { freePort, login, processStats, startServer, stopServer } from "./lib/server.ts";
import { openCapturingApp, replay, type CapturedRequest } from "./lib/sql-replay.ts";
import { sampleDatabaseWaits } from "./lib/wait-sampler.ts";
import { benchOptions } from "./lib/options.ts";

// The session: what a staff member does next, by weight (out of 100).
export const MIX = [
  { kind: "catalog first page", weight: 40, what: "page 1, default sort (newest first), no filter" },
  {
    kind: "catalog next page",
    weight: 20,
    what: "next page of the member's last catalog view: after = its nextCursor (a first page when none)",
  },
  { kind: "catalog jump to page", weight: 10, what: "page N by number (JUMP_PAGES) of the default view or a sorted one (SORTED_SHARE)" },
  { kind: "catalog filter", weight: 10, what: "status, country or both (values weighted by their requests), default or sorted view" },
  { kind: "catalog search", weight: 10, what: "a word of the word list: real surnames, cities, zip codes, e-mail fragments from the data" },
  { kind: "catalog request", weight: 5, what: "open one request of the member's last page" },
  { kind: "other list", weight: 5, what: "first page of locations, booked visits, outbox or sites" },
] as const;
type Kind = (typeof MIX)[number]["kind"];
/** Page numbers of jumps: [weight, first, last]. */
const JUMP_PAGES: ReadonlyArray<readonly [number, number, number]> = [
  [60, 2, 10],
  [30, 11, 100],
  [10, 101, 5000],
];
/** Share of jumps and filters that sort by another column than the default (sort and direction picked evenly). */
const SORTED_SHARE = 0.5;
/** Filter views: one of these, evenly. */
const FILTER_KINDS = [["statusCode"], ["countryCode"], ["statusCode", "countryCode"]] as const;
const STATUSES = ["new", "pending", "failed", "delivered", "booked"];
/** How many words of each kind the word list takes from the data: common ones and random ones. */
const WORDS = { surnames: 12, cities: 8, zipCodes: 6, emailFragments: 6 };
const OTHER_LISTS: ReadonlyArray<readonly [label: string, path: string]> = [
  [
    "locations page",
    `/rest/company/locations/get-by-page?${queryString({ page: 1, count: 100, filters: JSON.stringify({ active: true }) })}`,
  ],
  ["booked visits page", `/rest/meeting/booked-visits?${queryString({ filter: "page", page: 1, count: 100 })}`],
  ["outbox page", `/rest/mail/outbox/get-by-page?${queryString({ page: 1, count: 100 })}`],
  ["sites page", `/cms/sites/get-by-page?${queryString({ page: 1, count: 100 })}`],
];
const ARRIVAL = "catalog request arrives (create)";
/** Issue 14: staff requests a second at concurrency 50. */
const THROUGHPUT_TARGET = 500;
const PAGE_SIZE = 100;
/** The server's pool (openDatabase's default): the bare replay gets as many connections. */
const SERVER_POOL_SIZE = 10;

const options = benchOptions();
const databaseUrl = options.required(
  "--database-url",
  "Usage: npm run bench:realistic -- --database-url postgres://... [--concurrency 20] [--duration 60] [--warm-up 5] [--arrivals 2] [--seed 1] [--capture-per-staff 30] [--skip-bare]",
  process.env.DATABASE_URL,
);
const concurrency = options.number("--concurrency", 20);
const seconds = options.number("--duration", 60);
const warmUpSeconds = options.number("--warm-up", 5);
const arrivalsPerSecond = options.number("--arrivals", 2);
const seed = options.number("--seed", 1);
const capturePerStaff = options.number("--capture-per-staff", 30);
const catalog = pagedOperation("getCatalogOrdersPage");
const createPath = "/rest/catalog/catalog-orders";

type Json = Record<string, unknown>;
/** What the run draws from, read from the database once. */
interface Material {
  words: string[];
  /** Country codes weighted by their requests. */
  countries: Array<[string, number]>;
  /** Addresses of existing requests, the arrivals' people. */
  people: Json[];
  ids: number[];
}
/** A staff member's session: its randomness and last catalog view (for next pages and opening a request). */
interface Staff {
  index: number;
  random: () => number;
  view?: Record<string, string>;
  nextCursor?: string | null;
  ids?: number[];
  /** The kind of the step after this one, drawn ahead: a page is parsed only when it needs the page's cursor or ids. */
  upcoming?: Kind;
}

const material = await readMaterial(databaseUrl);
console.log(
  `word list (${material.words.length}): ${material.words.join(", ")}\n${material.countries.length} countries, ${material.people.length} arrival addresses`,
);

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startServer({ DATABASE_URL: databaseUrl, DEMO_DATA: "false" }, port);
const client = new KeepAliveClient(base, concurrency + 4);
let serverStopped = false;
try {
  const staffCookie = await login(base, "all@demo.example");
  const websiteCookie = await login(base, "catalog@demo.example");
  console.log(
    `${concurrency} staff, ${arrivalsPerSecond} arrivals/s, ${warmUpSeconds} s warm-up, then ${seconds} s measured; the session (weights of 100):\n${MIX.map((m) => `- ${m.weight} ${m.kind}: ${m.what}`).join("\n")}`,
  );
  const staff = (offset: number) =>
    Array.from({ length: concurrency }, (_, index) => ({ index, random: seededRandom(seed * 1000 + offset + index) }));
  const arrivalRandom = seededRandom(seed * 7919);

  await runHttp(staff(0), staffCookie, websiteCookie, arrivalRandom, warmUpSeconds);
  const cpuBefore = processStats(server.child.pid!).cpuSeconds;
  const waits = await sampleDatabaseWaits(databaseUrl);
  const started = performance.now();
  const samples = await runHttp(staff(500), staffCookie, websiteCookie, arrivalRandom, seconds);
  const elapsed = (performance.now() - started) / 1000;
  const cpu = processStats(server.child.pid!).cpuSeconds - cpuBefore;
  const sessions = await waits.stop();
  const load = os.loadavg()[0]!.toFixed(1);
  client.close();
  await stopServer(server.child);
  serverStopped = true;

  const staffSamples = samples.filter((s) => s.label !== ARRIVAL);
  const arrivals = samples.length - staffSamples.length;
  console.log(
    `\nHTTP, ${concurrency} staff, ${seconds} s: ${(staffSamples.length / elapsed).toFixed(0)} staff requests/s (+ ${(arrivals / elapsed).toFixed(1)} arrivals/s); server CPU ${((cpu / elapsed) * 100).toFixed(0)} % of one core; machine load average ${load} on ${os.cpus().length} cores`,
  );
  const perSecond = staffSamples.length / elapsed;
  if (concurrency >= 50)
    console.log(
      `throughput target (≥ ${THROUGHPUT_TARGET} requests/s at c=50, 0 errors): ${perSecond >= THROUGHPUT_TARGET && samples.every((s) => s.error === undefined) ? "met" : "**not met**"}`,
    );
  console.log(`the server's database sessions, mean over the run: ${sessions}`);
  console.log(latencyTable(samples, elapsed, { order: [...MIX.map((m) => m.kind), ARRIVAL], targets: { p50: 10, p99: 50 } }));
  console.log(failureList(samples));

  if (!options.flag("--skip-bare")) {
    console.log(`\nRecording the statements of ${capturePerStaff} requests per staff member (the server's code in this process)...`);
    const captured = await captureStatements(
      staff(500),
      staffCookie,
      websiteCookie,
      arrivalRandom,
      arrivals / Math.max(1, staffSamples.length),
    );
    console.log(captured.keptShare);
    let nextArrival = 0;
    const positions = captured.loops.map(() => 0);
    const t = performance.now();
    const bare = await replay(databaseUrl, {
      poolSize: SERVER_POOL_SIZE,
      connections: concurrency,
      seconds,
      next: (loop) => {
        const mine = captured.loops[loop]!;
        return mine[positions[loop]!++ % mine.length]!;
      },
      arrivals:
        arrivalsPerSecond > 0
          ? { everyMs: 1000 / arrivalsPerSecond, next: () => captured.arrivals[nextArrival++ % captured.arrivals.length]! }
          : undefined,
    });
    const bareElapsed = (performance.now() - t) / 1000;
    const bareStaff = bare.filter((s) => s.label !== ARRIVAL).length;
    console.log(
      `\nBare SQL (the same statements, ${concurrency} loops + the arrivals on ${SERVER_POOL_SIZE} connections, ${seconds} s): ${(bareStaff / bareElapsed).toFixed(0)} staff requests/s`,
    );
    console.log(latencyTable(bare, bareElapsed, { order: [...MIX.map((m) => m.kind), ARRIVAL] }));
    console.log(failureList(bare));
  }
} finally {
  client.close();
  if (!serverStopped) await stopServer(server.child);
}

/** The word list, the countries by weight, arrival addresses and some ids, sampled (seeded) from the data. */
async function readMaterial(url: string): Promise<Material> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const { rows: size } = await db.query<{ n: number }>(
      `select greatest(reltuples, 1)::float8 as n from pg_class where oid = 'catalog_orders'::regclass`,
    );
    // About 20,000 rows, whatever the table's size (whole pages, read at random).
    const sample = `catalog_orders tablesample system (${Math.min(100, 2e6 / Number(size[0]!.n)).toFixed(4)}) repeatable (${seed})`;
    const column = async (expression: string, common: number, random: number) => {
      const { rows } = await db.query<{ w: string }>(
        `(select ${expression} as w from ${sample} where ${expression} <> '' group by 1 order by count(*) desc, 1 limit ${common})
         union (select w from (select distinct ${expression} as w from ${sample} where ${expression} <> '') d order by md5(w || ${seed}) limit ${random})`,
      );
      return rows.map((r) => r.w);
    };
    const words = [
      ...(await column("lower(lastname)", WORDS.surnames / 2, WORDS.surnames / 2)),
      ...(await column("lower(city)", WORDS.cities / 2, WORDS.cities / 2)),
      ...(await column("zip_code", WORDS.zipCodes / 2, WORDS.zipCodes / 2)),
      ...(await column("split_part(email, '@', 1)", 0, WORDS.emailFragments)),
    ];
    const { rows: countries } = await db.query<{ country: string; n: string }>(
      `select country, sum(n) as n from catalog_order_counts where country <> '' group by 1 having sum(n) > 0 order by 2 desc`,
    );
    const { rows: people } = await db.query<Json>(
      `select firstname, lastname, email, phone, street, zip_code as "zipCode", city, country from ${sample} limit 500`,
    );
    const { rows: ids } = await db.query<{ id: string }>(`select id from catalog_orders order by id desc limit 1000`);
    return {
      words: [...new Set(words)],
      countries: countries.map((c) => [c.country, Number(c.n)]),
      people,
      ids: ids.map((r) => Number(r.id)),
    };
  } finally {
    await db.end();
  }
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}
function weighted<T>(random: () => number, items: ReadonlyArray<readonly [T, number]>): T {
  let roll = random() * items.reduce((sum, [, w]) => sum + w, 0);
  for (const [item, w] of items) if ((roll -= w) < 0) return item;
  return items.at(-1)![0];
}

/** A view's sort: the default (none sent), or another column and direction. */
function sortOf(s: Staff): Record<string, string> {
  return s.random() < SORTED_SHARE ? { sort: pick(s.random, catalog.sorts), direction: pick(s.random, ["asc", "desc"]) } : {};
}

/** A catalog page read; its answer becomes the member's last view (cursor and ids). */
function catalogRead(s: Staff, kind: Kind, view: Record<string, string>, at: Record<string, string | number>): Step {
  // Decompressing and parsing every page would cost the load generator the CPU the server and
  // the database share with it: only when the next step goes on from this page.
  const parse = s.upcoming === "catalog next page" || s.upcoming === "catalog request";
  return {
    label: kind,
    kind: "read",
    method: "GET",
    path: `${catalog.path}?${queryString({ ...view, ...at, count: PAGE_SIZE })}`,
    parse,
    done: (json) => {
      const page = json as { nextCursor?: string | null; list: Array<{ id: number }> } | undefined;
      s.view = parse ? view : undefined;
      s.nextCursor = page?.nextCursor;
      s.ids = page && page.list.length > 0 ? page.list.map((o) => o.id) : undefined;
    },
  };
}

function drawKind(s: Staff): Kind {
  return weighted(
    s.random,
    MIX.map((m) => [m.kind, m.weight] as const),
  );
}

/** The member's next request, drawn from MIX. */
function nextStep(s: Staff): Step {
  const kind = s.upcoming ?? drawKind(s);
  s.upcoming = drawKind(s);
  switch (kind) {
    case "catalog first page":
      return catalogRead(s, kind, {}, { page: 1 });
    case "catalog next page":
      return s.view && s.nextCursor ? catalogRead(s, kind, s.view, { after: s.nextCursor }) : catalogRead(s, kind, {}, { page: 1 });
    case "catalog jump to page": {
      const [, first, last] = weighted(
        s.random,
        JUMP_PAGES.map((range) => [range, range[0]] as const),
      );
      return catalogRead(s, kind, sortOf(s), { page: first + Math.floor(s.random() * (last - first + 1)) });
    }
    case "catalog filter": {
      const filters: Record<string, string> = {};
      for (const key of pick(s.random, FILTER_KINDS))
        filters[key] = key === "statusCode" ? pick(s.random, STATUSES) : weighted(s.random, material.countries);
      return catalogRead(s, kind, { ...sortOf(s), filters: JSON.stringify(filters) }, { page: 1 });
    }
    case "catalog search":
      return catalogRead(s, kind, { filters: JSON.stringify({ searchString: pick(s.random, material.words) }) }, { page: 1 });
    case "catalog request":
      return { label: kind, kind: "read", method: "GET", path: `${createPath}/${pick(s.random, s.ids ?? material.ids)}` };
    case "other list": {
      const [label, path] = pick(s.random, OTHER_LISTS);
      return { label, kind: "read", method: "GET", path };
    }
  }
}

/** A catalog request as a website sends it: a person of the data, some offers. */
function arrival(random: () => number): Step {
  const person = pick(random, material.people);
  return {
    label: ARRIVAL,
    kind: "write",
    method: "POST",
    path: createPath,
    body: { ...person, offers: ["nightcap", "vase", "bedlegs", "sleepmask"].filter(() => random() < 0.3) },
  };
}

/** Every member in a closed loop, and arrivals at the rate (not waiting for each other), until the time is up. */
async function runHttp(all: Staff[], staffCookie: string, websiteCookie: string, arrivalRandom: () => number, duration: number) {
  const samples: Timed[] = [];
  const send = async (step: Step, cookie: string) => {
    const started = performance.now();
    try {
      const answer = await client.request(step.method, step.path, { cookie, body: step.body, parse: step.parse });
      const ok = answer.status >= 200 && answer.status < 300;
      samples.push({ label: step.label, ms: answer.ms, status: answer.status, error: ok ? undefined : describeError(answer.json) });
      if (ok) step.done?.(answer.json);
    } catch (error) {
      samples.push({ label: step.label, ms: performance.now() - started, error: (error as Error).message });
    }
  };
  const started = performance.now();
  const until = started + duration * 1000;
  const arriving: Array<Promise<void>> = [];
  const arrivals = (async () => {
    for (let n = 1; arrivalsPerSecond > 0 && performance.now() < until; n++) {
      arriving.push(send(arrival(arrivalRandom), websiteCookie));
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + (n * 1000) / arrivalsPerSecond - performance.now())));
    }
  })();
  await Promise.all(
    all.map(async (s) => {
      while (performance.now() < until) await send(nextStep(s), staffCookie);
    }),
  );
  await arrivals;
  await Promise.all(arriving);
  return samples;
}

/**
 * The same sessions run by the server's code in this process, one request of each member in
 * turn, with arrivals in between at the HTTP run's ratio (so pages are kept about as often as
 * they were): the statements of each, and the share of each kind's answers that were kept (a
 * kept answer runs the session lookup and the version read only).
 */
async function captureStatements(
  all: Staff[],
  staffCookie: string,
  websiteCookie: string,
  arrivalRandom: () => number,
  arrivalsPerRequest: number,
) {
  const app = await openCapturingApp(databaseUrl!, SERVER_POOL_SIZE);
  const loops: CapturedRequest[][] = all.map(() => []);
  const arrivals: CapturedRequest[] = [];
  const kept = new Map<string, [kept: number, all: number]>();
  const capture = async (step: Step, cookie: string): Promise<CapturedRequest> => {
    const answer = await app.capture(step.method, step.path, cookie, step.body);
    if (answer.status < 200 || answer.status > 299)
      throw new Error(`${step.method} ${step.path}: ${answer.status} ${JSON.stringify(answer.json)}`);
    step.done?.(answer.json);
    return { label: step.label, kind: step.kind, statements: answer.statements };
  };
  try {
    let owed = 0;
    for (let round = 0; round < capturePerStaff; round++) {
      for (const s of all) {
        const request = await capture(nextStep(s), staffCookie);
        loops[s.index]!.push(request);
        const wasKept = request.statements.every((st) => st.name !== undefined || /cache_version/.test(st.text));
        const [k, n] = kept.get(request.label) ?? [0, 0];
        kept.set(request.label, [k + (wasKept ? 1 : 0), n + 1]);
        if ((owed += arrivalsPerRequest) >= 1) {
          owed -= 1;
          arrivals.push(await capture(arrival(arrivalRandom), websiteCookie));
        }
      }
    }
    while (arrivals.length < 2) arrivals.push(await capture(arrival(arrivalRandom), websiteCookie));
  } finally {
    await app.close();
  }
  const keptShare = `kept answers in the capture (about the HTTP run's share): ${[...kept]
    .map(([label, [k, n]]) => `${label} ${Math.round((100 * k) / n)} % of ${n}`)
    .join(", ")}`;
  return { loops, arrivals, keptShare };
}
