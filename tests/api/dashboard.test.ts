import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { anonymous, createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";
import { catalogRequestsChart, meetingRequestsChart } from "../../src/server/routes/dashboard/request-charts.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A dataset's numbers keyed by label, so expectations read as "which week got what". */
function byLabel(chart: { labels: string[]; datasets: { label: string; data: number[] }[] }, dataset: string) {
  const data = chart.datasets.find((d) => d.label === dataset)!.data;
  return Object.fromEntries(chart.labels.map((label, i) => [label, data[i]]).filter(([, n]) => n !== 0));
}

describe.each(testDatabaseKinds)("dashboard on %s", (kind) => {
  let t: TestApp;
  let staff: Client;
  let statusId: Record<string, number>;

  async function addCatalogRequests(rows: Array<[iso: string, status: string, country?: string]>) {
    await t.database.db
      .insertInto("catalog_orders")
      .values(
        rows.map(([at, status, country]) => ({
          created_date: at,
          status_id: statusId[status]!,
          country: country ?? "SE",
          firstname: "Test",
        })),
      )
      .execute();
  }

  async function addMeetings(rows: Array<[iso: string, status: "new" | "done" | "canceled"]>) {
    await t.database.db
      .insertInto("meeting_bookings")
      .values(rows.map(([at, status]) => ({ created_at: at, status })))
      .execute();
  }

  /** Only the rows a test inserts: the app records its own requests too. */
  async function clearTimings() {
    await t.app.requestTimings.flush();
    await t.database.db.deleteFrom("request_timings").execute();
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    staff = await t.login(["dashboard"]);
    const statuses = await t.database.db.selectFrom("catalog_order_statuses").select(["id", "code"]).execute();
    statusId = Object.fromEntries(statuses.map((s) => [s.code, s.id]));
  });
  afterAll(() => t?.close());

  describe("per-interval counting (fixed clock)", () => {
    beforeEach(async () => {
      await t.database.db.deleteFrom("catalog_orders").execute();
      await t.database.db.deleteFrom("meeting_bookings").execute();
    });

    it("buckets catalog requests into Stockholm ISO weeks, oldest first, zero-filled", async () => {
      await addCatalogRequests([
        ["2026-11-15T23:30:00Z", "new"], // Monday 00:30 in Stockholm: the current week, not the one before
        ["2026-11-15T22:30:00Z", "delivered"], // Sunday 23:30 in Stockholm
        ["2026-09-13T22:00:00Z", "failed"], // Monday 14 September 00:00 CEST: the oldest week shown
        ["2026-09-13T21:59:00Z", "failed"], // a minute earlier: outside the window
        ["2026-11-22T23:00:00Z", "new"], // next week: outside the window
      ]);
      const chart = await catalogRequestsChart(t.database.db, { intervalType: "week" }, new Date("2026-11-18T12:00:00Z"));
      expect(chart.intervalType).toBe("week");
      expect(chart.labels).toEqual([
        "2026-W38",
        "2026-W39",
        "2026-W40",
        "2026-W41",
        "2026-W42",
        "2026-W43",
        "2026-W44",
        "2026-W45",
        "2026-W46",
        "2026-W47",
      ]);
      expect(chart.datasets.map((d) => d.label)).toEqual(["new", "pending", "failed", "delivered", "booked"]);
      for (const d of chart.datasets) expect(d.data).toHaveLength(10);
      expect(byLabel(chart, "new")).toEqual({ "2026-W47": 1 });
      expect(byLabel(chart, "delivered")).toEqual({ "2026-W46": 1 });
      expect(byLabel(chart, "failed")).toEqual({ "2026-W38": 1 });
      expect(byLabel(chart, "pending")).toEqual({});
    });

    it("buckets into Stockholm calendar months (last 6 by default)", async () => {
      await addCatalogRequests([
        ["2026-05-31T22:30:00Z", "new"], // 1 June 00:30 CEST
        ["2026-05-31T21:30:00Z", "new"], // 31 May 23:30 CEST: outside
        ["2026-10-31T23:30:00Z", "pending"], // 1 November 00:30 CET
        ["2026-11-18T10:00:00Z", "pending"],
      ]);
      const chart = await catalogRequestsChart(t.database.db, { intervalType: "month" }, new Date("2026-11-18T12:00:00Z"));
      expect(chart.labels).toEqual(["2026-06", "2026-07", "2026-08", "2026-09", "2026-10", "2026-11"]);
      expect(byLabel(chart, "new")).toEqual({ "2026-06": 1 });
      expect(byLabel(chart, "pending")).toEqual({ "2026-11": 2 });
    });

    it("names weeks by their ISO year across the new year", async () => {
      const now = new Date("2027-01-02T12:00:00Z"); // Saturday of ISO week 2026-W53
      await addMeetings([
        ["2026-12-31T12:00:00Z", "done"],
        ["2026-12-27T12:00:00Z", "canceled"], // Sunday of 2026-W52
      ]);
      const weeks = await meetingRequestsChart(t.database.db, { intervalType: "week", numberOfIntervals: 2 }, now);
      expect(weeks.labels).toEqual(["2026-W52", "2026-W53"]);
      expect(weeks.datasets.map((d) => d.label)).toEqual(["new", "done", "canceled"]);
      expect(byLabel(weeks, "done")).toEqual({ "2026-W53": 1 });
      expect(byLabel(weeks, "canceled")).toEqual({ "2026-W52": 1 });
      const months = await meetingRequestsChart(t.database.db, { intervalType: "month", numberOfIntervals: 2 }, now);
      expect(months.labels).toEqual(["2026-12", "2027-01"]);
      expect(byLabel(months, "done")).toEqual({ "2026-12": 1 });
    });
  });

  describe("the report calls", () => {
    it("answers catalog and meeting requests for the last 10 weeks and 6 months by default", async () => {
      await t.database.db.deleteFrom("catalog_orders").execute();
      await t.database.db.deleteFrom("meeting_bookings").execute();
      const now = Date.now();
      await addCatalogRequests([
        [new Date(now - 60_000).toISOString(), "new"],
        [new Date(now - 60_000).toISOString(), "delivered"],
        [new Date(now - 400 * DAY).toISOString(), "new"], // long before any window
      ]);
      await addMeetings([[new Date(now - 60_000).toISOString(), "new"]]);

      for (const [url, stacks] of [
        ["/dashboard/reports/catalog-requests-per-interval", ["new", "pending", "failed", "delivered", "booked"]],
        ["/rest/catalog/per-interval", ["new", "pending", "failed", "delivered", "booked"]],
        ["/dashboard/reports/meeting-requests-per-interval", ["new", "done", "canceled"]],
      ] as const) {
        const weeks = await staff.get(`${url}?intervalType=week`);
        expect(weeks.statusCode, url).toBe(200);
        const chart = weeks.json();
        expect(chart.labels).toHaveLength(10);
        for (const label of chart.labels) expect(label).toMatch(/^\d{4}-W\d{2}$/);
        expect(chart.datasets.map((d: { label: string }) => d.label)).toEqual(stacks);
        // The minute-old rows land in the current (last) week.
        expect(chart.datasets.find((d: { label: string }) => d.label === "new").data.at(-1)).toBe(1);
        const total = chart.datasets.reduce((sum: number, d: { data: number[] }) => sum + d.data.reduce((a, b) => a + b, 0), 0);
        expect(total).toBe(url.includes("meeting") ? 1 : 2);

        const months = (await staff.get(`${url}?intervalType=month`)).json();
        expect(months.labels).toHaveLength(6);
        for (const label of months.labels) expect(label).toMatch(/^\d{4}-\d{2}$/);
        expect((await staff.get(`${url}?intervalType=month&numberOfIntervals=24`)).json().labels).toHaveLength(24);
      }
    });

    it("computes the apdex from the request timings of the window, T = 500 ms", async () => {
      await clearTimings();
      const at = new Date(Date.now() - HOUR);
      const old = new Date(Date.now() - 8 * DAY);
      const rows: Array<[number, number, Date]> = [
        [100, 200, at], // satisfied
        [500, 200, at], // satisfied: exactly T
        [100, 404, at], // satisfied: the caller's error, answered fast
        [501, 200, at], // tolerating
        [2000, 200, at], // tolerating: exactly 4T
        [2001, 200, at], // frustrated
        [100, 500, at], // frustrated: failed
        [100, 200, old], // outside the default 7 days
      ];
      await t.database.db
        .insertInto("request_timings")
        .values(rows.map(([duration_ms, status_code, when]) => ({ at: when, method: "GET", route: "/x", status_code, duration_ms })))
        .execute();

      const week = (await staff.get("/dashboard/reports/apdex")).json();
      expect(week).toMatchObject({ satisfied: 3, tolerating: 2, frustrated: 2, total: 7, thresholdMs: 500 });
      expect(week.score).toBeCloseTo((3 + 2 / 2) / 7, 10);
      expect(new Date(week.to).getTime() - new Date(week.from).getTime()).toBe(7 * DAY);

      const month = (await staff.get("/dashboard/reports/apdex?days=30")).json();
      expect(month).toMatchObject({ satisfied: 4, total: 8 });
      expect(month.score).toBeCloseTo(5 / 8, 10);
    });

    it("answers a null apdex when nothing was measured", async () => {
      await clearTimings();
      expect((await staff.get("/dashboard/reports/apdex")).json()).toMatchObject({
        score: null,
        total: 0,
        satisfied: 0,
        tolerating: 0,
        frustrated: 0,
      });
    });

    it("records each API request's time by its contract route, but not the dashboard's own calls", async () => {
      await clearTimings();
      await staff.get("/users/current");
      await staff.delete("/rest/admin/accounts/424242"); // 403: the dashboard account may not touch accounts
      await staff.get("/no/such/route"); // not an operation of the contract
      await staff.get("/dashboard/reports/apdex");
      await t.app.requestTimings.flush();
      const stored = await t.database.db
        .selectFrom("request_timings")
        .select(["method", "route", "status_code", "duration_ms"])
        .orderBy("id")
        .execute();
      expect(stored.map((r) => [r.method, r.route, r.status_code])).toEqual([
        ["GET", "/users/current", 200],
        ["DELETE", "/rest/admin/accounts/{id}", 403],
      ]);
      for (const r of stored) expect(r.duration_ms).toBeGreaterThanOrEqual(0);
    });

    it("records screen views and reports them most viewed first", async () => {
      await t.database.db.deleteFrom("page_views").execute();
      for (const screen of ["app.dashboard.view", "app.catalog-order.list", "app.dashboard.view"]) {
        expect((await staff.post("/dashboard/reports/page-views", { screen })).statusCode).toBe(204);
      }
      // Any logged-in account records its views; the report needs 'dashboard'.
      const other = await t.login(["catalogOrder"]);
      expect((await other.post("/dashboard/reports/page-views", { screen: "app.catalog-order.list" })).statusCode).toBe(204);
      expect((await other.post("/dashboard/reports/page-views", { screen: "app.catalog-order.list" })).statusCode).toBe(204);
      await t.database.db
        .insertInto("page_views")
        .values({ screen: "app.old", at: new Date(Date.now() - 10 * DAY) })
        .execute();
      expect((await other.get("/dashboard/reports/page-views")).statusCode).toBe(403);

      const report = (await staff.get("/dashboard/reports/page-views")).json();
      expect(report.total).toBe(5);
      expect(report.perScreen).toEqual([
        { screen: "app.catalog-order.list", views: 3 },
        { screen: "app.dashboard.view", views: 2 },
      ]);
      expect((await staff.get("/dashboard/reports/page-views?days=30")).json().total).toBe(6);
      const stored = await t.database.db.selectFrom("page_views").select("account_id").where("screen", "=", "app.dashboard.view").execute();
      expect(stored.map((r) => r.account_id)).toEqual([staff.accountId, staff.accountId]);
      // Telemetry is not a data change: the audit log stays free of it.
      const audited = await t.database.db.selectFrom("audit_log").select("id").where("operation", "=", "recordPageView").execute();
      expect(audited).toEqual([]);
    });

    it("lists the countries with most catalog requests in the last 30 days", async () => {
      await t.database.db.deleteFrom("catalog_orders").execute();
      await t.database.db
        .insertInto("countries")
        .values([
          { code: "SE", name: "Sweden" },
          { code: "NO", name: "Norway" },
        ] as never)
        .execute();
      const recent = new Date(Date.now() - DAY).toISOString();
      await addCatalogRequests([
        [recent, "new", "NO"],
        [recent, "new", "SE"],
        [recent, "new", "SE"],
        [recent, "new", "XX"], // a code we have no country for still counts
        [new Date(Date.now() - 40 * DAY).toISOString(), "new", "NO"],
        [new Date(Date.now() - 40 * DAY).toISOString(), "new", "NO"],
      ]);
      const top = await staff.get("/rest/catalog/top-countries-last-month");
      expect(top.statusCode).toBe(200);
      expect(top.json()).toEqual([
        { code: "SE", name: "Sweden", count: 2 },
        { code: "NO", name: "Norway", count: 1 },
        { code: "XX", name: null, count: 1 },
      ]);
      expect((await staff.get("/rest/catalog/top-countries-last-month?numberOfCountries=1")).json()).toHaveLength(1);
    });

    it("refuses bad input with 400 and the failing field", async () => {
      const cases: Array<[string, string]> = [
        ["/dashboard/reports/catalog-requests-per-interval", "intervalType"],
        ["/dashboard/reports/catalog-requests-per-interval?intervalType=day", "intervalType"],
        ["/dashboard/reports/meeting-requests-per-interval?intervalType=week&numberOfIntervals=0", "numberOfIntervals"],
        ["/dashboard/reports/meeting-requests-per-interval?intervalType=week&numberOfIntervals=105", "numberOfIntervals"],
        ["/rest/catalog/per-interval?intervalType=month&numberOfIntervals=many", "numberOfIntervals"],
        ["/dashboard/reports/apdex?days=0", "days"],
        ["/dashboard/reports/page-views?days=367", "days"],
        ["/rest/catalog/top-countries-last-month?numberOfCountries=0", "numberOfCountries"],
      ];
      for (const [url, field] of cases) {
        const answer = await staff.get(url);
        expect(answer.statusCode, url).toBe(400);
        expect(Object.keys(answer.json().error.fields), url).toContain(field);
      }
      for (const body of [{}, { screen: "" }, { screen: "has spaces" }, { screen: "x".repeat(101) }, { screen: 42 }]) {
        expect((await staff.post("/dashboard/reports/page-views", body)).statusCode, JSON.stringify(body)).toBe(400);
      }
    });

    it("needs a session and the dashboard permission", async () => {
      expect((await anonymous(t.app).get("/dashboard/reports/apdex")).statusCode).toBe(401);
      expect((await anonymous(t.app).post("/dashboard/reports/page-views", { screen: "app.dashboard.view" })).statusCode).toBe(401);
      const catalog = await t.login(["catalogOrder"]);
      expect((await catalog.get("/dashboard/reports/catalog-requests-per-interval?intervalType=week")).statusCode).toBe(403);
      expect((await catalog.get("/rest/catalog/per-interval?intervalType=week")).statusCode).toBe(200);
    });
  });
});
