import { sql, type Kysely, type QueryCreator, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../http-errors.ts";
import { updateLocked } from "../../db/locked-update.ts";
import { nextVersion } from "../../db/record-version.ts";
import {
  countTotal,
  EXACT_TOTAL_LIMIT,
  inIdOrder,
  pageWindow,
  plannerEstimate,
  totalOf,
  type Direction,
  type PageQuery,
  type PageWindow,
} from "../paging.ts";
import {
  keyPosition,
  keysetPageOf,
  numberedPageCursors,
  positionKey,
  readingDirection,
  rowKey,
  type KeyPosition,
  type RowKey,
} from "../keyset.ts";
import { countedTotal, filterOptions, loadCounts, notifiedTotal } from "./order-counts.ts";
import { orderValues, type CatalogOrderInput } from "./order-input.ts";
import {
  isCountedExactly,
  listRequest,
  matchingOrders,
  ORDER_COLUMNS,
  orderCursorBinding,
  orderedBy,
  orderIdPage,
  orderKeys,
  orderKeysetIdPage,
  type CatalogOrderFilters,
  type Ordering,
} from "./order-list-query.ts";
import { selectOrders, toCatalogOrder, type CatalogOrder } from "./order-mapper.ts";

type Db = Kysely<DB> | Transaction<DB>;
/** An id page (by number or by keyset): ids with their sort keys. */
type IdPage = ReturnType<typeof orderIdPage> | ReturnType<typeof orderKeysetIdPage>;

/** The list without a filter answers at most this many (the contract's maxItems). */
export const NEWEST_LIMIT = 1000;
// Trigram estimates run from 40 times too low to about 4 times too high (measured on a million
// requests); above this many expected matches, reading them all to count them is not worth it.
const LIKELY_FEW_MATCHES = 5 * EXACT_TOTAL_LIMIT;

/** Catalog requests: the paged table, reads and the customer's details. Routing is the dispatcher's. */
export class CatalogOrderStore {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * One page of the table. By number (a jump), as a deferred join: the page's ids in index
   * order (a deep page skips index entries rather than wide rows), then the rows of just those
   * ids. With a cursor (next/previous), by keyset: the page right after or before the cursor's
   * sort key, a page of index entries however deep. The maintained counts, read alongside,
   * give the filter options and, without a text filter, the exact total (order-counts.ts:
   * by status and country, or by notified address with either);
   * text filters are totalled from their match set (searchedPage).
   */
  async page(query: PageQuery) {
    const { filters, ordering, direction } = listRequest(query);
    const window = pageWindow(query);
    const binding = orderCursorBinding(filters, ordering, direction);
    const position = keyPosition(query, binding, orderKeys(ordering));
    const { locationNotifiedToEmail } = filters;
    const [read, counts, notified] = await Promise.all([
      isCountedExactly(filters)
        ? this.countedPage(filters, ordering, direction, window, position, binding)
        : this.searchedPage(filters, ordering, direction, window, position, binding),
      loadCounts(this.db),
      // Totals by notified address have their own counter (a statement only when filtered by one).
      isCountedExactly(filters) && locationNotifiedToEmail ? notifiedTotal(this.db, { ...filters, locationNotifiedToEmail }) : undefined,
    ]);
    const { rows, nextCursor, previousCursor, total, totalIsEstimate } = read;
    return {
      list: rows.map(toCatalogOrder),
      total: total ?? notified ?? countedTotal(counts, filters),
      totalIsEstimate,
      filterable: filterOptions(counts),
      nextCursor,
      previousCursor,
    };
  }

  /** What identifies a page's answer: its validated filters, sort, window and cursor (400 when bad). */
  pageKey(query: PageQuery): string {
    const { filters, ordering, direction } = listRequest(query);
    return JSON.stringify([filters, ordering, direction, pageWindow(query), query.after ?? null, query.before ?? null]);
  }

  /**
   * A page whose total the counters give: ids and rows in one statement (the id page is a
   * subquery the rows join on), by keyset with a cursor, else by number.
   */
  private async countedPage(
    filters: CatalogOrderFilters,
    ordering: Ordering,
    direction: Direction,
    window: PageWindow,
    position: KeyPosition | undefined,
    binding: string,
  ) {
    const joined = (idPage: IdPage, reading: Direction) =>
      orderedBy(selectOrders(this.db).innerJoin(idPage.as("page"), "page.id", "o.id").select("page.key"), ordering, reading).execute();
    const counted = { total: undefined, totalIsEstimate: false };
    if (position) {
      const reading = readingDirection(position, direction);
      const rows = await joined(orderKeysetIdPage(this.db, filters, ordering, reading, positionKey(position), window.limit + 1), reading);
      const page = keysetPageOf(rows, position, window.limit, binding);
      if (page) return { ...page, ...counted };
    }
    const first = position ? { offset: 0, limit: window.limit } : window;
    const rows = await joined(orderIdPage(this.db, filters, ordering, direction, first), direction);
    return {
      rows,
      ...numberedPageCursors(
        rows.map((r) => r.key),
        first,
        binding,
      ),
      ...counted,
    };
  }

  /**
   * A page under a text filter, ids first, then the rows. With a cursor, the keyset page and a
   * capped count. By number: the trigram index finds candidates, but each must be checked on
   * its row, so reading the matches is the cost. When the planner expects no more than a few
   * times EXACT_TOTAL_LIMIT matches, they are read once, capped at EXACT_TOTAL_LIMIT + 1: if
   * they are all there, that one read gives the exact total and the page (sorted in memory).
   * Larger sets (or a full cap) take the page in index order, which stops after a page, and a
   * capped count, side by side; above the cap the total is the planner's estimate.
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
      const rows =
        ids.length > 0
          ? await selectOrders(this.db)
              .where(
                "o.id",
                "in",
                ids.map((r) => r.id),
              )
              .execute()
          : [];
      const keys = new Map(ids.map((r) => [r.id, r.key]));
      return inIdOrder(
        rows,
        ids.map((r) => r.id),
      ).map((row) => ({ ...row, key: keys.get(row.id)! }));
    };
    const matching = matchingOrders(this.db, filters);
    if (position) {
      const reading = readingDirection(position, direction);
      const [ids, totals] = await Promise.all([
        orderKeysetIdPage(this.db, filters, ordering, reading, positionKey(position), window.limit + 1).execute(),
        countTotal(this.db, matching),
      ]);
      const page = keysetPageOf(ids, position, window.limit, binding);
      if (page) return { ...page, rows: await byIds(page.rows), ...totals };
    }
    const first = position ? { offset: 0, limit: window.limit } : window;
    const { ids, ...totals } = await this.searchedIds(filters, ordering, direction, first);
    return {
      rows: await byIds(ids),
      ...numberedPageCursors(
        ids.map((r) => r.key),
        first,
        binding,
      ),
      ...totals,
    };
  }

  /** The ids and keys of a page by number under a text filter, with the total (see searchedPage). */
  private async searchedIds(filters: CatalogOrderFilters, ordering: Ordering, direction: Direction, window: PageWindow) {
    const matching = matchingOrders(this.db, filters);
    const estimate = await plannerEstimate(this.db, matching);
    const idPage = () => orderIdPage(this.db, filters, ordering, direction, window).execute();
    if (estimate <= LIKELY_FEW_MATCHES) {
      const capped = await this.cappedMatchPage(filters, ordering, direction, window);
      if (capped.total <= EXACT_TOTAL_LIMIT) return { ids: capped.ids, total: capped.total, totalIsEstimate: false };
      return { ids: await idPage(), ...totalOf(capped.total, () => estimate) };
    }
    const [ids, totals] = await Promise.all([idPage(), countTotal(this.db, matching)]);
    return { ids, ...totals };
  }

  /** The page cut from the first EXACT_TOTAL_LIMIT + 1 matches, and how many those were. */
  private async cappedMatchPage(filters: CatalogOrderFilters, ordering: Ordering, direction: Direction, window: PageWindow) {
    const capped = (db: QueryCreator<DB>) =>
      db.with("matches", (cte) =>
        matchingOrders(cte, filters)
          .select(ORDER_COLUMNS)
          .limit(EXACT_TOTAL_LIMIT + 1),
      );
    // The window counts every capped match, before the page is cut from them.
    const rows = await orderedBy(
      capped(this.db)
        .selectFrom("matches as o")
        .select(["o.id", rowKey(orderKeys(ordering)).as("key"), (eb) => eb.fn.countAll<number>().over().as("matches")]),
      ordering,
      direction,
    )
      .offset(window.offset)
      .limit(window.limit)
      .execute();
    // A page past the end has no row to carry the count.
    const total =
      rows.length > 0
        ? Number(rows[0]!.matches)
        : Number(
            (
              await capped(this.db)
                .selectFrom("matches")
                .select((eb) => eb.fn.countAll<number>().as("n"))
                .executeTakeFirstOrThrow()
            ).n,
          );
    return { ids: rows.map((r) => ({ id: r.id, key: r.key })), total };
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
        status_id: (eb) => eb.selectFrom("catalog_order_statuses").select("id").where("code", "=", "new"),
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
          status_id: (eb) => eb.selectFrom("catalog_order_statuses").select("id").where("code", "=", "booked"),
          updated_at: nextVersion,
        })
        .where("id", "=", id)
        .execute();
      return { before, after: await this.get(id, trx) };
    });
  }

  /** The requests of the given ids, in that order; 404 naming the first that does not exist. */
  async getMany(ids: readonly number[]): Promise<CatalogOrder[]> {
    const rows =
      ids.length > 0
        ? await selectOrders(this.db)
            .where("o.id", "in", [...ids])
            .execute()
        : [];
    const found = inIdOrder(rows, ids);
    const missing = ids.find((id) => !rows.some((r) => r.id === id));
    if (missing !== undefined) throw notFound(`Catalog request ${missing}`);
    return found.map(toCatalogOrder);
  }
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
