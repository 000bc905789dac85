import { sql, type Kysely, type RawBuilder } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { AnswerOf } from "../types.ts";

export type IntervalChart = AnswerOf<"getCatalogRequestsPerInterval">;
export type IntervalType = IntervalChart["intervalType"];

/** Weeks and months are those of the brand's head office (spec part 1 section 9). */
export const REPORT_TIME_ZONE = "Europe/Stockholm";

/** What the dashboard shows when the caller does not say (spec part 1 section 9). */
export const DEFAULT_INTERVALS: Record<IntervalType, number> = { week: 10, month: 6 };

// ISO week-numbering year with the ISO week ('2026-W47'), or the calendar month ('2026-11').
const LABEL_FORMAT: Record<IntervalType, string> = { week: 'IYYY-"W"IW', month: "YYYY-MM" };
const STEP: Record<IntervalType, string> = { week: "1 week", month: "1 month" };

/** Rows of (at timestamptz, series text) to count, e.g. catalog requests with their status code. */
export type EventSource = RawBuilder<{ at: Date; series: string }>;

/**
 * Counts events per interval and series for a stacked bar chart: the current interval and the
 * n - 1 before it, oldest first, every (interval, series) present, zero when nothing happened.
 * Buckets are cut in local time (date_trunc on `at AT TIME ZONE`), so a request at 00:30 on a
 * Monday in Stockholm counts in that week even though it is still Sunday in UTC. The range
 * filter is on the raw timestamptz so the created-date indexes serve it.
 */
export async function countPerInterval(
  db: Kysely<DB>,
  source: EventSource,
  seriesOrder: readonly string[],
  intervalType: IntervalType,
  numberOfIntervals: number,
  now: Date,
): Promise<IntervalChart> {
  const step = STEP[intervalType];
  const back = numberOfIntervals - 1;
  const { rows } = await sql<{ label: string; series: string | null; count: number }>`
    with bounds as (
      select date_trunc(${intervalType}, ${now.toISOString()}::timestamptz at time zone ${REPORT_TIME_ZONE}) as last_bucket
    ), buckets as (
      select generate_series(last_bucket - ${back}::int * ${step}::interval, last_bucket, ${step}::interval) as bucket
      from bounds
    ), events as (
      select date_trunc(${intervalType}, e.at at time zone ${REPORT_TIME_ZONE}) as bucket, e.series
      from (${source}) e, bounds
      where e.at >= (bounds.last_bucket - ${back}::int * ${step}::interval) at time zone ${REPORT_TIME_ZONE}
        and e.at < (bounds.last_bucket + ${step}::interval) at time zone ${REPORT_TIME_ZONE}
    )
    select to_char(b.bucket, ${LABEL_FORMAT[intervalType]}) as label, e.series, count(e.series)::int as count
    from buckets b left join events e on e.bucket = b.bucket
    group by b.bucket, e.series
    order by b.bucket, e.series`.execute(db);
  return { intervalType, ...toChart(rows, seriesOrder) };
}

/**
 * Turns (label, series, count) rows, ordered by interval, into labels and one zero-filled
 * dataset per series: the known series in their given order, any unexpected one after them.
 */
export function toChart(rows: readonly { label: string; series: string | null; count: number }[], seriesOrder: readonly string[]) {
  const labels = [...new Set(rows.map((r) => r.label))];
  const position = new Map(labels.map((label, i) => [label, i]));
  const found = rows.map((r) => r.series).filter((s): s is string => s !== null);
  const series = [...new Set([...seriesOrder, ...found])];
  const data = new Map(series.map((s) => [s, labels.map(() => 0)]));
  for (const row of rows) {
    if (row.series !== null) data.get(row.series)![position.get(row.label)!] += row.count;
  }
  return { labels, datasets: series.map((label) => ({ label, data: data.get(label)! })) };
}
