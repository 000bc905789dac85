import { sql, type Kysely, type QueryCreator, type SqlBool, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { containsPattern, EXACT_TOTAL_LIMIT, plannerEstimate, type Direction, type PageWindow } from "../paging.ts";
import { keysetIdPage, rowKey, type RowKey } from "../keyset.ts";
import {
  matchingOrders,
  orderedBy,
  orderIdPage,
  orderKeys,
  orderKeysetIdPage,
  onlySearched,
  searchMatch,
  searchTerms,
  searchWords,
  type CatalogOrderFilters,
  type Ordering,
} from "./order-list-query.ts";
import { windowIdPage, windowKeysetPage, windowServes, windowTotal } from "./order-search-window.ts";

/**
 * Catalog request search (issue 14) on the narrow search table of migration 0016: id, created
 * date, search text and the keys of every sort (0042), about 200 bytes a row against some 600
 * of catalog_orders, in creation order. Sorted by creation date on a large table, a search is
 * first read from windows of days at the list's start (order-search-window.ts, migration
 * 0030); common words (a window with more than 2,000 matches) and words rare in the windows
 * come back here. Sorted by another column, a search with no other filter reads its matches
 * with their keys from the search table, up to KEYED_MATCHES_LIMIT, and cuts the page from
 * them (the search table has no index in those orders to walk); more are walked when they are
 * spread along the sort, else read whole up to searchBounds.wholeMatches (readsBunched). A page
 * under a search is otherwise read in one of two ways:
 *
 * - common words: the page is read by walking the sort's index, each row checked (a page within
 *   a few thousand rows), and the total is the planner's estimate, flagged. Counting them would
 *   read every match, a page apart, and the trigram index alone costs 10-25 ms for such words.
 * - other words: the trigram index finds the matches, the first EXACT_TOTAL_LIMIT + 1 are read
 *   once with their sort keys, and that one statement counts them (the exact total) and cuts
 *   the page from them, sorted. More than that: walked, with an estimate, as common words.
 *   Sorts the search table keys but cannot walk read up to KEYED_MATCHES_LIMIT + 1 (readCap).
 *
 * Words are common when at least PROBE_MATCHES of the first PROBE_ROWS rows of the sort's walk
 * match them (0.5 %: "gatan", "hansen", "malmö"; "andersson", 0.3 %, is not): that probe is the
 * first page's own walk, stopped after PROBE_ROWS rows (and carried on from its last row when
 * the page lies further). It depends on the words and the sort,
 * never on the page, so every page of one search has its total by the same rule. It is made
 * on a large search table (more than SMALL_TABLE_ROWS) for searches the search table serves
 * alone in the order of one of its indexes (sorted by created date or id, no other filter: its
 * walk reads rows side by side); searches with other filters read catalog_orders rows too, and
 * are counted up to EXACT_TOTAL_LIMIT first.
 *
 * On a large table each word is asked of the trigram index by its cheapest part, read from a
 * sample of trigram frequencies (order-search-parts.ts; "fabio.stolz@demo" by "tolz@", leaving
 * out the trigrams of "demo" that every e-mail holds) and checked whole on the rows found. The
 * parts come with the filters (CatalogOrderStore.searchedPage chooses them once per page).
 */

/**
 * A search with no other filter, sorted by another column than the creation date, reads up to
 * this many matches whole with their sort keys (one statement: the trigram index, the search
 * rows, a sort in memory), and totals them exactly. More matches walk the sort's index in
 * catalog_orders, each row's search text looked up: fast when the matches are spread over the
 * sort's order, but a sort that follows the words (a city sorted by zip code, a last name by
 * last name) walks most of the table first. So the bound is set by what reading them costs:
 * on a million requests (2026-11-29, fresh HTTP p50) 10,600 matches ("malmö") 46-65 ms and
 * 28,000 ("gatan") 177-204 ms in any sort, where the walks took 166-698 ms and up to 6.8 s.
 */
export const KEYED_MATCHES_LIMIT = 50_000;

/**
 * The bounds of a search read in a sort the search table keys but cannot walk (see
 * readsBunched). Tests lower them to reach each way of reading on a few hundred rows.
 */
export const searchBounds = {
  /** Matches read whole with their keys before anything else (KEYED_MATCHES_LIMIT). */
  keyedMatches: KEYED_MATCHES_LIMIT,
  /** The rank, in the list's order among those matches, of the key that tells how far a walk goes (a page's worth). */
  probeRank: 100,
  /**
   * The most matches read whole when a walk would pass more rows than that: about 3 s at 7 µs
   * a match, inside the statement timeout; more are walked whatever that costs.
   */
  wholeMatches: 400_000,
};

/** The rows of the sort's walk the probe checks, and how many of them must match for common words. */
const PROBE_ROWS = 10_000;
const PROBE_MATCHES = 50;
/** A search table of up to this many rows (pg_class.reltuples) is searched without the probe. */
const SMALL_TABLE_ROWS = 100_000;
const TABLE_SIZE_TTL_MS = 60_000;
const tableSizes = new WeakMap<object, { at: number; rows: Promise<number> }>();

/**
 * Whether a search is probed for common words: the search table serves it and is large (the
 * planner's pg_class.reltuples, read once a minute per database). On a small table reading the
 * matches up to EXACT_TOTAL_LIMIT is cheap: they lie on few pages.
 */
async function probed(db: Kysely<DB>, filters: CatalogOrderFilters, ordering: Ordering): Promise<boolean> {
  if (!onSearchTable(filters) || !walksSearchTable(ordering)) return false;
  let size = tableSizes.get(db);
  if (!size || Date.now() - size.at > TABLE_SIZE_TTL_MS) {
    const rows = sql<{ rows: number }>`select reltuples::float8 as rows from pg_class where oid = 'catalog_order_search'::regclass`
      .execute(db)
      .then((r) => Number(r.rows[0]?.rows ?? 0));
    size = { at: Date.now(), rows };
    tableSizes.set(db, size);
    rows.catch(() => tableSizes.delete(db));
  }
  return (await size.rows) > SMALL_TABLE_ROWS;
}

/**
 * The first `want` matches (ids and keys, in the sort's order) among the first PROBE_ROWS rows of
 * the sort's walk over the search table: the probe, and for a shallow page of common words the
 * page itself. The LIMIT of the walk keeps the trigram index out of it.
 */
function probe(db: Kysely<DB>, filters: CatalogOrderFilters, ordering: Ordering, direction: Direction, want: number) {
  const first = orderedBy(
    (db as unknown as Kysely<SearchTables>).selectFrom("catalog_order_search as o").select(["o.id", "o.created_date", "o.search_text"]),
    ordering as never,
    direction,
  ).limit(PROBE_ROWS);
  return orderedBy(
    db.selectFrom(first.as("o")).where(searchMatch(sql.ref("o.search_text"), searchTerms(filters), false)) as unknown as ReturnType<
      typeof matchingOrders
    >,
    ordering,
    direction,
  )
    .select(["o.id", rowKey(orderKeys(ordering)).as("key")])
    .limit(want)
    .execute();
}

/** The search table as queries name it (its generated row type is not needed beyond these columns). */
interface SearchTables {
  catalog_order_search: { id: number; created_date: Date; search_text: string };
}

// Sort columns with an index of the search table: a walk in their order reads it side by side.
const SEARCH_TABLE_WALKS: ReadonlySet<string> = new Set(["o.created_date", "o.id"]);

/**
 * Whether the search table alone serves the search: no filter but the words. It holds the keys
 * of every sort (migration 0042), so any sort may be read from it; only some walked (walksSearchTable).
 */
export function onSearchTable(filters: CatalogOrderFilters): boolean {
  return onlySearched(filters);
}

/** Whether the search table has an index in the sort's order (its creation date or id). */
function walksSearchTable(ordering: Ordering): boolean {
  return ordering.every(([column]) => SEARCH_TABLE_WALKS.has(column));
}

/**
 * How many matches a search reads whole before it is read by walking the sort's index instead:
 * more with the sort keys at hand in the search rows and no index of theirs to walk there
 * (KEYED_MATCHES_LIMIT), else EXACT_TOTAL_LIMIT.
 */
function readCap(filters: CatalogOrderFilters, ordering: Ordering): number {
  return keyedOnly(filters, ordering) ? searchBounds.keyedMatches : EXACT_TOTAL_LIMIT;
}

/** A search alone in a sort the search table keys (migration 0042) but has no index to walk. */
function keyedOnly(filters: CatalogOrderFilters, ordering: Ordering): boolean {
  return onSearchTable(filters) && !walksSearchTable(ordering);
}

/**
 * Whether a search alone in a sort the search table cannot walk, with more matches than
 * searchBounds.keyedMatches, reads them whole (up to searchBounds.wholeMatches) instead of
 * walking the sort's index. A walk checks rows in the sort's order until it has a page: soon
 * when the matches are spread along the sort, but when the words follow the sort ("malmö" by
 * zip code or city, "hansen" by last name) it passes most of the table first (6.8 s on a
 * million requests for "malmö" by zip code descending; past the statement timeout on ten
 * million). The capped read is a sample of the matches (the first in the table's order, which
 * is the creation order, not the sort's): its key of rank searchBounds.probeRank in the list's
 * order is at or past where the first page ends, so the rows before that key (the planner's
 * estimate from the sort column's histogram, one EXPLAIN) bound the first page's walk. A walked
 * row costs about what a match read whole costs (10 and 7 µs on this machine), so the matches
 * are read whole when that walk would pass more rows than there are matches (the planner's
 * estimate, `matches`). It depends on the words, sort and direction, never on the page, so
 * every page has its total by the same rule.
 */
async function readsBunched(
  db: Kysely<DB>,
  filters: CatalogOrderFilters,
  ordering: Ordering,
  listDirection: Direction,
  probeKey: RowKey | undefined,
  matches: number,
): Promise<boolean> {
  if (!probeKey || matches > searchBounds.wholeMatches) return false;
  const [column, same] = ordering[0]!;
  const value = probeKey[0];
  const ref = sql.ref(column);
  // NULLs come last ascending and first descending.
  const before =
    (listDirection === "asc") === same
      ? value === null
        ? sql<SqlBool>`${ref} is not null`
        : sql<SqlBool>`${ref} < ${value}`
      : value === null
        ? sql<SqlBool>`${ref} is null`
        : sql<SqlBool>`(${ref} > ${value} or ${ref} is null)`;
  return (await plannerEstimate(db, matchingOrders(db, {}).where(before))) > matches;
}

/**
 * The requests matching the filters (alias o): rows of the search table when it serves them
 * (onSearchTable; then only o.id, o.search_text and the sort columns may be read), else
 * catalog_orders rows (matchingOrders).
 */
export function searchedOrders(db: QueryCreator<DB>, filters: CatalogOrderFilters) {
  if (!onSearchTable(filters)) return matchingOrders(db, filters);
  const narrow = (db as unknown as QueryCreator<SearchTables>)
    .selectFrom("catalog_order_search as o")
    .where(searchMatch(sql.ref("o.search_text"), searchTerms(filters)));
  // Typed as the wide rows so the sort and keyset helpers take it: they name only sort columns,
  // which both tables have.
  return narrow as unknown as ReturnType<typeof matchingOrders>;
}

/**
 * The page by number cut from the first `cap` + 1 matches, with how many those were: one
 * statement reads them (the trigram index, each candidate checked on its row), sorts them, and
 * builds the sort keys of the page's rows only. With `probeRank`, it also gives the first sort
 * column of the match of that rank in the list's order (probeKey, for readsBunched).
 */
export async function cappedSearchPage(
  db: Kysely<DB>,
  filters: CatalogOrderFilters,
  ordering: Ordering,
  direction: Direction,
  window: PageWindow,
  cap: number,
  probeRank?: number,
) {
  const capped = db.with("matches", (cte) => cappedMatches(cte, filters, ordering, cap));
  const rows = await orderedBy(
    capped
      .with("page", (cte) =>
        orderedBy(cte.selectFrom("matches as o").selectAll("o"), ordering, direction).offset(window.offset).limit(window.limit),
      )
      .selectFrom("page as o")
      .select([
        "o.id",
        rowKey(orderKeys(ordering)).as("key"),
        (eb) => eb.selectFrom("matches").select(eb.fn.countAll<number>().as("n")).as("matches"),
        (probeRank ? rankedKey(ordering, direction, probeRank) : sql<null>`null`).as("probe"),
      ]),
    ordering,
    direction,
  ).execute();
  // A page past the end has no row to carry the count (nor the probe).
  const probe = probeRank ? { rank: probeRank, direction } : undefined;
  const { count, probeKey } =
    rows.length > 0
      ? { count: Number(rows[0]!.matches), probeKey: probe ? probeKeyOf(rows[0]!.probe) : undefined }
      : await cappedCount(db, filters, ordering, cap, probe);
  return { ids: rows.map((r) => ({ id: r.id, key: r.key as RowKey })), count, probeKey };
}

/** The first sort column of the match of `rank` (from 1) in the sort's order: a scalar subquery over the "matches" CTE. */
function rankedKey(ordering: Ordering, direction: Direction, rank: number) {
  const opposite: Direction = direction === "asc" ? "desc" : "asc";
  const order = sql.join(ordering.map(([column, same]) => sql`${sql.ref(column)} ${sql.raw(same ? direction : opposite)}`));
  return sql<unknown>`(select json_build_array(${sql.ref(ordering[0]![0])}) from matches as o order by ${order} offset ${rank - 1} limit 1)`;
}

/** A probe column as read: undefined when the matches had no row of that rank. */
function probeKeyOf(probe: unknown): RowKey | undefined {
  return Array.isArray(probe) ? (probe as RowKey) : undefined;
}

/** Whether a search with many matches is read by walking its sort's index: when it has no other filter. */
function walks(filters: CatalogOrderFilters): boolean {
  return onlySearched(filters);
}

/**
 * The requests matching the words (and no other filter), checked one by one along the sort's
 * index walk, never found through the trigram index (for words with many matches, whose page is
 * a short walk). The search table's own rows when it has an index in the sort's order, else
 * catalog_orders rows each joined to their search row (a probe by id per row, kept so by the
 * offset 0 the planner cannot flatten).
 */
function walkedOrders(db: QueryCreator<DB>, filters: CatalogOrderFilters, ordering: Ordering) {
  const terms = searchTerms(filters);
  if (onSearchTable(filters) && walksSearchTable(ordering)) {
    // coalesce: an expression the trigram index does not cover, so the words are a filter.
    const narrow = (db as unknown as QueryCreator<SearchTables>)
      .selectFrom("catalog_order_search as o")
      .where(searchMatch(sql`coalesce(o.search_text, '')`, terms, false));
    return narrow as unknown as ReturnType<typeof matchingOrders>;
  }
  return matchingOrders(db, {})
    .innerJoinLateral(
      sql<{ search_text: string }>`(select s.search_text from catalog_order_search s where s.id = o.id offset 0)`.as("s"),
      (join) => join.onTrue(),
    )
    .where(searchMatch(sql.ref("s.search_text"), terms, false));
}

/** The id and the sort's columns. */
function sortColumns(ordering: Ordering) {
  return [...new Set(["o.id" as const, ...ordering.map(([column]) => column)])];
}

/** The first `cap` + 1 matches with the sort's columns (alias o), in no order. */
function cappedMatches(db: QueryCreator<DB>, filters: CatalogOrderFilters, ordering: Ordering, cap: number) {
  return searchedOrders(db, filters)
    .select(sortColumns(ordering))
    .limit(cap + 1);
}

/** How many of the matches there are, counted up to `cap` + 1, with the probe key of cappedSearchPage when `probeRank` is given. */
async function cappedCount(
  db: Kysely<DB>,
  filters: CatalogOrderFilters,
  ordering: Ordering,
  cap: number,
  probe?: { rank: number; direction: Direction },
): Promise<{ count: number; probeKey?: RowKey }> {
  const probed = probe ? rankedKey(ordering, probe.direction, probe.rank) : sql`null`;
  const counted = await sql<{
    n: number;
    probe: unknown;
  }>`with matches as (${cappedMatches(db, filters, ordering, cap)}) select count(*) as n, ${probed} as probe from matches`.execute(db);
  return { count: Number(counted.rows[0]!.n), probeKey: probeKeyOf(counted.rows[0]!.probe) };
}

/** A page by number in the sort's order, read by walking its index (words with many matches). */
function walkedIdPage(db: Kysely<DB>, filters: CatalogOrderFilters, ordering: Ordering, direction: Direction, window: PageWindow) {
  return walking(db, (trx) => {
    const page = orderedBy(walkedOrders(trx, filters, ordering).select(sortColumns(ordering)), ordering, direction)
      .offset(window.offset)
      .limit(window.limit);
    // Keys of the page's rows only (a key per skipped row costs, as orderIdPage notes).
    return orderedBy(trx.selectFrom(page.as("o")) as unknown as ReturnType<typeof matchingOrders>, ordering, direction)
      .select(["o.id", rowKey(orderKeys(ordering)).as("key")])
      .execute();
  });
}

/** Up to `limit` matches after a sort key, in the sort's order, read by walking its index from the key. */
function walkedAfter(db: Kysely<DB>, filters: CatalogOrderFilters, ordering: Ordering, direction: Direction, after: RowKey, limit: number) {
  return walking(db, (trx: QueryCreator<DB>) =>
    keysetIdPage(trx, () => walkedOrders(trx, filters, ordering), orderKeys(ordering), "o.id", direction, after, limit).execute(),
  );
}

/**
 * Runs a walk in a transaction whose planner walks an index: the planner has no statistics for
 * a text check that the trigram index does not serve, guesses it rare, and would rather read the
 * whole table in parallel and sort it (650 ms for "hansen" newest first, against 2-10 ms for the
 * walk). The capped read has shown the matches are many, so the walk is the plan.
 */
function walking<T>(db: Kysely<DB>, walk: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('enable_seqscan', 'off', true), set_config('enable_bitmapscan', 'off', true),
      set_config('max_parallel_workers_per_gather', '0', true)`.execute(trx);
    return walk(trx);
  });
}

/** The ids and keys of a page by number under a search, with its total (see the top of this file). */
export async function searchIdPage(
  db: Kysely<DB>,
  filters: CatalogOrderFilters,
  ordering: Ordering,
  direction: Direction,
  window: PageWindow,
): Promise<{ ids: { id: number; key: RowKey }[]; total: number; totalIsEstimate: boolean }> {
  const end = window.offset + window.limit;
  const cap = readCap(filters, ordering);
  if (windowServes(ordering) && (await probed(db, filters, ordering))) {
    // Sorted by creation date: the matches of the newest (or oldest) days (order-search-window.ts).
    const read = await windowIdPage(db, filters, ordering, direction, window);
    if (read) {
      const { total, totalIsEstimate } = read.total;
      if (read.ids) return { ids: read.ids, total, totalIsEstimate };
      // A page past the widest window: read from every match when they are few enough, else walked.
      const capped = await cappedSearchPage(db, filters, ordering, direction, window, cap);
      const ids = capped.count <= cap ? capped.ids : await walkedIdPage(db, filters, ordering, direction, window);
      return { ids, total, totalIsEstimate };
    }
  }
  if (await probed(db, filters, ordering)) {
    const first = await probe(db, filters, ordering, direction, Math.max(PROBE_MATCHES, end));
    if (first.length >= PROBE_MATCHES) {
      // A page the probe did not reach: its walk goes on from the probe's last row, or for a
      // deep page starts over, skipping rows by offset (no key built for them).
      const page = async () => {
        if (first.length >= end) return first.slice(window.offset, end);
        if (window.offset > first.length) return walkedIdPage(db, filters, ordering, direction, window);
        const rest = await walkedAfter(db, filters, ordering, direction, first.at(-1)!.key, end - first.length);
        return [...first, ...rest].slice(window.offset, end);
      };
      const [ids, totals] = await Promise.all([page(), searchTotalOf(db, filters, PROBE_MATCHES, PROBE_MATCHES - 1)]);
      return { ids, ...totals };
    }
  }
  const keyed = keyedOnly(filters, ordering);
  const capped = await cappedSearchPage(db, filters, ordering, direction, window, cap, keyed ? searchBounds.probeRank : undefined);
  if (capped.count <= cap) return { ids: capped.ids, total: capped.count, totalIsEstimate: false };
  const totals = searchTotalOf(db, filters, capped.count, cap);
  if (keyed && (await readsBunched(db, filters, ordering, direction, capped.probeKey, (await totals).total))) {
    const whole = await cappedSearchPage(db, filters, ordering, direction, window, searchBounds.wholeMatches);
    if (whole.count <= searchBounds.wholeMatches) return { ids: whole.ids, total: whole.count, totalIsEstimate: false };
  }
  const [ids, total] = await Promise.all([
    walks(filters)
      ? walkedIdPage(db, filters, ordering, direction, window)
      : orderIdPage(db, filters, ordering, direction, window).execute(),
    totals,
  ]);
  return { ids, ...total };
}

/**
 * The ids and keys of up to `limit` matches after a sort key (keyset paging under a search),
 * read in `direction` (the list's, or the other way for a previous page), with the search's
 * total, read the same two ways as a page by number: for common words by
 * walking the sort's index from the key; else cut from the capped matches after the key, read
 * beside their count (both statements read the same matches, on two connections), and when
 * they are more, walked.
 */
export async function searchKeysetPage(
  db: Kysely<DB>,
  filters: CatalogOrderFilters,
  ordering: Ordering,
  listDirection: Direction,
  direction: Direction,
  after: RowKey,
  limit: number,
) {
  const creator: QueryCreator<DB> = db;
  const keys = orderKeys(ordering);
  const walked = () => walkedAfter(db, filters, ordering, direction, after, limit);
  if (windowServes(ordering) && (await probed(db, filters, ordering))) {
    // The total as the first page has it, beside the page from windows that start at the key.
    const [total, ids] = await Promise.all([
      windowTotal(db, filters, ordering, listDirection),
      windowKeysetPage(db, filters, ordering, direction, after, limit),
    ]);
    if (total.kind === "counted") return { ids: ids ?? (await walked()), total: total.total, totalIsEstimate: total.totalIsEstimate };
  }
  if (await probed(db, filters, ordering)) {
    // The probe in the list's own direction (a previous page reads the other way), as page 1 made it.
    const first = await probe(db, filters, ordering, listDirection, PROBE_MATCHES);
    if (first.length >= PROBE_MATCHES) {
      const [ids, totals] = await Promise.all([walked(), searchTotalOf(db, filters, PROBE_MATCHES, PROBE_MATCHES - 1)]);
      return { ids, ...totals };
    }
  }
  const cap = readCap(filters, ordering);
  // The keyset ranges each read the one "matches" CTE, put in front of the statement.
  const fromMatches = keysetIdPage(
    creator,
    () => (db as unknown as QueryCreator<{ matches: object }>).selectFrom("matches as o") as never,
    keys,
    "o.id",
    direction,
    after,
    limit,
  );
  const upTo = (limit: number, probe?: { rank: number; direction: Direction }) =>
    Promise.all([
      cappedCount(db, filters, ordering, limit, probe),
      sql<{ id: number; key: RowKey }>`with matches as (${cappedMatches(db, filters, ordering, limit)}) ${fromMatches}`.execute(db),
    ]);
  const keyed = keyedOnly(filters, ordering);
  const [{ count, probeKey }, page] = await upTo(cap, keyed ? { rank: searchBounds.probeRank, direction: listDirection } : undefined);
  if (count <= cap) return { ids: page.rows, total: count, totalIsEstimate: false };
  const totals = searchTotalOf(db, filters, count, cap);
  if (keyed && (await readsBunched(db, filters, ordering, listDirection, probeKey, (await totals).total))) {
    const [whole, wholePage] = await upTo(searchBounds.wholeMatches);
    if (whole.count <= searchBounds.wholeMatches) return { ids: wholePage.rows, total: whole.count, totalIsEstimate: false };
  }
  const [ids, total] = await Promise.all([
    walks(filters) ? walked() : orderKeysetIdPage(db, filters, ordering, direction, after, limit).execute(),
    totals,
  ]);
  return { ids, ...total };
}

/**
 * The answer's total from a count capped at `cap` + 1: that count, or above the cap the
 * planner's estimate (never less than what was counted), flagged. The estimate is taken from
 * catalog_orders.search_text (0005), analysed with the table where the search table may not be
 * yet; it holds the same words but the digits-only forms.
 */
async function searchTotalOf(
  db: Kysely<DB>,
  filters: CatalogOrderFilters,
  count: number,
  cap: number,
): Promise<{ total: number; totalIsEstimate: boolean }> {
  if (count <= cap) return { total: count, totalIsEstimate: false };
  const { searchString, ...others } = filters;
  let estimated = matchingOrders(db, others);
  for (const word of searchWords(searchString)) {
    estimated = estimated.where("o.search_text", "like", sql<string>`lower(${containsPattern(word)})`);
  }
  const estimate = await plannerEstimate(db, estimated);
  return { total: Math.max(Math.round(estimate), cap + 1), totalIsEstimate: true };
}
