import { currentAccount } from "../../plugins/access.ts";
import type { RouteModuleOf } from "../types.ts";
import { dashboardOperations } from "./operations.ts";
import { apdexReport } from "./apdex.ts";
import { catalogStatsHandlers } from "./catalog-stats.ts";
import { pageViewsReport, recordPageView } from "./page-views.ts";
import { lastDays } from "./report-window.ts";
import { catalogRequestsChart, meetingRequestsChart } from "./request-charts.ts";

/** Dashboard reports (spec part 1 "Dashboard"), plus the catalog statistics it shares code with. */
export const dashboardRoutes: RouteModuleOf<typeof dashboardOperations> = (services) => {
  const { db } = services.database;
  return {
    async getApdexReport(request) {
      const { from, to } = lastDays(request.query.days);
      return apdexReport(db, from, to);
    },

    async getPageViewsReport(request) {
      const { from, to } = lastDays(request.query.days);
      return pageViewsReport(db, from, to);
    },

    async recordPageView(request, reply) {
      await recordPageView(db, currentAccount(request).id, request.body.screen, new Date());
      return reply.status(204).send();
    },

    async getCatalogRequestsPerInterval(request) {
      return catalogRequestsChart(db, request.query);
    },

    async getMeetingRequestsPerInterval(request) {
      return meetingRequestsChart(db, request.query);
    },

    ...catalogStatsHandlers(services),
  };
};
