import { sql, type Kysely } from "kysely";
import type { DB, QuoteStatus } from "../../db/schema.ts";
import { notFound } from "../../http-errors.ts";
import { countTotal, inIdOrder, pageWindow, type PageQuery } from "../paging.ts";
import { keyPosition, readPage } from "../keyset.ts";
import { quoteCursorBinding, quoteIdPage, quoteKeysetIdPage, quoteRequest, type QuoteRequest } from "./quote-list.ts";
import { selectQuotes, toQuote, toQuoteDetail, type QuoteDetail, type QuoteRow } from "./quote-mapper.ts";

/** How many names the customerName1 filter offers: the most frequent, the table's own search finds the rest. */
export const NAME_OPTIONS_LIMIT = 100;

/** Partner quotes: the tables by status, one quote, and its deletion. */
export class QuoteStore {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * One page of a status's table. By number (a jump), the page's ids first, then the wide rows
   * for just those ids; with a cursor (next/previous), the ids by keyset.
   */
  async page(status: QuoteStatus, query: PageQuery) {
    const request = quoteRequest(status, query);
    const window = pageWindow(query);
    const binding = quoteCursorBinding(request);
    const position = keyPosition(query, binding, request.keys);
    const { rows: idRows, ...cursors } = await readPage(position, request.direction, window, binding, {
      keyset: (reading, after, limit) => quoteKeysetIdPage(this.db, request, reading, after, limit).execute(),
      numbered: (numbered) => quoteIdPage(this.db, request, numbered).page.execute(),
    });
    const ids = idRows.map((r) => r.id);
    const [rows, counted, filterable] = await Promise.all([
      ids.length > 0 ? selectQuotes(this.db).where("q.id", "in", ids).execute() : Promise.resolve([] as QuoteRow[]),
      countTotal(this.db, quoteIdPage(this.db, request, { offset: 0, limit: 1 }).matching),
      this.filterOptions(request),
    ]);
    return { list: inIdOrder(rows, ids).map(toQuote), ...counted, filterable, ...cursors };
  }

  /**
   * The filter options of a status's table, counting its quotes whatever the filters: the
   * countries by name, and the most frequent customer names (a company with many quotes first).
   */
  private async filterOptions(request: QuoteRequest) {
    const base = this.db.selectFrom("quotes as q").where("q.status", "=", request.status).where("q.deleted_at", "is", null);
    const [countries, names] = await Promise.all([
      base
        .leftJoin("countries as k", "k.code", "q.customer_country")
        .select(["q.customer_country as property", "k.name as name", sql<number>`count(*)::int`.as("count")])
        .groupBy(["q.customer_country", "k.name"])
        .orderBy("k.name")
        .orderBy("q.customer_country")
        .execute(),
      base
        .where("q.customer_name1", "is not", null)
        .select(["q.customer_name1 as property", sql<number>`count(*)::int`.as("count")])
        .groupBy("q.customer_name1")
        .orderBy(sql`count(*)`, "desc")
        .orderBy("q.customer_name1")
        .limit(NAME_OPTIONS_LIMIT)
        .execute(),
    ]);
    return {
      customerName1: names.map((n) => ({ property: n.property, count: Number(n.count) })),
      customerCountry: countries.map((c) => ({ property: c.property, name: c.name, count: Number(c.count) })),
    };
  }

  /** A quote not deleted; 404 otherwise. */
  async get(id: number): Promise<QuoteDetail> {
    const row = await selectQuotes(this.db).where("q.id", "=", id).executeTakeFirst();
    if (!row) throw notFound("Quote");
    return toQuoteDetail(row);
  }

  /**
   * Marks the quote deleted (kept: orders refer to it, migration 0002) so it leaves every
   * list; answers it as it was, for the audit log. 404 when unknown or deleted already.
   */
  async delete(id: number): Promise<QuoteDetail> {
    return this.db.transaction().execute(async (trx) => {
      const locked = await trx
        .selectFrom("quotes")
        .select("id")
        .where("id", "=", id)
        .where("deleted_at", "is", null)
        .forUpdate()
        .executeTakeFirst();
      const row = locked && (await selectQuotes(trx).where("q.id", "=", id).executeTakeFirst());
      if (!row) throw notFound("Quote");
      await trx
        .updateTable("quotes")
        .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
        .where("id", "=", id)
        .execute();
      return toQuoteDetail(row);
    });
  }
}
