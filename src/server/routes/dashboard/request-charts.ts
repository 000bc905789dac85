import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { countPerInterval, DEFAULT_INTERVALS, type EventSource, type IntervalType } from "./interval-counts.ts";

export interface ChartQuery {
  intervalType: IntervalType;
  numberOfIntervals?: number;
}

/** Catalog requests by the moment they arrived, stacked by status code. */
const CATALOG_REQUESTS: EventSource = sql`
  select o.created_date as at, s.code as series
  from catalog_orders o join catalog_order_statuses s on s.id = o.status_id`;

/** Meeting bookings by the moment they were made, stacked by booking status. */
const MEETING_REQUESTS: EventSource = sql`select created_at as at, status as series from meeting_bookings`;

/** The values of meeting_bookings.status (its check constraint), in the order staff handle them. */
export const MEETING_STATUSES = ["new", "done", "canceled"] as const;

/** Catalog requests per week or month, one dataset per status (in the statuses' sort order). */
export async function catalogRequestsChart(db: Kysely<DB>, { intervalType, numberOfIntervals }: ChartQuery, now = new Date()) {
  // Read from the table rather than hard-coded so a status added there shows up in the chart.
  const statuses = await db.selectFrom("catalog_order_statuses").select("code").orderBy("sort_order").execute();
  const n = numberOfIntervals ?? DEFAULT_INTERVALS[intervalType];
  return countPerInterval(
    db,
    CATALOG_REQUESTS,
    statuses.map((s) => s.code),
    intervalType,
    n,
    now,
  );
}

/** Meeting requests per week or month, one dataset per booking status. */
export async function meetingRequestsChart(db: Kysely<DB>, { intervalType, numberOfIntervals }: ChartQuery, now = new Date()) {
  const n = numberOfIntervals ?? DEFAULT_INTERVALS[intervalType];
  return countPerInterval(db, MEETING_REQUESTS, MEETING_STATUSES, intervalType, n, now);
}
