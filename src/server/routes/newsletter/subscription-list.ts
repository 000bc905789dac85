import { sql, type QueryCreator } from "kysely";
import type { DB } from "../../db/schema.ts";
import { containsPattern, parseFilters, sortOf, textFilter, type Direction, type FilterValues, type PageQuery } from "../paging.ts";

// A database, a transaction or the inside of a WITH clause.
type Db = QueryCreator<DB>;

/** Filter keys of listNewsletterSubscriptionsPage (and the CSV); the contract lists the same in x-filters (a test compares them). */
export const SUBSCRIPTION_FILTERS = {
  search: textFilter(200),
  newsletterCode: textFilter(100),
};
export type SubscriptionFilters = FilterValues<typeof SUBSCRIPTION_FILTERS>;

type SubscriptionColumn = "s.created_at" | "s.email" | "s.newsletter_code" | "s.id";

/**
 * Sort fields of the contract, each ending with the id. Indexes: createdAt (created_at desc, id
 * desc) of migration 0002; email and newsletterCode, alone and after the code filter, of 0029
 * (the code is kept on each subscription by its trigger); newsletterCode after the code filter
 * reads 0038's index, which carries the page's columns.
 */
export const SUBSCRIPTION_SORTS: Readonly<Record<string, readonly SubscriptionColumn[]>> = {
  createdAt: ["s.created_at", "s.id"],
  email: ["s.email", "s.id"],
  newsletterCode: ["s.newsletter_code", "s.id"],
};
/** Newest first (spec part 2 section 9). */
export const DEFAULT_SUBSCRIPTION_SORT = { field: "createdAt", direction: "desc" } as const;
const SORT_FIELDS = Object.fromEntries(Object.keys(SUBSCRIPTION_SORTS).map((field) => [field, field]));

export interface SubscriptionRequest {
  filters: SubscriptionFilters;
  columns: readonly SubscriptionColumn[];
  direction: Direction;
}

/** The validated filters and sort of a request (400 naming the bad part). */
export function subscriptionRequest(query: Pick<PageQuery, "filters" | "sort" | "direction">): SubscriptionRequest {
  const filters = parseFilters(query.filters, SUBSCRIPTION_FILTERS);
  const { field, direction } = sortOf(query, SORT_FIELDS, DEFAULT_SUBSCRIPTION_SORT);
  return { filters, columns: SUBSCRIPTION_SORTS[field]!, direction };
}

/**
 * The subscriptions matching the filters (alias s): the newsletter by its code (kept on the row,
 * so each sort's index leads with it), the search as text anywhere in the address (the trigram
 * index of lower(email), migration 0002, finds a rare one).
 */
export function matchingSubscriptions(db: Db, filters: SubscriptionFilters) {
  let query = db.selectFrom("newsletter_subscriptions as s");
  if (filters.newsletterCode !== undefined) query = query.where("s.newsletter_code", "=", filters.newsletterCode);
  if (filters.search !== undefined) query = query.where(sql`lower(s.email)`, "like", containsPattern(filters.search.toLowerCase()));
  return query;
}

/** Applies the sort (every column in the asked direction) to a query over newsletter_subscriptions as s. */
export function sortedSubscriptions<Q extends { orderBy(column: SubscriptionColumn, direction: Direction): Q }>(
  query: Q,
  request: Pick<SubscriptionRequest, "columns" | "direction">,
): Q {
  return request.columns.reduce((q, column) => q.orderBy(column, request.direction), query);
}
