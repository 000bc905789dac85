import { sql, type Kysely } from "kysely";
import type { CatalogOrderStatusCode, DB } from "../../db/schema.ts";
import type { AnswerOf } from "../types.ts";
import { STATUS_IDS, type CatalogOrderFilters } from "./order-list-query.ts";

type Filterable = AnswerOf<"getCatalogOrdersPage">["filterable"];
export type CatalogCountryCount = AnswerOf<"listCatalogCountries">[number];

/**
 * Requests per status and country, read from catalog_order_counts (kept by triggers in every
 * writing transaction, migrations 0005 and 0012): a few hundred rows at most instead of a million, read
 * in one query per page and as current as the requests themselves on every server instance.
 * The filter options, the country list and exact totals are all sums over this snapshot.
 */
export interface CountRow {
  code: CatalogOrderStatusCode;
  statusName: string;
  sortOrder: number;
  /** null on the one row of a status without requests. */
  country: string | null;
  countryName: string | null;
  n: number;
}

/** Every status (also one without requests) with its counts per country, and the countries' names. */
export async function loadCounts(db: Kysely<DB>): Promise<CountRow[]> {
  const rows = await db
    .selectFrom("catalog_order_statuses as s")
    .leftJoin("catalog_order_counts as c", (join) => join.onRef("c.status_id", "=", "s.id").on("c.n", "<>", 0))
    .leftJoin("countries as k", "k.code", "c.country")
    // A key's count is spread over the shards of the writers that changed it (migration 0012).
    .select(["s.code", "s.name", "s.sort_order", "c.country", "k.name as country_name", sql<number | null>`sum(c.n)`.as("n")])
    .groupBy(["s.code", "s.name", "s.sort_order", "c.country", "k.name"])
    .execute();
  return rows.map((r) => ({
    code: r.code,
    statusName: r.name,
    sortOrder: r.sort_order,
    country: r.country,
    countryName: r.country_name,
    n: Number(r.n ?? 0),
  }));
}

/**
 * The exact number of requests sent to a store address, with this status and/or country: a sum
 * over catalog_order_notified_counts (migration 0014), a few rows per address and writer shard.
 */
export async function notifiedTotal(db: Kysely<DB>, filters: CatalogOrderFilters & { locationNotifiedToEmail: string }): Promise<number> {
  let query = db
    .selectFrom("catalog_order_notified_counts as c")
    .select(sql<string | null>`sum(c.n)`.as("n"))
    .where("c.email", "=", filters.locationNotifiedToEmail);
  if (filters.statusCode) query = query.where("c.status_id", "=", STATUS_IDS[filters.statusCode]);
  if (filters.countryCode) query = query.where("c.country", "=", filters.countryCode);
  const row = await query.executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The exact number of requests with this status and/or country. */
export function countedTotal(rows: readonly CountRow[], filters: Pick<CatalogOrderFilters, "statusCode" | "countryCode">): number {
  return sum(
    rows.filter(
      (r) => (!filters.statusCode || r.code === filters.statusCode) && (!filters.countryCode || r.country === filters.countryCode),
    ),
  );
}

/** The number of requests of each of the status and country filters by itself (those set). */
export function countsAlone(rows: readonly CountRow[], filters: Pick<CatalogOrderFilters, "statusCode" | "countryCode">): number[] {
  const alone: number[] = [];
  if (filters.statusCode) alone.push(countedTotal(rows, { statusCode: filters.statusCode }));
  if (filters.countryCode) alone.push(countedTotal(rows, { countryCode: filters.countryCode }));
  return alone;
}

/** The list's filter options: every status by sort order, every country with requests by name. */
export function filterOptions(rows: readonly CountRow[]): Filterable {
  const statuses = [...new Set(rows.map((r) => r.code))]
    .map((code) => rows.filter((r) => r.code === code))
    .sort((a, b) => a[0]!.sortOrder - b[0]!.sortOrder)
    .map((group) => ({ property: group[0]!.code, name: group[0]!.statusName, count: sum(group) }));
  return { status: statuses, countries: countriesWithRequests(rows).map((c) => ({ property: c.code, name: c.name, count: c.count })) };
}

const byName = new Intl.Collator("en", { sensitivity: "base" });

/** Every country found on requests with its name (null when not in the country list) and count, by name (unnamed last, by code). */
export function countriesWithRequests(rows: readonly CountRow[]): CatalogCountryCount[] {
  const countries = new Map<string, CatalogCountryCount>();
  for (const row of rows) {
    // '' holds the requests without a country: they are counted, not offered as a country.
    if (!row.country || row.n === 0) continue;
    const entry = countries.get(row.country) ?? { code: row.country, name: row.countryName, count: 0 };
    entry.count += row.n;
    countries.set(row.country, entry);
  }
  return [...countries.values()]
    .filter((c) => c.count > 0)
    .sort(
      (a, b) =>
        (a.name === null ? 1 : 0) - (b.name === null ? 1 : 0) || byName.compare(a.name ?? "", b.name ?? "") || a.code.localeCompare(b.code),
    );
}

function sum(rows: readonly CountRow[]): number {
  return rows.reduce((total, r) => total + r.n, 0);
}
