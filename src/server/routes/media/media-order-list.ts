import { sql, type Kysely } from "kysely";
import type { DB, MediaOrderStatus } from "../../db/schema.ts";
import { badRequest } from "../../http-errors.ts";
import {
  containsPattern,
  countTotal,
  oneOfFilter,
  pageWindow,
  parseFilters,
  type PageWindow,
  patternFilter,
  sortOf,
  textFilter,
  type Direction,
} from "../paging.ts";
import type { AnswerOf, QueryOf } from "../types.ts";

const DAY = patternFilter(/^\d{4}-\d{2}-\d{2}$/, "a date YYYY-MM-DD");
const STATUSES: readonly MediaOrderStatus[] = ["new", "sent", "downloaded", "expired"];

/** Filter keys of the History table (listMediaOrders); the contract's filters description names the same. */
export const MEDIA_ORDER_FILTERS = {
  name: textFilter(200),
  status: oneOfFilter(STATUSES),
  orderDateFrom: DAY,
  orderDateTo: DAY,
};
/** Filter keys of the downloads-by-person table. */
export const PERSON_FILTERS = { name: textFilter(200), orderDateFrom: DAY, orderDateTo: DAY };

/** Sort fields of the History table and their columns (each ends with the id, so the order is total). */
const ORDER_SORTS = {
  id: "o.id",
  name: "o.name",
  status: "o.status",
  createdAt: "o.created_at",
  orderDate: "o.order_date",
  totalDownloads: "o.total_downloads",
} as const;
const PERSON_SORTS = { name: "name", email: "email", orderDate: "order_date", totalDownloads: "total_downloads" } as const;

/** A day filter as an instant range bound (whole days in UTC, the To day included). */
function dayBound(day: string, field: string, endOfDay: boolean): Date {
  const start = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) !== day) {
    throw badRequest(`filters.${field} is not a date.`, { [`filters.${field}`]: "must be a real date YYYY-MM-DD" });
  }
  return endOfDay ? new Date(start.getTime() + 86_400_000) : start;
}

type OrderFilters = { name?: string; status?: MediaOrderStatus; orderDateFrom?: string; orderDateTo?: string };

function matchingOrders(db: Kysely<DB>, filters: OrderFilters) {
  let query = db.selectFrom("media_orders as o");
  if (filters.name) {
    const pattern = containsPattern(filters.name.toLowerCase());
    query = query.where((eb) => eb.or([eb(sql`lower(o.name)`, "like", pattern), eb(sql`lower(o.email)`, "like", pattern)]));
  }
  if (filters.status) query = query.where("o.status", "=", filters.status);
  if (filters.orderDateFrom) query = query.where("o.order_date", ">=", dayBound(filters.orderDateFrom, "orderDateFrom", false));
  if (filters.orderDateTo) query = query.where("o.order_date", "<", dayBound(filters.orderDateTo, "orderDateTo", true));
  return query;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

type ListQuery = Pick<QueryOf<"listMediaOrders">, "orderByAlias" | "order" | "filters">;

/** The statement of one page of media orders (the plan test, tests/plans, explains this one). */
export function mediaOrderPageStatement(db: Kysely<DB>, query: ListQuery, window: PageWindow) {
  const filters = parseFilters(query.filters, MEDIA_ORDER_FILTERS);
  const { column, direction } = sortOf({ sort: query.orderByAlias, direction: query.order }, ORDER_SORTS, {
    field: "orderDate",
    direction: "desc",
  });
  return matchingOrders(db, filters)
    .selectAll("o")
    .orderBy(sql.ref(column), direction)
    .orderBy("o.id", direction)
    .offset(window.offset)
    .limit(window.limit);
}

/** Media orders (History): 100 per page by default, newest order first (spec part 2, section 9). */
export async function mediaOrderPage(db: Kysely<DB>, query: QueryOf<"listMediaOrders">): Promise<AnswerOf<"listMediaOrders">> {
  const filters = parseFilters(query.filters, MEDIA_ORDER_FILTERS);
  const window = pageWindow(query);
  const [rows, counted, statuses] = await Promise.all([
    mediaOrderPageStatement(db, query, window).execute(),
    countTotal(db, matchingOrders(db, filters).select("o.id")),
    db
      .selectFrom("media_orders")
      .select(["status", sql<number>`count(*)::int`.as("count")])
      .groupBy("status")
      .orderBy("status")
      .execute(),
  ]);
  return {
    list: rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      email: r.email,
      status: r.status,
      createdAt: iso(r.created_at)!,
      orderDate: iso(r.order_date),
      totalDownloads: r.total_downloads,
    })),
    ...counted,
    filterable: { status: statuses.map((s) => ({ property: s.status, count: Number(s.count) })) },
  };
}

/**
 * Downloads by one person: the orders matching the filters summed per person (their e-mail,
 * or their name when they gave none), most downloads first by default.
 */
export async function personDownloadsPage(
  db: Kysely<DB>,
  query: QueryOf<"listMediaDownloadsByPerson">,
): Promise<AnswerOf<"listMediaDownloadsByPerson">> {
  const { people, page } = personDownloadsStatements(db, query, pageWindow(query));
  const [rows, counted] = await Promise.all([page.execute(), countTotal(db, people)]);
  return {
    list: rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      email: r.email,
      orderDate: iso(r.order_date),
      totalDownloads: Number(r.total_downloads),
    })),
    ...counted,
    filterable: {},
  };
}

/** The people matching the filters (to count) and one page of them (the plan test explains it). */
export function personDownloadsStatements(
  db: Kysely<DB>,
  query: Pick<QueryOf<"listMediaDownloadsByPerson">, "orderByAlias" | "order" | "filters">,
  window: PageWindow,
) {
  const filters = parseFilters(query.filters, PERSON_FILTERS);
  const { column, direction } = sortOf({ sort: query.orderByAlias, direction: query.order }, PERSON_SORTS, {
    field: "totalDownloads",
    direction: "desc",
  });
  const people = db
    .selectFrom(
      matchingOrders(db, filters)
        .select([
          sql<string>`coalesce(lower(o.email), lower(o.name))`.as("person"),
          sql<number>`max(o.id)`.as("id"),
          sql<string>`(array_agg(o.name order by o.order_date desc, o.id desc))[1]`.as("name"),
          sql<string | null>`(array_agg(o.email order by o.order_date desc, o.id desc))[1]`.as("email"),
          sql<Date>`max(o.order_date)`.as("order_date"),
          sql<number>`sum(o.total_downloads)::int`.as("total_downloads"),
        ])
        .groupBy(sql`coalesce(lower(o.email), lower(o.name))`)
        .as("p"),
    )
    .selectAll("p");
  const dir: Direction = direction;
  const page = people
    .orderBy(sql`${sql.ref(`p.${column}`)} ${sql.raw(dir === "asc" ? "asc nulls last" : "desc nulls last")}`)
    .orderBy("p.person", dir)
    .offset(window.offset)
    .limit(window.limit);
  return { people, page };
}
