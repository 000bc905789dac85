import { $api } from "../../api/client.ts";

/** The dashboard's windows (spec part 1 section 9): 10 weeks and 6 months. */
export const DASHBOARD_WEEKS = 10;
export const DASHBOARD_MONTHS = 6;

const week = { params: { query: { intervalType: "week" as const, numberOfIntervals: DASHBOARD_WEEKS } } };
const month = { params: { query: { intervalType: "month" as const, numberOfIntervals: DASHBOARD_MONTHS } } };

/** Every report the dashboard shows; each loads and fails on its own. */
export function useDashboardReports() {
  return {
    catalogWeeks: $api.useQuery("get", "/dashboard/reports/catalog-requests-per-interval", week),
    catalogMonths: $api.useQuery("get", "/dashboard/reports/catalog-requests-per-interval", month),
    meetingWeeks: $api.useQuery("get", "/dashboard/reports/meeting-requests-per-interval", week),
    meetingMonths: $api.useQuery("get", "/dashboard/reports/meeting-requests-per-interval", month),
    apdex: $api.useQuery("get", "/dashboard/reports/apdex"),
    pageViews: $api.useQuery("get", "/dashboard/reports/page-views"),
  };
}
