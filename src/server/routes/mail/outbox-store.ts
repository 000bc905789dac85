import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import {
  containsPattern,
  countTotal,
  inIdOrder,
  oneOfFilter,
  pageWindow,
  parseFilters,
  sortOf,
  textFilter,
  type PageQuery,
  type PageWindow,
} from "../paging.ts";
import type { AnswerOf } from "../types.ts";

type OutboxPage = AnswerOf<"getOutboxPage">;
type OutboxMessage = OutboxPage["list"][number];

/** Sort fields of the contract's getOutboxPage; each has an index (0002, 0008) that reads it both ways. */
export const OUTBOX_SORT_COLUMNS = { createdAt: "createdAt", to: "to", subject: "subject" } as const;
export const DEFAULT_OUTBOX_SORT = { field: "createdAt", direction: "desc" } as const;
/** Filter keys of getOutboxPage; the contract lists the same in x-filters. */
export const OUTBOX_FILTERS = { search: textFilter(200), state: oneOfFilter(["sent", "unsent"] as const) };

// The indexed expressions of each sort (0008 indexes the first 200 characters of the texts).
const ORDER_BY = {
  createdAt: sql`o.created_at`,
  to: sql`left(o.to_address, 200)`,
  subject: sql`left(o.subject, 200)`,
} as const;

/** The outbox table: every mail the mail adapter kept or sent (src/server/adapters/mail.ts). */
export class OutboxStore {
  constructor(private readonly db: Kysely<DB>) {}

  /** One page of the outbox; filters and sort as the contract whitelists them. */
  async page(query: PageQuery): Promise<OutboxPage> {
    const { matching, page } = outboxIdPage(this.db, query, pageWindow(query));
    // Deferred join: the page of ids first, then the wide rows (the bodies) for just those ids.
    const ids = (await page.execute()).map((r) => r.id);
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
    const { total, totalIsEstimate } = await countTotal(this.db, matching);
    return { list: inIdOrder(rows, ids).map(toOutboxMessage), total, totalIsEstimate, filterable: {} };
  }
}

/**
 * The ids of one page in the requested order (ties by id), with the filtered query the total
 * counts: each filter × sort × direction pair must find this page on an index (tests/plans).
 */
export function outboxIdPage(db: Kysely<DB>, query: PageQuery, window: PageWindow) {
  const filters = parseFilters(query.filters, OUTBOX_FILTERS);
  const { column, direction } = sortOf(query, OUTBOX_SORT_COLUMNS, DEFAULT_OUTBOX_SORT);
  let matching = db.selectFrom("outbox as o").select("o.id");
  if (filters.search) {
    const like = containsPattern(filters.search);
    matching = matching.where((eb) => eb.or([eb("o.to_address", "ilike", like), eb("o.subject", "ilike", like)]));
  }
  if (filters.state === "sent") matching = matching.where("o.sent_at", "is not", null);
  if (filters.state === "unsent") matching = matching.where("o.sent_at", "is", null);
  const page = matching.orderBy(ORDER_BY[column], direction).orderBy("o.id", direction).offset(window.offset).limit(window.limit);
  return { matching, page };
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
