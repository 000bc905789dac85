import type { Services } from "../../services.ts";
import type { HandlersOf } from "../types.ts";
import { DAY_MS } from "./report-window.ts";
import { catalogRequestsChart } from "./request-charts.ts";

/**
 * The catalog tag's two statistics calls. They live beside the dashboard because they are the
 * same counting as its charts; the catalog requests module owns the rest of that tag.
 */
export function catalogStatsHandlers(services: Services): HandlersOf<"getCatalogOrdersPerInterval" | "getTopCatalogCountriesLastMonth"> {
  const { db } = services.database;
  return {
    async getCatalogOrdersPerInterval(request) {
      return catalogRequestsChart(db, request.query);
    },

    async getTopCatalogCountriesLastMonth(request) {
      const since = new Date(Date.now() - 30 * DAY_MS);
      const rows = await db
        .selectFrom("catalog_orders as o")
        .leftJoin("countries as c", "c.code", "o.country")
        .select((eb) => ["o.country", "c.name", eb.fn.countAll<number>().as("count")])
        .where("o.country", "is not", null)
        .where("o.created_date", ">", since)
        .groupBy(["o.country", "c.name"])
        .orderBy("count", "desc")
        .orderBy("o.country")
        .limit(request.query.numberOfCountries ?? 10)
        .execute();
      return rows.map((r) => ({ code: r.country!, name: r.name, count: Number(r.count) }));
    },
  };
}
