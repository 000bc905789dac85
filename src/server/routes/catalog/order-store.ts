import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../http-errors.ts";
import { assertFresh } from "../accounts/account-store.ts";
import { countTotal, inIdOrder, pageWindow, type PageQuery } from "../paging.ts";
import { countedTotal, filterOptions, loadCounts } from "./order-counts.ts";
import { orderValues, type CatalogOrderInput } from "./order-input.ts";
import { isCountedExactly, listRequest, matchingOrders, orderedBy } from "./order-list-query.ts";
import { selectOrders, toCatalogOrder, type CatalogOrder } from "./order-mapper.ts";

type Db = Kysely<DB> | Transaction<DB>;

/** The list without a filter answers at most this many (the contract's maxItems). */
export const NEWEST_LIMIT = 1000;

/** Catalog requests: the paged table, reads and the customer's details. Routing is the dispatcher's. */
export class CatalogOrderStore {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * One page of the table in two queries run side by side: the page itself (a deferred join:
   * the ids of the page in index order, so a deep page skips index entries rather than wide
   * rows, then the rows of just those ids) and the maintained counts, which give the filter
   * options and, when only status and country filter, the exact total. Other filters are
   * totalled by a capped count (exact up to 10,000, then the planner's estimate).
   */
  async page(query: PageQuery) {
    const { filters, ordering, direction } = listRequest(query);
    const { offset, limit } = pageWindow(query);
    const matching = matchingOrders(this.db, filters);
    const idPage = orderedBy(matching.select("o.id"), ordering, direction).offset(offset).limit(limit).as("page");
    const [rows, counts, searched] = await Promise.all([
      orderedBy(selectOrders(this.db).innerJoin(idPage, "page.id", "o.id"), ordering, direction).execute(),
      loadCounts(this.db),
      isCountedExactly(filters) ? undefined : countTotal(this.db, matching),
    ]);
    const totals = searched ?? { total: countedTotal(counts, filters), totalIsEstimate: false };
    return { list: rows.map(toCatalogOrder), ...totals, filterable: filterOptions(counts) };
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
    if (input.id !== undefined && input.id !== null && input.id !== id) throw badRequest("The id does not match the path.", { id: "must equal the id in the path" });
    const values = orderValues(input);
    return this.db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom("catalog_orders").select(["id", "updated_at"]).where("id", "=", id).forUpdate().executeTakeFirst();
      if (!current) throw notFound("Catalog request");
      assertFresh(current, input.updatedAt);
      const before = await this.get(id, trx);
      await trx
        .updateTable("catalog_orders")
        .set({ ...values, contact_id: contactIdFor(trx, values.email), updated_at: sql`now()` })
        .where("id", "=", id)
        .execute();
      return { before, after: await this.get(id, trx) };
    });
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
        .set({ status_id: (eb) => eb.selectFrom("catalog_order_statuses").select("id").where("code", "=", "booked"), updated_at: sql`now()` })
        .where("id", "=", id)
        .execute();
      return { before, after: await this.get(id, trx) };
    });
  }

  /** The requests of the given ids, in that order; 404 naming the first that does not exist. */
  async getMany(ids: readonly number[]): Promise<CatalogOrder[]> {
    const rows = ids.length > 0 ? await selectOrders(this.db).where("o.id", "in", [...ids]).execute() : [];
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
