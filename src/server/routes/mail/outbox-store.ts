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

type OutboxPage = AnswerOf<"getOutboxPage">;
type OutboxMessage = OutboxPage["list"][number];

/** Sort fields of the contract's getOutboxPage; each has an index (0002, 0015) that reads it both ways. */
export const OUTBOX_SORT_COLUMNS = { createdAt: "createdAt", to: "to", subject: "subject" } as const;
export const DEFAULT_OUTBOX_SORT = { field: "createdAt", direction: "desc" } as const;
/** Filter keys of getOutboxPage; the contract lists the same in x-filters. */
export const OUTBOX_FILTERS = { search: textFilter(200), state: oneOfFilter(["sent", "unsent"] as const) };

type OutboxSortField = keyof typeof OUTBOX_SORT_COLUMNS;
type OutboxKeyColumn = "o.created_at" | "o.to_key" | "o.subject_key";
// The indexed columns of each sort: the texts' first 200 characters, kept by migration 0015.
const SORT_KEY_COLUMN: Readonly<Record<OutboxSortField, OutboxKeyColumn>> = {
  createdAt: "o.created_at",
  to: "o.to_key",
  subject: "o.subject_key",
};

/** The validated filters and sort of a page request (400 naming the bad part), with the sort's key. */
export function outboxRequest(query: Pick<PageQuery, "filters" | "sort" | "direction">) {
  const filters = parseFilters(query.filters, OUTBOX_FILTERS);
  const { column: field, direction } = sortOf(query, OUTBOX_SORT_COLUMNS, DEFAULT_OUTBOX_SORT);
  const column = SORT_KEY_COLUMN[field];
  // Ties by id, in the asked direction; no column of a sort is ever null.
  const keys: KeyColumn[] = [
    { column, same: true, nullable: false },
    { column: "o.id", same: true, nullable: false },
  ];
  return { filters, field, column, direction, keys };
}
export type OutboxRequest = ReturnType<typeof outboxRequest>;

/** What a cursor of the list is bound to (keyset.ts cursorBinding). */
export function outboxCursorBinding({ filters, field, direction }: OutboxRequest): string {
  return cursorBinding("getOutboxPage", filters, field, direction);
}

/** The outbox table: every mail the mail adapter kept or sent (src/server/adapters/mail.ts). */
export class OutboxStore {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * One page of the outbox; filters and sort as the contract whitelists them. By number (a
   * jump), as a deferred join: the page of ids first, then the wide rows (the bodies) for just
   * those ids. With a cursor (next/previous), the ids by keyset: the page right after or before
   * the cursor's sort key, a page of index entries however deep.
   */
  async page(query: PageQuery): Promise<OutboxPage> {
    const request = outboxRequest(query);
    const { ids, nextCursor, previousCursor } = await readIdPage(query, request, outboxCursorBinding(request), {
      keyset: (reading, after, limit) => outboxKeysetIdPage(this.db, request, reading, after, limit).execute(),
      numbered: (window) => outboxIdPage(this.db, request, window).page.execute(),
    });
    const rows =
      ids.length > 0
        ? await this.db
            .selectFrom("outbox")
            .select([
              "id",
              "from_address",
              "to_address",
              "reply_to",
              "subject",
              "text",
              "created_at",
              "sent_at",
              "attempts",
              "error_message",
            ])
            .where("id", "in", ids)
            .execute()
        : [];
    const { total, totalIsEstimate } = await countTotal(this.db, matchingOutboxIds(this.db, request.filters));
    return { list: inIdOrder(rows, ids).map(toOutboxMessage), total, totalIsEstimate, filterable: {}, nextCursor, previousCursor };
  }
}

/** The mails matching the filters (alias o), to select, sort and join on. */
function filteredOutbox(db: Kysely<DB>, filters: OutboxRequest["filters"]) {
  let matching = db.selectFrom("outbox as o");
  if (filters.search) {
    const like = containsPattern(filters.search);
    matching = matching.where((eb) => eb.or([eb("o.to_address", "ilike", like), eb("o.subject", "ilike", like)]));
  }
  if (filters.state === "sent") matching = matching.where("o.sent_at", "is not", null);
  if (filters.state === "unsent") matching = matching.where("o.sent_at", "is", null);
  return matching;
}

/** The ids of the mails matching the filters, unordered: what the total counts. */
function matchingOutboxIds(db: Kysely<DB>, filters: OutboxRequest["filters"]) {
  return filteredOutbox(db, filters).select("o.id");
}

/**
 * The ids (and sort keys, for the page's cursors) of one page by number in the requested order
 * (ties by id), with the filtered query the total counts: each filter × sort × direction pair
 * must find this page on an index (tests/plans). The keys are built for the page's rows only.
 */
export function outboxIdPage(db: Kysely<DB>, request: OutboxRequest, window: PageWindow) {
  const { filters, column, direction, keys } = request;
  const matching = matchingOutboxIds(db, filters);
  const ids = matching.orderBy(column, direction).orderBy("o.id", direction).offset(window.offset).limit(window.limit);
  const page = db
    .selectFrom(ids.as("ids"))
    .innerJoin("outbox as o", "o.id", "ids.id")
    .select(["o.id", rowKey(keys).as("key")])
    .orderBy(column, direction)
    .orderBy("o.id", direction);
  return { matching, page };
}

/** The ids and keys of up to `limit` mails after a sort key (keyset paging; tests/plans checks it too). */
export function outboxKeysetIdPage(db: Kysely<DB>, request: OutboxRequest, direction: Direction, after: RowKey, limit: number) {
  return keysetIdPage<DB>(db, () => filteredOutbox(db, request.filters), request.keys, "o.id", direction, after, limit);
}

function toOutboxMessage(row: {
  id: number;
  from_address: string | null;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text: string | null;
  created_at: Date;
  sent_at: Date | null;
  attempts: number;
  error_message: string | null;
}): OutboxMessage {
  return {
    id: row.id,
    from: row.from_address,
    to: row.to_address,
    replyTo: row.reply_to,
    subject: row.subject,
    text: row.text,
    createdAt: new Date(row.created_at).toISOString(),
    sentAt: row.sent_at === null ? null : new Date(row.sent_at).toISOString(),
    attempts: row.attempts,
    errorMessage: row.error_message,
  };
}
