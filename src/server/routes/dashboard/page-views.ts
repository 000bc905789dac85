import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { AnswerOf } from "../types.ts";

/** Screen views recorded by the app in (from, to], most viewed screen first. */
export async function pageViewsReport(db: Kysely<DB>, from: Date, to: Date): Promise<AnswerOf<"getPageViewsReport">> {
  const perScreen = await db
    .selectFrom("page_views")
    .select((eb) => ["screen", eb.fn.countAll<number>().as("views")])
    .where("at", ">", from)
    .where("at", "<=", to)
    .groupBy("screen")
    .orderBy("views", "desc")
    .orderBy("screen")
    .execute();
  const rows = perScreen.map((r) => ({ screen: r.screen, views: Number(r.views) }));
  return { total: rows.reduce((sum, r) => sum + r.views, 0), perScreen: rows, from: from.toISOString(), to: to.toISOString() };
}

export async function recordPageView(db: Kysely<DB>, accountId: number, screen: string, at: Date) {
  await db.insertInto("page_views").values({ account_id: accountId, screen, at }).execute();
}
