import { createHash } from "node:crypto";
import { sql, type QueryCreator, type RawBuilder, type SelectQueryBuilder, type SqlBool } from "kysely";
import { badRequest } from "../http-errors.ts";
import { pageWindow, type Direction, type PageQuery } from "./paging.ts";

/**
 * Keyset paging for next/previous (issue 14): a page starts right after (or before) the sort
 * key of the row where the last page ended, so page 5,000 reads a page of index entries, not
 * 500,000. Jumps to page N still go by offset (paging.ts pageWindow, the deferred join).
 *
 * A sort key is the values of the sort's columns, ending with the id, each read in the sort's
 * own direction; columns may mix directions, and null sorts as PostgreSQL's default does in a
 * btree index: after every value ascending, before every value descending (NULLS LAST / FIRST).
 */

/** One column of a sort key: its SQL column, whether it follows the asked direction, whether it can be null. */
export interface KeyColumn {
  column: string;
  same: boolean;
  nullable: boolean;
}
export type KeyValue = string | number | boolean | null;
/** A row's sort key as json_build_array gives it: text and timestamps (to the microsecond) as strings, numbers and booleans as themselves. */
export type RowKey = readonly KeyValue[];

/** The cursor parameters shared by every paged operation (openapi/components/parameters). */
export interface CursorQuery {
  after?: string;
  before?: string;
}

/** Where a keyset page starts: right after a row's key, or right before it (the previous page). */
export type KeyPosition = { after: RowKey } | { before: RowKey };

const MAX_KEY_TEXT = 1000;

/** The sort key of the row a query reads (its columns as json_build_array in the sort's order). */
export function rowKey(keys: readonly KeyColumn[]): RawBuilder<RowKey> {
  return sql<RowKey>`json_build_array(${sql.join(keys.map((k) => sql.ref(k.column)))})`;
}

/**
 * What a cursor is bound to: the list, its filters, sort and direction. A cursor made under
 * other filters or another sort would start the page at a meaningless place, so it is refused.
 */
export function cursorBinding(...parts: unknown[]): string {
  return createHash("sha256").update(JSON.stringify(parts)).digest("base64url").slice(0, 16);
}

/** An opaque cursor: base64url of {b: binding, k: row key}. */
export function encodeCursor(binding: string, key: RowKey): string {
  return Buffer.from(JSON.stringify({ b: binding, k: key })).toString("base64url");
}

/**
 * The position a request's after/before names, or undefined for a page by number. A cursor
 * that does not decode, has the wrong shape, or was made for other filters or another sort
 * is a 400 naming the parameter. A key whose values are well formed but edited only moves the
 * page within the same list, which the caller may read anyway; a value that is not of its
 * column's type is refused by PostgreSQL as a bad value (400 too).
 */
export function keyPosition(query: CursorQuery, binding: string, keys: readonly KeyColumn[]): KeyPosition | undefined {
  if (query.after !== undefined && query.before !== undefined) {
    throw badRequest("Send after or before, not both.", { before: "cannot be sent with after" });
  }
  if (query.after !== undefined) return { after: decodeCursor(query.after, binding, keys, "after") };
  if (query.before !== undefined) return { before: decodeCursor(query.before, binding, keys, "before") };
  return undefined;
}

function decodeCursor(raw: string, binding: string, keys: readonly KeyColumn[], parameter: "after" | "before"): RowKey {
  const refuse = (why: string) => badRequest(`The ${parameter} cursor ${why}.`, { [parameter]: why });
  let parsed: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(raw)) throw new Error("not base64url");
    parsed = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
  } catch {
    throw refuse("is not a cursor");
  }
  const { b, k } = (parsed ?? {}) as { b?: unknown; k?: unknown };
  if (typeof b !== "string" || !Array.isArray(k) || k.length !== keys.length || !k.every((v, i) => isKeyValue(v, keys[i]!))) {
    throw refuse("is not a cursor");
  }
  if (b !== binding) throw refuse("was made for other filters or another sort");
  return k as RowKey;
}

function isKeyValue(value: unknown, key: KeyColumn): boolean {
  if (value === null) return key.nullable;
  return (
    (typeof value === "string" && value.length <= MAX_KEY_TEXT) ||
    (typeof value === "number" && Number.isFinite(value)) ||
    typeof value === "boolean"
  );
}

const opposite = (direction: Direction): Direction => (direction === "asc" ? "desc" : "asc");
/** The direction a position reads in: before a row is after it, read backwards. */
export const readingDirection = (position: KeyPosition, direction: Direction): Direction =>
  "before" in position ? opposite(direction) : direction;
export const positionKey = (position: KeyPosition): RowKey => ("after" in position ? position.after : position.before);

type Condition = RawBuilder<SqlBool>;

function equalTo(column: string, value: KeyValue): Condition {
  return value === null ? sql<SqlBool>`${sql.ref(column)} is null` : sql<SqlBool>`${sql.ref(column)} = ${value}`;
}

/** The rows past a value of one column, as ranges in the order the sort reaches them. */
function pastValue(key: KeyColumn, direction: Direction, value: KeyValue): Condition[] {
  const column = sql.ref(key.column);
  if (direction === "asc") {
    if (value === null) return []; // nulls come last: nothing is past them
    const greater = sql<SqlBool>`${column} > ${value}`;
    return key.nullable ? [greater, sql<SqlBool>`${column} is null`] : [greater];
  }
  return value === null ? [sql<SqlBool>`${column} is not null`] : [sql<SqlBool>`${column} < ${value}`];
}

/**
 * The rows after a key, as conditions of which each is one range of the sort's index (equal
 * leading columns, then one column past its value), in the order the sort reaches them: equal
 * on every column but the id and a greater id first, ..., a greater first column last. Each is
 * an index condition on its own, where the single OR of them all would be a filter over a walk
 * from the index's start.
 */
export function rangesAfter(keys: readonly KeyColumn[], direction: Direction, after: RowKey): Condition[] {
  const ranges: Condition[] = [];
  for (let i = keys.length - 1; i >= 0; i--) {
    const key = keys[i]!;
    const prefix = keys.slice(0, i).map((k, j) => equalTo(k.column, after[j]!));
    const columnDirection = key.same ? direction : opposite(direction);
    for (const past of pastValue(key, columnDirection, after[i]!)) {
      ranges.push(sql.join([...prefix, past], sql` and `) as Condition);
    }
  }
  return ranges;
}

/**
 * The ids (and keys) of up to `limit` rows after a key, in the sort's order: each range read on
 * its index up to `limit` rows, the ranges in order (a few times `limit` rows at most, sorted by
 * range then key). `matching` gives the list's filtered rows; `id` is the id column.
 */
export function keysetIdPage<DB>(
  db: QueryCreator<DB>,
  matching: () => SelectQueryBuilder<DB, any, object>,
  keys: readonly KeyColumn[],
  id: string,
  direction: Direction,
  after: RowKey,
  limit: number,
) {
  const sortedBy = <Q extends SelectQueryBuilder<any, any, any>>(query: Q, column: (key: KeyColumn, i: number) => string): Q =>
    keys.reduce((q, key, i) => q.orderBy(sql.ref(column(key, i)), key.same ? direction : opposite(direction)) as Q, query);
  const ranges = rangesAfter(keys, direction, after);
  // Past the largest key nothing is left: one empty range keeps the page one statement.
  const parts = (ranges.length > 0 ? ranges : [sql<SqlBool>`false`]).map((range, part) =>
    from(
      sortedBy(
        matching()
          .where(range)
          .select([
            sql.ref(id).as("id"),
            rowKey(keys).as("key"),
            sql.lit(part).as("part"),
            ...keys.map((k, i) => sql.ref(k.column).as(`k${i}`)),
          ]),
        (k) => k.column,
      )
        .limit(limit)
        .as(`range${part}`),
    ).selectAll(),
  );
  const union = parts.reduce((all, part) => all.unionAll(part));
  return sortedBy(from(union.as("ranges")).select(["ranges.id", "ranges.key"]).orderBy("ranges.part"), (_k, i) => `ranges.k${i}`).limit(
    limit,
  ) as SelectQueryBuilder<any, any, { id: number; key: RowKey }>;

  function from(table: any) {
    return (db as QueryCreator<any>).selectFrom(table);
  }
}

/** The answer's cursors: the key of its last row (next page) and of its first (previous page). */
export interface PageCursors {
  nextCursor: string | null;
  previousCursor: string | null;
}

/** Cursors of a page read by number: a previous page unless it is the first, a next one when it is full. */
export function numberedPageCursors(keys: readonly RowKey[], window: { offset: number; limit: number }, binding: string): PageCursors {
  const first = keys[0];
  const last = keys.at(-1);
  return {
    previousCursor: window.offset > 0 && first ? encodeCursor(binding, first) : null,
    nextCursor: keys.length === window.limit && last ? encodeCursor(binding, last) : null,
  };
}

/**
 * A keyset page from rows read in the reading direction, one more than the page (that row only
 * tells whether more follow). Undefined when a previous page ran into the list's start with
 * fewer rows than a page: the first page by number is then the answer, so it is always full.
 */
export function keysetPageOf<R extends { key: RowKey }>(
  rows: readonly R[],
  position: KeyPosition,
  limit: number,
  binding: string,
): ({ rows: R[] } & PageCursors) | undefined {
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  const cursor = (row: R | undefined) => (row ? encodeCursor(binding, row.key) : null);
  if ("before" in position) {
    if (!more) return undefined;
    page.reverse();
    return { rows: page, previousCursor: cursor(page[0]), nextCursor: cursor(page.at(-1)) };
  }
  return {
    rows: page,
    nextCursor: more ? cursor(page.at(-1)) : null,
    // A page past the end still leads back to the rows before its key.
    previousCursor: cursor(page[0]) ?? encodeCursor(binding, position.after),
  };
}

/** How a list reads its page's rows (each with its sort key), by keyset and by number. */
export interface PageReaders<R extends { key: RowKey }> {
  /** Up to `limit` rows right after `after` in the reading direction (keysetIdPage). */
  keyset(reading: Direction, after: RowKey, limit: number): Promise<R[]>;
  /** The rows of a window by number, in the asked direction. */
  numbered(window: { offset: number; limit: number }): Promise<R[]>;
}

/**
 * One page's rows and cursors, the same for every paged list: by keyset when the request names
 * a position (next/previous; one row more is read to tell whether more follow), else by number
 * (a jump). A previous page that runs into the list's start answers the first page by number,
 * so it is always full.
 */
export async function readPage<R extends { key: RowKey }>(
  position: KeyPosition | undefined,
  direction: Direction,
  window: { offset: number; limit: number },
  binding: string,
  readers: PageReaders<R>,
): Promise<{ rows: R[] } & PageCursors> {
  if (position) {
    const reading = readingDirection(position, direction);
    const page = keysetPageOf(await readers.keyset(reading, positionKey(position), window.limit + 1), position, window.limit, binding);
    if (page) return page;
  }
  const first = position ? { offset: 0, limit: window.limit } : window;
  const rows = await readers.numbered(first);
  return {
    rows,
    ...numberedPageCursors(
      rows.map((r) => r.key),
      first,
      binding,
    ),
  };
}

/**
 * The ids of one page of a list in order, and the answer's cursors: the window and the cursor's
 * position taken from the request (each a 400 when bad), then readPage by keyset or by number.
 * For lists that read a page of ids first and their rows for just those ids.
 */
export async function readIdPage(
  query: PageQuery,
  sort: { direction: Direction; keys: readonly KeyColumn[] },
  binding: string,
  readers: PageReaders<{ id: number; key: RowKey }>,
): Promise<{ ids: number[] } & PageCursors> {
  const window = pageWindow(query);
  const position = keyPosition(query, binding, sort.keys);
  const { rows, ...cursors } = await readPage(position, sort.direction, window, binding, readers);
  return { ids: rows.map((r) => r.id), ...cursors };
}
