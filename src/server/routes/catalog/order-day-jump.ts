import { sql, type QueryCreator } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { Direction, PageWindow } from "../paging.ts";

/**
 * A deep page by number of the whole list in its default order (created date, then id), found
 * by the requests per creation day (migration 0040) instead of by skipping index entries. The
 * day counts say which day holds the page's first row and how many rows come before that day;
 * the page is then read from that day's end in the created-date index, skipping only that
 * day's earlier rows (one day's requests at most: some 27,500 on the ten-million seed, where
 * page 5,000 skipped 500,000 entries, 82 ms). One statement reads the counts and the rows, so both come from the
 * same snapshot and the page is exact.
 */

/** From this offset on, such a page jumps by day (jumpsByDay); shallower pages skip their few entries. */
export const DAY_JUMP_OFFSET = 10_000;

/**
 * The ids of the page (alias o), in the default order read in `direction`. Past the last row
 * no day holds the offset, the bound is null, and the page is empty.
 */
export function dayJumpIdPage(db: QueryCreator<DB>, direction: Direction, window: PageWindow) {
  const newestFirst = direction === "desc";
  const offset = window.offset;
  return (
    db
      // Each day (the sum of its writers' shards) with the requests of the days before it in
      // the reading order.
      .with("days", (cte) =>
        cte
          .selectFrom("catalog_order_day_counts")
          .groupBy("day")
          .having((eb) => eb.fn.sum("n"), ">", 0)
          .select([
            "day",
            (eb) => eb.fn.sum<number>("n").as("n"),
            sql<number>`sum(sum(n)) over (order by day ${sql.raw(newestFirst ? "desc" : "asc")}) - sum(n)`.as("before"),
          ]),
      )
      .with("target", (cte) =>
        cte
          .selectFrom("days")
          .select(["day", "before"])
          .where("before", "<=", offset)
          .where(sql<number>`before + n`, ">", offset),
      )
      .selectFrom("catalog_orders as o")
      .select("o.id")
      // The rows from the target day's end (newest first) or start (oldest first) on: exactly
      // `before` rows lie beyond it. A day is [day, day + 1) × 86,400 s since the epoch (0030).
      .where(
        "o.created_date",
        newestFirst ? "<" : ">=",
        sql<Date>`(select to_timestamp((day + ${sql.lit(newestFirst ? 1 : 0)}) * 86400.0) from target)`,
      )
      .orderBy("o.created_date", direction)
      .orderBy("o.id", direction)
      .offset(sql<number>`(select (${offset} - before)::bigint from target)`)
      .limit(window.limit)
  );
}
