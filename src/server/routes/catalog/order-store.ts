import { sql, type Kysely, type SqlBool, type Transaction } from "kysely";
import type { Database } from "../../db/database.ts";
import type { DB } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../http-errors.ts";
import { updateLocked } from "../../db/locked-update.ts";
import { nextVersion } from "../../db/record-version.ts";
import { VersionedCache, type CacheVersions } from "../../db/versioned-cache.ts";
import { inIdOrder, pageKeyOf, pageWindow, type Direction, type PageQuery, type PageWindow } from "../paging.ts";
import { keyPosition, readPage, rowKey, type KeyPosition, type RowKey } from "../keyset.ts";
import { countedTotal, countsAlone, filterOptions, loadCounts, notifiedTotal, type CountRow } from "./order-counts.ts";
import { orderValues, type CatalogOrderInput } from "./order-input.ts";
import {
  isCountedExactly,
  listRequest,
  orderCursorBinding,
  orderedBy,
  orderIds,
  orderKeys,
  orderKeysetIdPage,
  readsMatchesWhole,
  STATUS_IDS,
  type CatalogOrderFilters,
  type Ordering,
} from "./order-list-query.ts";
import { selectOrders, toCatalogOrder, type CatalogOrder, type OrderRow } from "./order-mapper.ts";
import { searchIdPage, searchKeysetPage } from "./order-search.ts";
import { withIndexedParts } from "./order-search-parts.ts";

type Db = Kysely<DB> | Transaction<DB>;

/** The name of the prepared read of rows by id (CatalogOrderStore.rowsById). */
const ROWS_BY_ID = "catalog-orders-by-id";

/** The list without a filter answers at most this many (the contract's maxItems). */
export const NEWEST_LIMIT = 1000;

/** Catalog requests: the paged table, reads and the customer's details. Routing is the dispatcher's. */
export class CatalogOrderStore {
  // The counts change only with the requests or the countries (versions bumped by triggers in
  // every writing transaction, migrations 0006 and 0012): after a write the first page read
  // loads them, and the pages read after it at that version (the next page, another sort or
  // filter) take them from here instead of sending one more statement.
  private readonly counts: VersionedCache<CountRow[]>;

  constructor(
    private readonly db: Kysely<DB>,
    /**
     * Runs the read of rows by id (every page under a search) as a named prepared statement
     * (Database.prepared): parsed and planned once per connection. On a million requests a
     * search's page took 0.9 ms less in the store (13 words, p50, three runs interleaved with
     * the plain query: 107.9 against 119.8 ms summed, 2026-11-29).
     */
    private readonly statements: Pick<Database, "prepared">,
  ) {
    this.counts = new VersionedCache<CountRow[]>(db, ["catalog_orders", "countries"], { maxEntries: 1 });
  }

  /** The rows of these ids, in no order (one statement text whatever their number: it is prepared). */
  private rowsById(ids: readonly number[]): Promise<OrderRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.statements.prepared(
      ROWS_BY_ID,
      selectOrders(this.db)
        .where(sql<SqlBool>`o.id = any(${[...ids]}::bigint[])`)
        .compile(),
    );
  }

  /**
   * One page of the table. By number (a jump), as a deferred join: the page's ids in index
   * order (a deep page skips index entries rather than wide rows), then the rows of just those
   * ids. With a cursor (next/previous), by keyset: the page right after or before the cursor's
   * sort key, a page of index entries however deep. The maintained counts, read alongside,
   * give the filter options and, without a text filter, the exact total (order-counts.ts:
   * by status and country, or by notified address with either);
   * text filters are totalled from their match set (searchedPage). `versions`: the request's
   * cache_versions snapshot (read with its session, before any data), which the kept counts
   * are checked against; without it they are read anew.
   */
  async page(query: PageQuery, versions?: CacheVersions) {
    const { filters, ordering, direction } = listRequest(query);
    const window = pageWindow(query);
    const binding = orderCursorBinding(filters, ordering, direction);
    const position = keyPosition(query, binding, orderKeys(ordering));
    const counts = this.countRows(versions);
    if (!isCountedExactly(filters)) {
      const [read, snapshot] = await Promise.all([this.searchedPage(filters, ordering, direction, window, position, binding), counts]);
      return { ...answerOf(read, snapshot), total: read.total, totalIsEstimate: read.totalIsEstimate };
    }
    const { locationNotifiedToEmail } = filters;
    // Totals by notified address have their own counter (a statement only when filtered by one).
    const total = locationNotifiedToEmail
      ? notifiedTotal(this.db, { ...filters, locationNotifiedToEmail })
      : counts.then((snapshot) => countedTotal(snapshot, filters));
    const read = (few: boolean) => this.countedPage(filters, ordering, direction, window, position, binding, few);
    // One filter: its index walk keeps every row it reads, so the page is read alongside the
    // counts. Two or more: the total first, which says how to read (readsMatchesWhole), or
    // that there is nothing to read.
    const combined = [filters.statusCode, filters.countryCode, locationNotifiedToEmail].filter(Boolean).length > 1;
    const [page, snapshot, n] = combined
      ? await total.then(async (n) => {
          const snapshot = await counts;
          const whole = readsMatchesWhole(n, countsAlone(snapshot, filters));
          return [n === 0 ? EMPTY_PAGE : await read(whole), snapshot, n] as const;
        })
      : await Promise.all([read(false), counts, total]);
    return { ...answerOf(page, snapshot), total: n, totalIsEstimate: false };
  }

  /** The counts by status and country (order-counts.ts), kept per version when the request's versions are given. */
  countRows(versions?: CacheVersions): Promise<CountRow[]> {
    return versions ? this.counts.get("all", () => loadCounts(this.db), versions) : loadCounts(this.db);
  }

  /** What identifies a page's answer: its validated filters, sort, window and cursor (400 when bad). */
  pageKey(query: PageQuery): string {
    return pageKeyOf(listRequest(query), query);
  }

  /**
   * A page whose total the counters give: ids and rows in one statement (the id page is a
   * subquery the rows join on), by keyset with a cursor, else by number; `few`: from the
   * matches read whole (readsMatchesWhole). A page by number takes its sort keys from the rows
   * it reads: through orderIdPage it joined catalog_orders a second time for them (916 buffers
   * and 1.25 ms for the first page on a million requests, against 516 and 0.97 ms).
   */
  private async countedPage(
    filters: CatalogOrderFilters,
    ordering: Ordering,
    direction: Direction,
    window: PageWindow,
    position: KeyPosition | undefined,
    binding: string,
    few: boolean,
  ) {
    const rows = () => selectOrders(this.db);
    return readPage(position, direction, window, binding, {
      keyset: (reading, after, limit) => {
        const page = orderKeysetIdPage(this.db, filters, ordering, reading, after, limit, few);
        return orderedBy(rows().innerJoin(page.as("page"), "page.id", "o.id").select("page.key"), ordering, reading).execute();
      },
      numbered: (numbered) => {
        const ids = orderIds(this.db, filters, ordering, direction, numbered, few);
        return orderedBy(
          rows()
            .innerJoin(ids.as("page"), "page.id", "o.id")
            .select(rowKey(orderKeys(ordering)).as("key")),
          ordering,
          direction,
        ).execute();
      },
    });
  }

  /**
   * A page under a text search, ids first (order-search.ts: common words by walking the sort's
   * index with an estimated total, others read once from the trigram index, counted exactly up
   * to EXACT_TOTAL_LIMIT and sorted), then the rows of just those ids. With a cursor, the
   * keyset page after or before it, read the same way.
   */
  private async searchedPage(
    filters: CatalogOrderFilters,
    ordering: Ordering,
    direction: Direction,
    window: PageWindow,
    position: KeyPosition | undefined,
    binding: string,
  ) {
    const byIds = async (ids: readonly { id: number; key: RowKey }[]) => {
      const rows = await this.rowsById(ids.map((r) => r.id));
      const keys = new Map(ids.map((r) => [r.id, r.key]));
      return inIdOrder(
        rows,
        ids.map((r) => r.id),
      ).map((row) => ({ ...row, key: keys.get(row.id)! }));
    };
    // Each word's part for the trigram index, chosen once for whichever read answers.
    const searched = await withIndexedParts(this.db, filters);
    // The totals come with whichever read answered (a keyset page that ran into the list's
    // start is answered by number, with that read's totals).
    let totals: { total: number; totalIsEstimate: boolean } | undefined;
    const page = await readPage(position, direction, window, binding, {
      keyset: async (reading, after, limit) => {
        const { ids, ...read } = await searchKeysetPage(this.db, searched, ordering, direction, reading, after, limit);
        totals = read;
        return ids;
      },
      numbered: async (numbered) => {
        const { ids, ...read } = await searchIdPage(this.db, searched, ordering, direction, numbered);
        totals = read;
        return ids;
      },
    });
    return { ...page, rows: await byIds(page.rows), ...totals! };
  }

  /** The newest requests, or a contact's (404 for an unknown contact), newest first. */
  async list(contactId?: number): Promise<CatalogOrder[]> {
    let query = selectOrders(this.db);
    if (contactId !== undefined) {
      const contact = await this.db.selectFrom("contacts").select("id").where("id", "=", contactId).executeTakeFirst();
      if (!contact) throw notFound("Contact");
      query = query.where("o.contact_id", "=", contactId);
    }
    const rows = await query.orderBy("o.created_date", "desc").orderBy("o.id", "desc").limit(NEWEST_LIMIT).execute();
    return rows.map(toCatalogOrder);
  }

  async get(id: number, db: Db = this.db): Promise<CatalogOrder> {
    const row = await selectOrders(db).where("o.id", "=", id).executeTakeFirst();
    if (!row) throw notFound("Catalog request");
    return toCatalogOrder(row);
  }

  /** Stores a new request with status new; answers its id (the dispatcher routes it next). */
  async create(input: CatalogOrderInput): Promise<number> {
    const values = orderValues(input);
    const row = await this.db
      .insertInto("catalog_orders")
      .values({
        ...values,
        contact_id: contactIdFor(this.db, values.email),
        status_id: STATUS_IDS.new,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Replaces the customer's details; 409 when the request changed since the client read it. */
  async update(id: number, input: CatalogOrderInput): Promise<{ before: CatalogOrder; after: CatalogOrder }> {
    if (input.id !== undefined && input.id !== null && input.id !== id)
      throw badRequest("The id does not match the path.", { id: "must equal the id in the path" });
    const values = orderValues(input);
    const lock = (trx: Transaction<DB>) =>
      trx.selectFrom("catalog_orders").select(["id", "updated_at"]).where("id", "=", id).forUpdate().executeTakeFirst();
    return updateLocked(
      this.db,
      { what: "Catalog request", version: input.updatedAt, lock, read: (trx) => this.get(id, trx) },
      async (trx) => {
        await trx
          .updateTable("catalog_orders")
          .set({ ...values, contact_id: contactIdFor(trx, values.email), updated_at: nextVersion })
          .where("id", "=", id)
          .execute();
      },
    );
  }

  async delete(id: number): Promise<CatalogOrder> {
    return this.db.transaction().execute(async (trx) => {
      const before = await this.get(id, trx);
      await trx.deleteFrom("catalog_orders").where("id", "=", id).execute();
      return before;
    });
  }

  /** Status booked (the customer booked a visit); 409 when it already is. */
  async book(id: number): Promise<{ before: CatalogOrder; after: CatalogOrder }> {
    return this.db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom("catalog_orders").select("id").where("id", "=", id).forUpdate().executeTakeFirst();
      if (!current) throw notFound("Catalog request");
      const before = await this.get(id, trx);
      if (before.status.code === "booked") throw conflict("The catalog request is already booked.", { status: "is already booked" });
      await trx
        .updateTable("catalog_orders")
        .set({
          status_id: STATUS_IDS.booked,
          updated_at: nextVersion,
        })
        .where("id", "=", id)
        .execute();
      return { before, after: await this.get(id, trx) };
    });
  }

  /** The requests of the given ids, in that order; 404 naming the first that does not exist. */
  async getMany(ids: readonly number[]): Promise<CatalogOrder[]> {
    const rows = await this.rowsById(ids);
    const found = inIdOrder(rows, ids);
    const missing = ids.find((id) => !rows.some((r) => r.id === id));
    if (missing !== undefined) throw notFound(`Catalog request ${missing}`);
    return found.map(toCatalogOrder);
  }
}

/** The answer of a filter that matches nothing (the counters say so): no statement needed. */
const EMPTY_PAGE = { rows: [], nextCursor: null, previousCursor: null };

/** A page's list, cursors and filter options (the total is the caller's). */
function answerOf(
  page: { rows: Parameters<typeof toCatalogOrder>[0][]; nextCursor: string | null; previousCursor: string | null },
  counts: CountRow[],
) {
  return {
    list: page.rows.map(toCatalogOrder),
    filterable: filterOptions(counts),
    nextCursor: page.nextCursor,
    previousCursor: page.previousCursor,
  };
}

/** The contact that has this e-mail address (confirmed, any case), as a subquery for the save. */
function contactIdFor(db: Db, email: string | null) {
  if (email === null) return null;
  return db
    .selectFrom("contact_emails")
    .select("contact_id")
    .where(sql`lower(value)`, "=", sql<string>`lower(${email})`)
    .where("kind", "<>", "pending")
    .orderBy("contact_id")
    .limit(1);
}
