import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { AnswerOf } from "../types.ts";

/** Apdex target time T (DESIGN.md "Dashboard figures"): satisfied ≤ T, tolerating ≤ 4T. */
export const APDEX_THRESHOLD_MS = 500;

export interface ApdexCounts {
  satisfied: number;
  tolerating: number;
  total: number;
}

/** (satisfied + tolerating / 2) / total; null when nothing was measured (not a perfect 1). */
export function apdexScore({ satisfied, tolerating, total }: ApdexCounts): number | null {
  if (total === 0) return null;
  return (satisfied + tolerating / 2) / total;
}

/**
 * The apdex of the server's own API requests in (from, to]. A failed request (5xx) frustrates
 * whatever its duration; 4xx answers are the caller's doing and count by their time.
 */
export async function apdexReport(db: Kysely<DB>, from: Date, to: Date): Promise<AnswerOf<"getApdexReport">> {
  const t = APDEX_THRESHOLD_MS;
  const row = await db
    .selectFrom("request_timings")
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere("status_code", "<", 500).filterWhere("duration_ms", "<=", t).as("satisfied"),
      eb.fn
        .countAll<number>()
        .filterWhere("status_code", "<", 500)
        .filterWhere("duration_ms", ">", t)
        .filterWhere("duration_ms", "<=", 4 * t)
        .as("tolerating"),
      eb.fn.countAll<number>().as("total"),
    ])
    .where("at", ">", from)
    .where("at", "<=", to)
    .executeTakeFirstOrThrow();
  const counts = { satisfied: Number(row.satisfied), tolerating: Number(row.tolerating), total: Number(row.total) };
  return {
    score: apdexScore(counts),
    ...counts,
    frustrated: counts.total - counts.satisfied - counts.tolerating,
    thresholdMs: t,
    from: from.toISOString(),
    to: to.toISOString(),
  };
}
