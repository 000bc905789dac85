import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { searchForm, searchWords, type CatalogOrderFilters, type IndexedParts } from "./order-list-query.ts";
import { indexedPart, type TrigramShare } from "./search-trigrams.ts";

/**
 * The part of each search word the trigram index is asked for (search-trigrams.ts), from the
 * trigram frequencies of a sample of the search table: some thousands of rows by pages
 * (TABLESAMPLE SYSTEM, fixed seed), counted by PostgreSQL (show_trgm), read once every
 * SAMPLE_TTL_MS per database. Only a large table is sampled: on a small one the whole word's
 * postings are short, and its sample would say little.
 */

/**
 * How the sample is taken: about `rows` rows (show_trgm costs some 35 µs a row: 5,000 rows take
 * 0.2 s, read once in a while and in the background but the first time), only from a table of
 * more than `largeTable` rows (pg_class.reltuples), and used only when it holds at least
 * `least` rows (fewer: statistics that promise more rows than the table holds).
 */
export interface SampleSize {
  rows: number;
  largeTable: number;
  least: number;
}
const SAMPLE_SIZE: SampleSize = { rows: 5_000, largeTable: 500_000, least: 1_000 };
const SAMPLE_TTL_MS = 10 * 60_000;
/** The trigrams seen more than once in the sample, by count, and its rows; undefined for a small table. */
export interface Sample {
  rows: number;
  counts: Map<string, number>;
}
const samples = new WeakMap<object, { at: number; sample: Promise<Sample | undefined> }>();

/** A sample of the search table's trigrams (undefined for a small table), read now. */
export function readSample(db: Kysely<DB>, size: SampleSize = SAMPLE_SIZE): Promise<Sample | undefined> {
  return sql<{ table_rows: number; rows: number | null; counts: Record<string, number> | null }>`
    with sized as (select reltuples::float8 as table_rows from pg_class where oid = 'catalog_order_search'::regclass),
    sample as materialized (
      select search_text from catalog_order_search
      tablesample system ((select least(100, 100.0 * ${size.rows} / greatest(table_rows, 1)) from sized)) repeatable (14)
      where (select table_rows from sized) > ${size.largeTable}
    )
    select (select table_rows from sized) as table_rows, (select count(*) from sample)::int as rows,
      (select json_object_agg(t, n) from (
        select t, count(*)::int as n from sample, unnest(show_trgm(search_text)) t group by t having count(*) > 1
      ) c) as counts`
    .execute(db)
    .then(({ rows: [row] }) => {
      if (!row || Number(row.table_rows) <= size.largeTable || Number(row.rows ?? 0) < size.least) return undefined;
      return { rows: Number(row.rows), counts: new Map(Object.entries(row.counts ?? {})) };
    });
}

/**
 * The database's sample: read the first time it is asked for, then read again in the background
 * once it is SAMPLE_TTL_MS old, the old one answering meanwhile. A sample that cannot be read
 * leaves words to be asked as typed, and is read again on the next search.
 */
function sampleOf(db: Kysely<DB>): Promise<Sample | undefined> {
  const kept = samples.get(db);
  if (kept && Date.now() - kept.at <= SAMPLE_TTL_MS) return kept.sample;
  const read = readSample(db);
  const fresh = { at: Date.now(), sample: read.catch(() => undefined) };
  read.catch(() => samples.delete(db));
  if (!kept) {
    samples.set(db, fresh);
    return fresh.sample;
  }
  kept.at = Date.now();
  read.then(
    () => samples.set(db, fresh),
    () => undefined,
  );
  return kept.sample;
}

/** A trigram's share of the sample's rows: half a row when it was seen once or never; undefined for one pg_trgm hashes (not ASCII). */
function shareIn(sample: Sample): TrigramShare {
  return (trigram) => {
    // eslint-disable-next-line no-control-regex
    if (/[^\x00-\x7f]/.test(trigram)) return undefined;
    return (sample.counts.get(trigram) ?? 0.5) / sample.rows;
  };
}

/**
 * The filters with each search word's indexed part, where one is cheaper than the whole word
 * (the filters unchanged without a search, or on a small table).
 */
export async function withIndexedParts(
  db: Kysely<DB>,
  filters: CatalogOrderFilters,
  sampled: (db: Kysely<DB>) => Promise<Sample | undefined> = sampleOf,
): Promise<CatalogOrderFilters> {
  const words = searchWords(filters.searchString);
  if (words.length === 0) return filters;
  const sample = await sampled(db);
  if (!sample) return filters;
  const share = shareIn(sample);
  const parts = new Map<string, string>();
  for (const word of words) {
    const part = indexedPart(searchForm(word).form, share);
    if (part !== undefined) parts.set(word, part);
  }
  return parts.size > 0 ? { ...filters, indexedParts: parts satisfies IndexedParts } : filters;
}
