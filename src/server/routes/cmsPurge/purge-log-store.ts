import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import {
  containsPattern,
  countTotal,
  inIdOrder,
  oneOfFilter,
  parseFilters,
  sortOf,
  textFilter,
  type Direction,
  type PageQuery,
  type PageWindow,
} from "../paging.ts";
import { cursorBinding, keysetIdPage, readIdPage, rowKey, type KeyColumn, type RowKey } from "../keyset.ts";
import type { AnswerOf } from "../types.ts";

type PurgeLogPage = AnswerOf<"getPurgeLogPage">;
type PurgeLogEntry = PurgeLogPage["list"][number];

/** Sort fields of the contract's getPurgeLogPage; each has an index (0002, 0035) that reads it both ways. */
export const PURGE_LOG_SORT_COLUMNS = { createdAt: "l.created_at", target: "l.target", code: "l.code", status: "l.status" } as const;
export const DEFAULT_PURGE_LOG_SORT = { field: "createdAt", direction: "desc" } as const;
const PURGE_STATUSES = ["logged", "sent", "failed"] as const;
/** Filter keys of getPurgeLogPage; the contract lists the same in x-filters. */
export const PURGE_LOG_FILTERS = { search: textFilter(200), status: oneOfFilter(PURGE_STATUSES) };

/** The validated filters and sort of a page request (400 naming the bad part), with the sort's key. */
export function purgeLogRequest(query: Pick<PageQuery, "filters" | "sort" | "direction">) {
  const filters = parseFilters(query.filters, PURGE_LOG_FILTERS);
  const { field, column, direction } = sortOf(query, PURGE_LOG_SORT_COLUMNS, DEFAULT_PURGE_LOG_SORT);
  // Ties by id, in the asked direction; only the code can be null (purges logged before 0032).
  const keys: KeyColumn[] = [
    { column, same: true, nullable: column === "l.code" },
    { column: "l.id", same: true, nullable: false },
  ];
  return { filters, field, column, direction, keys };
}
export type PurgeLogRequest = ReturnType<typeof purgeLogRequest>;

/** What a cursor of the list is bound to (keyset.ts cursorBinding). */
export function purgeLogCursorBinding({ filters, field, direction }: PurgeLogRequest): string {
  return cursorBinding("getPurgeLogPage", filters, field, direction);
}

/** The purge log: every purge the CDN adapter logged or sent (src/server/adapters/cdn.ts). */
export class PurgeLogStore {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * One page of the log; filters and sort as the contract whitelists them. The ids first (by
   * number, or by keyset with a cursor), then the rows with their accounts for just those ids.
   */
  async page(query: PageQuery): Promise<PurgeLogPage> {
    const request = purgeLogRequest(query);
    const { ids, nextCursor, previousCursor } = await readIdPage(query, request, purgeLogCursorBinding(request), {
      keyset: (reading, after, limit) => purgeLogKeysetIdPage(this.db, request, reading, after, limit).execute(),
      numbered: (window) => purgeLogIdPage(this.db, request, window).page.execute(),
    });
    const rows =
      ids.length > 0
        ? await this.db
            .selectFrom("purge_log as l")
            .leftJoin("accounts as a", "a.id", "l.account_id")
            .select([
              "l.id",
              "l.created_at",
              "l.target",
              "l.code",
              "l.status",
              "l.response",
              "a.id as account_id",
              "a.firstname",
              "a.lastname",
              "a.email",
            ])
            .where("l.id", "in", ids)
            .execute()
        : [];
    const { total, totalIsEstimate } = await countTotal(this.db, matchingPurgeIds(this.db, request.filters));
    return { list: inIdOrder(rows, ids).map(toPurgeLogEntry), total, totalIsEstimate, filterable: {}, nextCursor, previousCursor };
  }
}

/** The purges matching the filters (alias l), to select, sort and join on. */
function filteredPurges(db: Kysely<DB>, filters: PurgeLogRequest["filters"]) {
  let matching = db.selectFrom("purge_log as l");
  if (filters.search) {
    const like = containsPattern(filters.search);
    matching = matching.where((eb) => eb.or([eb("l.target", "ilike", like), eb("l.code", "ilike", like)]));
  }
  if (filters.status) matching = matching.where("l.status", "=", filters.status);
  return matching;
}

/** The ids of the purges matching the filters, unordered: what the total counts. */
function matchingPurgeIds(db: Kysely<DB>, filters: PurgeLogRequest["filters"]) {
  return filteredPurges(db, filters).select("l.id");
}

/**
 * The ids (and sort keys, for the page's cursors) of one page by number in the requested order
 * (ties by id), with the filtered query the total counts: each filter × sort × direction pair
 * must find this page on an index (tests/plans). One statement, not the outbox's deferred join:
 * a purge's row is narrow and every index of a sort holds its key, so a join back for the keys
 * only tempts the planner into reading the whole table for a hash join.
 */
export function purgeLogIdPage(db: Kysely<DB>, request: PurgeLogRequest, window: PageWindow) {
  const { filters, column, direction, keys } = request;
  const matching = matchingPurgeIds(db, filters);
  const page = filteredPurges(db, filters)
    .select(["l.id", rowKey(keys).as("key")])
    .orderBy(column, direction)
    .orderBy("l.id", direction)
    .offset(window.offset)
    .limit(window.limit);
  return { matching, page };
}

/** The ids and keys of up to `limit` purges after a sort key (keyset paging; tests/plans checks it too). */
export function purgeLogKeysetIdPage(db: Kysely<DB>, request: PurgeLogRequest, direction: Direction, after: RowKey, limit: number) {
  return keysetIdPage<DB>(db, () => filteredPurges(db, request.filters), request.keys, "l.id", direction, after, limit);
}

function toPurgeLogEntry(row: {
  id: number;
  created_at: Date;
  target: string;
  code: string | null;
  status: "logged" | "sent" | "failed";
  response: string | null;
  account_id: number | null;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
}): PurgeLogEntry {
  const name = [row.firstname, row.lastname].filter((part) => part?.trim()).join(" ");
  return {
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    target: row.target,
    code: row.code,
    status: row.status,
    response: row.response,
    account: row.account_id === null ? null : { id: row.account_id, name: name || (row.email ?? ""), email: row.email ?? "" },
  };
}
