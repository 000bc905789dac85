import { delay, http, HttpResponse } from "msw";
import { apdex, catalogMonths, catalogWeeks, meetingMonths, meetingWeeks, pageViews } from "./dashboardFixtures.ts";
import type { IntervalChart } from "./dashboardTypes.ts";

const byInterval =
  (week: IntervalChart, month: IntervalChart) =>
  ({ request }: { request: Request }) =>
    HttpResponse.json(new URL(request.url).searchParams.get("intervalType") === "month" ? month : week);

/** msw handlers answering the dashboard's calls with the fixtures (stories and tests). */
export const dashboardHandlers = [
  http.get("*/dashboard/reports/catalog-requests-per-interval", byInterval(catalogWeeks, catalogMonths)),
  http.get("*/dashboard/reports/meeting-requests-per-interval", byInterval(meetingWeeks, meetingMonths)),
  http.get("*/dashboard/reports/apdex", () => HttpResponse.json(apdex)),
  http.get("*/dashboard/reports/page-views", () => HttpResponse.json(pageViews)),
];

/** Every report call failing, as during a database outage. */
export const failingDashboardHandlers = [
  http.get("*/dashboard/reports/*", () =>
    HttpResponse.json({ error: { code: "DB_UNAVAILABLE", message: "The database is unavailable." } }, { status: 503 }),
  ),
];

/** Every report call hanging, to show the loading state. */
export const loadingDashboardHandlers = [http.get("*/dashboard/reports/*", () => delay("infinite"))];
