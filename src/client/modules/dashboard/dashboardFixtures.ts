import type { ApdexReport, IntervalChart, PageViewsReport } from "./dashboardTypes.ts";

/** Plausible report answers for stories and tests (shaped like the demo data's). */
export const catalogWeeks: IntervalChart = {
  intervalType: "week",
  labels: ["2026-W38", "2026-W39", "2026-W40", "2026-W41", "2026-W42", "2026-W43", "2026-W44", "2026-W45", "2026-W46", "2026-W47"],
  datasets: [
    { label: "new", data: [0, 0, 0, 0, 0, 0, 0, 1, 4, 12] },
    { label: "pending", data: [0, 0, 1, 0, 2, 1, 3, 2, 5, 3] },
    { label: "failed", data: [3, 2, 4, 1, 2, 5, 2, 3, 1, 0] },
    { label: "delivered", data: [41, 38, 45, 52, 47, 39, 44, 50, 36, 8] },
    { label: "booked", data: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0] },
  ],
};

export const catalogMonths: IntervalChart = {
  intervalType: "month",
  labels: ["2026-06", "2026-07", "2026-08", "2026-09", "2026-10", "2026-11"],
  datasets: [
    { label: "new", data: [0, 0, 0, 0, 3, 17] },
    { label: "pending", data: [1, 0, 2, 3, 6, 8] },
    { label: "failed", data: [9, 7, 12, 10, 11, 4] },
    { label: "delivered", data: [180, 132, 171, 196, 188, 94] },
    { label: "booked", data: [0, 0, 0, 0, 0, 0] },
  ],
};

export const meetingWeeks: IntervalChart = {
  intervalType: "week",
  labels: catalogWeeks.labels,
  datasets: [
    { label: "new", data: [0, 0, 0, 0, 0, 1, 1, 2, 3, 5] },
    { label: "done", data: [6, 8, 5, 9, 7, 6, 8, 4, 2, 0] },
    { label: "canceled", data: [1, 0, 2, 1, 0, 1, 1, 0, 1, 0] },
  ],
};

export const meetingMonths: IntervalChart = {
  intervalType: "month",
  labels: catalogMonths.labels,
  datasets: [
    { label: "new", data: [0, 0, 0, 1, 3, 9] },
    { label: "done", data: [22, 15, 27, 31, 29, 12] },
    { label: "canceled", data: [3, 2, 4, 2, 5, 1] },
  ],
};

/** An empty chart: every bucket zero, as the server answers a quiet period. */
export const emptyWeeks: IntervalChart = {
  intervalType: "week",
  labels: catalogWeeks.labels,
  datasets: [{ label: "new", data: catalogWeeks.labels.map(() => 0) }],
};

export const apdex: ApdexReport = {
  score: 0.912,
  satisfied: 5120,
  tolerating: 610,
  frustrated: 126,
  total: 5856,
  thresholdMs: 500,
  from: "2026-11-11T12:00:00.000Z",
  to: "2026-11-18T12:00:00.000Z",
};

export const pageViews: PageViewsReport = {
  total: 2371,
  perScreen: [
    { screen: "app.dashboard.view", views: 702 },
    { screen: "app.catalog-order.list", views: 588 },
    { screen: "app.company.location.list", views: 331 },
    { screen: "app.contacts.list", views: 240 },
    { screen: "app.meeting-booking.list", views: 190 },
    { screen: "app.sales-regions.view", views: 141 },
    { screen: "app.media.manager", views: 98 },
    { screen: "app.cms.translations", views: 81 },
  ],
  from: apdex.from,
  to: apdex.to,
};
