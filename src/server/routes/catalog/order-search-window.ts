import { sql, type Kysely, type QueryCreator, type SqlBool } from "kysely";
import type { DB } from "../../db/schema.ts";
import { type Direction, type PageWindow } from "../paging.ts";
import { keysetIdPage, rowKey, type RowKey } from "../keyset.ts";
import {
  matchingOrders,
  orderedBy,
  orderKeys,
  searchMatch,
  searchTerms,
  type SearchTerm,
  type CatalogOrderFilters,
  type Ordering,
} from "./order-list-query.ts";

/**
 * Catalog request search by creation day (issue 14, migration 0030), for searches sorted by
 * creation date on a large search table: the newest (or oldest) page is read from the
 * matches of a window of days at the list's start, found by the search table's day + trigram
 * index, which skips the postings of every older row. A word in 0.3 % of the requests
 * ("andersson": 3,254 of 1,030,000) had its newest page read from all its rows (17-20 ms); its
 * matches of the newest 25 days are some 200 (EXPLAIN ANALYZE at load ~20: 67 ms before, 7 after).
 *
 * The first window is one day; each next one is sized from the matches found so far to hold
 * ESTIMATE_MATCHES (none found, or more than a quarter of the rows: the whole table), so the
 * windows depend on the words only. The total is decided by the first window with at least
 * ESTIMATE_MATCHES matches, or the one that reaches the table's end, the same for every page
 * of a search:
 * - a window that holds the whole table: its count, exact (rare words: one more statement);
 * - more than WINDOW_MATCHES in a window: common words, read by the caller as before (walked,
 *   the planner's estimate);
 * - else an estimate scaled from that window to the table (its matches / the window's share of
 *   the rows, from the planner's histogram of creation dates), flagged.
 */

/** The first window, in days. */
const FIRST_WINDOW_DAYS = 1;
/** A window with at least this many matches gives the total (a sample of that size: ±10 %). */
const ESTIMATE_MATCHES = 100;
/** A next window holds this much more than the matches found so far promise (the words are not spread evenly). */
const WIDENING_MARGIN = 2;
/** A window that would hold more of the table's rows than this is the whole table instead (widened). */
const MAX_WINDOW_SHARE = 0.25;
/** Windows read for one page at most; then the caller reads the page from every match. */
const MAX_WINDOWS = 4;
/** A window's matches are read up to this many; more are common words, walked instead. */
const WINDOW_MATCHES = 2_000;
const DAY_MS = 86_400_000;
const DAYS_TTL_MS = 60_000;

/** The search table as these statements name it (its generated row type is not needed). */
interface SearchTables {
  catalog_order_search: { id: number; created_date: Date; search_text: string };
}

/**
 * The first and last creation days of the search table, its rows (the planner's count) and
 * the planner's histogram of creation dates (equal shares of the rows between its bounds).
 */
export interface TableDays {
  oldest: number;
  newest: number;
  rows: number;
  bounds: number[];
}
const tableDays = new WeakMap<object, { at: number; days: Promise<TableDays> }>();

/**
 * The table's days, read once a minute per database (two index probes and the statistics): a
 * window is open towards the list's start, so a request newer than the day read is still in it.
 */
function daysOf(db: Kysely<DB>): Promise<TableDays> {
  let kept = tableDays.get(db);
  if (!kept || Date.now() - kept.at > DAYS_TTL_MS) {
    const days = sql<{ oldest: number | null; newest: number | null; rows: number; bounds: string | null }>`select
        (select catalog_order_day(min(created_date)) from catalog_order_search) as oldest,
        (select catalog_order_day(max(created_date)) from catalog_order_search) as newest,
        (select reltuples::float8 from pg_class where oid = 'catalog_order_search'::regclass) as rows,
        (select array_to_json(histogram_bounds::text::timestamptz[])::text from pg_stats
          where schemaname = current_schema() and tablename = 'catalog_order_search' and attname = 'created_date') as bounds`
      .execute(db)
      .then(({ rows: [row] }) => ({
        oldest: Number(row?.oldest ?? 0),
        newest: Number(row?.newest ?? 0),
        rows: Number(row?.rows ?? 0),
        bounds: row?.bounds ? (JSON.parse(row.bounds) as string[]).map((b) => Date.parse(b)) : [],
      }));
    kept = { at: Date.now(), days };
    tableDays.set(db, kept);
    days.catch(() => tableDays.delete(db));
  }
  return kept.days;
}

/** The share of the table's rows created from `from` on (ms), by the histogram; evenly by day without one. */
function shareFrom(table: TableDays, from: number): number {
  const { bounds } = table;
  if (bounds.length < 2) return Math.min(1, (table.newest + 1 - from / DAY_MS) / (table.newest - table.oldest + 1));
  const buckets = bounds.length - 1;
  if (from <= bounds[0]!) return 1;
  if (from >= bounds[buckets]!) return 0.5 / buckets;
  const i = bounds.findIndex((b) => b > from) - 1;
  const within = (bounds[i + 1]! - from) / (bounds[i + 1]! - bounds[i]!);
  return (buckets - i - 1 + within) / buckets;
}

/**
 * Whether the windows serve a sort: by creation date (then id). The caller checks that the
 * search table serves the search alone (order-search.ts probed: words only, a large table).
 */
export function windowServes(ordering: Ordering): boolean {
  return ordering[0]?.[0] === "o.created_date";
}

/** A window read in `reading` order: `days` days from `edge` (a day number), towards older rows when descending. */
export interface Window {
  reading: Direction;
  edge: number;
  days: number;
}
/** Its far day, and whether it reaches the table's far end (then it holds every match in its direction). */
const farDay = (w: Window) => (w.reading === "desc" ? w.edge - w.days + 1 : w.edge + w.days - 1);
const reachesEnd = (w: Window, table: TableDays) => (w.reading === "desc" ? farDay(w) <= table.oldest : farDay(w) >= table.newest);

/** The matches of a window (alias o, search table rows), typed as the wide rows for the sort helpers. */
function inWindow(db: QueryCreator<DB>, words: readonly SearchTerm[], w: Window, table: TableDays) {
  const day = sql`catalog_order_day(o.created_date)`;
  let narrow = (db as unknown as QueryCreator<SearchTables>)
    .selectFrom("catalog_order_search as o")
    .where(searchMatch(sql.ref("o.search_text"), words));
  // A window to the table's end needs no day: the index then reads the trigrams alone.
  if (!reachesEnd(w, table))
    narrow = narrow.where(w.reading === "desc" ? sql<SqlBool>`${day} >= ${farDay(w)}` : sql<SqlBool>`${day} <= ${farDay(w)}`);
  return narrow as unknown as ReturnType<typeof matchingOrders>;
}

/** The first `want` matches of a window in the sort's order, with how many it holds (up to WINDOW_MATCHES + 1). */
async function windowHead(db: Kysely<DB>, words: readonly SearchTerm[], ordering: Ordering, w: Window, table: TableDays, want: number) {
  const rows = await orderedBy(
    db
      .with("matches", (cte) =>
        inWindow(cte, words, w, table)
          .select(["o.id", "o.created_date"])
          .limit(WINDOW_MATCHES + 1),
      )
      .selectFrom("matches as o")
      .select([
        "o.id",
        rowKey(orderKeys(ordering)).as("key"),
        (eb) => eb.selectFrom("matches").select(eb.fn.countAll<number>().as("n")).as("n"),
      ]) as unknown as ReturnType<typeof matchingOrders>,
    ordering,
    w.reading,
  )
    .limit(Math.max(want, 1))
    .execute();
  const found = rows as unknown as { id: number; key: RowKey; n: number }[];
  return { ids: found.map((r) => ({ id: r.id, key: r.key })), count: found.length > 0 ? Number(found[0]!.n) : 0 };
}

/**
 * The next window's days: sized to hold `target` matches by those found so far; the whole
 * table when none were found, or when the window would hold more than MAX_WINDOW_SHARE of the
 * rows: the day condition costs the postings of every day in the window (and on ten million
 * requests a 200-day window's bitmap went lossy: 370 ms for the index alone), while the whole
 * table costs the word's own postings, few for a word so rare.
 */
export function widened(w: Window, count: number, target: number, table: TableDays): Window {
  const toEnd = w.reading === "desc" ? w.edge - table.oldest + 1 : table.newest - w.edge + 1;
  const days = Math.min(Math.max(count === 0 ? toEnd : Math.ceil((w.days * target * WIDENING_MARGIN) / count), w.days * 2), toEnd);
  const next = { ...w, days };
  return windowShare(next, table) > MAX_WINDOW_SHARE ? { ...w, days: toEnd } : next;
}

/** The share of the table's rows a window holds (by the planner's histogram of creation dates). */
function windowShare(w: Window, table: TableDays): number {
  const far = farDay(w) * DAY_MS;
  const near = w.edge * DAY_MS;
  return w.reading === "desc"
    ? shareFrom(table, far) - shareFrom(table, near + DAY_MS)
    : shareFrom(table, near) - shareFrom(table, far + DAY_MS);
}

type CountedTotal = { kind: "counted"; total: number; totalIsEstimate: boolean };
/** How a search's total is given (see the top of this file). */
export type WindowTotal = { kind: "rare" } | { kind: "common" } | CountedTotal;

/** The total a window gives: exact when it holds the whole table, else scaled by its share of the rows. */
function totalOf(w: Window, table: TableDays, count: number): CountedTotal {
  if (reachesEnd(w, table)) return { kind: "counted", total: count, totalIsEstimate: false };
  const far = farDay(w) * DAY_MS;
  const share = w.reading === "desc" ? shareFrom(table, far) : 1 - shareFrom(table, far + DAY_MS);
  const total = Math.round(count / Math.max(share, 1e-6));
  return { kind: "counted", total: Math.max(total, count), totalIsEstimate: true };
}

/**
 * Windows at the list's start until one gives the total and one holds `want` matches (or the
 * table's end), each read with its first `want` matches. Stops at common words.
 */
async function windowsFromStart(db: Kysely<DB>, words: readonly SearchTerm[], ordering: Ordering, direction: Direction, want: number) {
  const table = await daysOf(db);
  let w: Window = { reading: direction, edge: direction === "desc" ? table.newest : table.oldest, days: FIRST_WINDOW_DAYS };
  let total: CountedTotal | undefined;
  for (let n = 0; n < MAX_WINDOWS; n++) {
    const read = await windowHead(db, words, ordering, w, table, want);
    if (read.count > WINDOW_MATCHES) return { total: total ?? ({ kind: "common" } as const), ids: undefined };
    if (!total && (read.count >= ESTIMATE_MATCHES || reachesEnd(w, table))) total = totalOf(w, table, read.count);
    if (total && (read.count >= want || reachesEnd(w, table))) return { total, ids: read.ids };
    // Sized for the total until it is decided, so every page's windows give the same one.
    w = widened(w, read.count, total ? want : ESTIMATE_MATCHES, table);
  }
  return { total: total ?? ({ kind: "rare" } as const), ids: undefined };
}

/**
 * A page by number of a search the windows serve, with its total: ids undefined when the page
 * lies past the windows (the caller reads it from every match); undefined for common words.
 */
export async function windowIdPage(
  db: Kysely<DB>,
  filters: CatalogOrderFilters,
  ordering: Ordering,
  direction: Direction,
  window: PageWindow,
) {
  const end = window.offset + window.limit;
  const read = await windowsFromStart(db, searchTerms(filters), ordering, direction, end);
  if (read.total.kind !== "counted") return undefined;
  return { total: read.total, ids: read.ids?.slice(window.offset, end) };
}

/** The total of a search the windows serve, as its first page has it (for keyset pages). */
export async function windowTotal(
  db: Kysely<DB>,
  filters: CatalogOrderFilters,
  ordering: Ordering,
  direction: Direction,
): Promise<WindowTotal> {
  return (await windowsFromStart(db, searchTerms(filters), ordering, direction, 0)).total;
}

/**
 * Up to `limit` matches after a sort key, read from windows of days that start at the key's day
 * (in the reading direction) and grow until they hold the page or reach the table's end.
 */
export async function windowKeysetPage(
  db: Kysely<DB>,
  filters: CatalogOrderFilters,
  ordering: Ordering,
  direction: Direction,
  after: RowKey,
  limit: number,
) {
  const words = searchTerms(filters);
  const creator: QueryCreator<DB> = db;
  const table = await daysOf(db);
  const keyDay = Math.floor(new Date(after[0] as string).getTime() / DAY_MS);
  let w: Window = { reading: direction, edge: keyDay, days: FIRST_WINDOW_DAYS };
  for (let n = 0; n < MAX_WINDOWS; n++) {
    const page = (await keysetIdPage(
      creator,
      () => inWindow(creator, words, w, table),
      orderKeys(ordering),
      "o.id",
      direction,
      after,
      limit,
    ).execute()) as {
      id: number;
      key: RowKey;
    }[];
    if (page.length >= limit || reachesEnd(w, table)) return page;
    w = widened(w, page.length, limit, table);
  }
  return undefined;
}
