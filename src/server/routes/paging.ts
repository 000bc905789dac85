import { CompiledQuery, sql, type Kysely, type SelectQueryBuilder } from "kysely";
import { badRequest } from "../http-errors.ts";

/**
 * The paging contract shared by every table (DESIGN.md section 3): page (1-based), count
 * (default 100, max 1000), sort (whitelisted), direction, filters (a JSON object whose keys
 * are whitelisted), after/before (a cursor for the next/previous page by keyset, keyset.ts);
 * answered with { list, total, totalIsEstimate, filterable, nextCursor, previousCursor }.
 * Everything here but countTotal is pure, so list endpoints share one tested set of rules.
 */

export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1000;
/** Up to this many matches the total is counted; above it the planner's estimate is used. */
export const EXACT_TOTAL_LIMIT = 10_000;

export type Direction = "asc" | "desc";

/** Query parameters of a paged list, as the contract's shared parameters define them. */
export interface PageQuery {
  page?: number;
  count?: number;
  sort?: string;
  direction?: Direction;
  filters?: string;
  /** A cursor of the previous answer: the page right after its row (keyset.ts), or right before it. */
  after?: string;
  before?: string;
}

/** Rows to skip and rows to read. */
export interface PageWindow {
  offset: number;
  limit: number;
}

/** Rows to skip and to read; the contract already bounds both, this re-checks for direct callers. */
/**
 * What identifies a page's answer (the key it is kept under): the list's validated request (its
 * filters, sort and direction, parsed by the caller so a bad one is 400 before any lookup), the
 * window and the cursor.
 */
export function pageKeyOf(request: unknown, query: Pick<PageQuery, "page" | "count" | "after" | "before">): string {
  return JSON.stringify([request, pageWindow(query), query.after ?? null, query.before ?? null]);
}

export function pageWindow(query: Pick<PageQuery, "page" | "count">): PageWindow {
  const page = query.page ?? 1;
  const count = query.count ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(page) || page < 1) throw badRequest("page must be a whole number from 1.", { page: "must be an integer >= 1" });
  if (!Number.isInteger(count) || count < 1 || count > MAX_PAGE_SIZE) {
    throw badRequest(`count must be between 1 and ${MAX_PAGE_SIZE}.`, { count: `must be an integer from 1 to ${MAX_PAGE_SIZE}` });
  }
  return { offset: (page - 1) * count, limit: count };
}

/**
 * The SQL column of a whitelisted sort field and its direction. Unknown fields are refused
 * rather than ignored, so a client's typo shows up instead of a silently unsorted table.
 */
export function sortOf<C extends string>(
  query: Pick<PageQuery, "sort" | "direction">,
  columns: Readonly<Record<string, C>>,
  fallback: { field: string; direction: Direction },
): { field: string; column: C; direction: Direction } {
  const field = query.sort ?? fallback.field;
  const column = Object.hasOwn(columns, field) ? columns[field] : undefined;
  if (column === undefined) {
    throw badRequest(`Cannot sort by '${field}'.`, { sort: `must be one of ${Object.keys(columns).join(", ")}` });
  }
  const direction = query.direction ?? (field === fallback.field ? fallback.direction : "asc");
  return { field, column, direction };
}

/** Reads one filter value; answers undefined for "no filter", throws a message for a bad value. */
export type FilterParser<T> = (value: unknown) => T | undefined;
export type FilterSpec = Record<string, FilterParser<unknown>>;
export type FilterValues<S extends FilterSpec> = { [K in keyof S]?: Exclude<ReturnType<S[K]>, undefined> };

class FilterValueError extends Error {}

/** Free text, trimmed; empty means no filter. */
export function textFilter(maxLength = 200): FilterParser<string> {
  return (value) => {
    if (value === null || value === undefined) return undefined;
    if (typeof value !== "string") throw new FilterValueError("must be a string");
    if (value.length > maxLength) throw new FilterValueError(`must have at most ${maxLength} characters`);
    return value.trim() || undefined;
  };
}

/** true/false; the strings 'true'/'false' too, since filter option lists carry them as text. */
export function booleanFilter(): FilterParser<boolean> {
  return (value) => {
    if (value === null || value === undefined || value === "") return undefined;
    if (value === true || value === "true") return true;
    if (value === false || value === "false") return false;
    throw new FilterValueError("must be true or false");
  };
}

/** A code of a fixed form (an ISO country code, ...); empty means no filter. */
export function patternFilter(pattern: RegExp, description: string): FilterParser<string> {
  return (value) => {
    if (value === null || value === undefined || value === "") return undefined;
    if (typeof value === "string" && pattern.test(value)) return value;
    throw new FilterValueError(`must be ${description}`);
  };
}

/** One of a fixed set of codes (a status, a type). */
export function oneOfFilter<T extends string>(allowed: readonly T[]): FilterParser<T> {
  return (value) => {
    if (value === null || value === undefined || value === "") return undefined;
    if (typeof value === "string" && (allowed as readonly string[]).includes(value)) return value as T;
    throw new FilterValueError(`must be one of ${allowed.join(", ")}`);
  };
}

/**
 * Parses the JSON-encoded filters parameter against a whitelist. Every failure is a 400 whose
 * fields name the filter ("filters" for bad JSON, "filters.<key>" for a key or value), so the
 * client can show which filter was refused.
 */
export function parseFilters<S extends FilterSpec>(raw: string | undefined, spec: S): FilterValues<S> {
  if (raw === undefined || raw.trim() === "") return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest("filters is not valid JSON.", { filters: "must be a JSON object" });
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw badRequest("filters must be a JSON object.", { filters: "must be a JSON object" });
  }
  const fields: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed)) {
    const parse = Object.hasOwn(spec, key) ? spec[key] : undefined;
    if (!parse) {
      fields[`filters.${key}`] = `is not a filter here; allowed: ${Object.keys(spec).join(", ")}`;
      continue;
    }
    try {
      const result = parse(value);
      if (result !== undefined) values[key] = result;
    } catch (error) {
      if (!(error instanceof FilterValueError)) throw error;
      fields[`filters.${key}`] = error.message;
    }
  }
  if (Object.keys(fields).length > 0) throw badRequest(`Invalid filters: ${Object.keys(fields).join(", ")}.`, fields);
  return values as FilterValues<S>;
}

/** A LIKE pattern matching the text anywhere, with the user's %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, "\\$&")}%`;
}

/**
 * The answer's total from a count capped at EXACT_TOTAL_LIMIT + 1 and the planner's estimate.
 * Planner statistics can lag behind, so an estimate below what was already counted is raised
 * to just over the limit: the table never claims fewer rows than it has seen.
 */
export function totalOf(cappedCount: number, estimate: () => number): { total: number; totalIsEstimate: boolean } {
  if (cappedCount <= EXACT_TOTAL_LIMIT) return { total: cappedCount, totalIsEstimate: false };
  return { total: Math.max(Math.round(estimate()), EXACT_TOTAL_LIMIT + 1), totalIsEstimate: true };
}

/** Rows fetched by id (second step of a deferred join) put back in the order of the id page. */
export function inIdOrder<R extends { id: number }>(rows: readonly R[], ids: readonly number[]): R[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Total of a filtered query: an exact count while it stays within EXACT_TOTAL_LIMIT (the scan
 * stops after LIMIT + 1 rows), else the planner's row estimate of the same query, so a count
 * never reads millions of rows for a page of 100.
 */
export async function countTotal<DB>(
  db: Kysely<DB>,
  matching: SelectQueryBuilder<DB, any, any>,
): Promise<{ total: number; totalIsEstimate: boolean }> {
  const capped = matching
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`1`.as("one"))
    .limit(EXACT_TOTAL_LIMIT + 1);
  const counted = await sql<{ n: number }>`select count(*)::int as n from (${capped}) as capped`.execute(db);
  const n = Number(counted.rows[0]?.n ?? 0);
  if (n <= EXACT_TOTAL_LIMIT) return totalOf(n, () => n);
  const estimate = await plannerEstimate(db, matching);
  return totalOf(n, () => estimate);
}

/** The planner's row estimate for a filtered query (EXPLAIN, nothing is read). */
export async function plannerEstimate<DB>(db: Kysely<DB>, matching: SelectQueryBuilder<DB, any, any>): Promise<number> {
  const plan = matching
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`1`.as("one"))
    .compile();
  const explained = await db.executeQuery<{ "QUERY PLAN": unknown }>(
    CompiledQuery.raw(`explain (format json) ${plan.sql}`, [...plan.parameters]),
  );
  return planRows(explained.rows[0]?.["QUERY PLAN"]);
}

/** "Plan Rows" of the top node of EXPLAIN (FORMAT JSON); pg gives parsed JSON, some drivers text. */
export function planRows(queryPlan: unknown): number {
  const parsed = typeof queryPlan === "string" ? JSON.parse(queryPlan) : queryPlan;
  const rows = Array.isArray(parsed) ? parsed[0]?.Plan?.["Plan Rows"] : undefined;
  return typeof rows === "number" ? rows : 0;
}
