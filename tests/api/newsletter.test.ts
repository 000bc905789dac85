import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csvLine, UTF8_BOM } from "../../src/server/routes/csv-stream.ts";
import { SUBSCRIPTIONS_CSV_HEADERS } from "../../src/server/routes/newsletter/subscription-export.ts";
import { anonymous, createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";

interface Subscription {
  id: number;
  newsletter: { id: number; code: string };
  email: string;
  createdAt: string;
}
interface SubscriptionPage {
  list: Subscription[];
  total: number;
  totalIsEstimate: boolean;
  filterable: { newsletterCodes: Array<{ property: string; name?: string | null; count: number }> };
}

// Newest first, as the table shows them by default; e-mails sort otherwise.
const SEEDS = [
  { email: "=cmd|' /C calc'!A0@evil.example", code: "general", created: "2026-03-05T10:00:00Z" },
  { email: "dora@customer.test", code: "care", created: "2026-03-04T10:00:00Z" },
  { email: "bertil@customer.test", code: "general", created: "2026-03-03T10:00:00Z" },
  { email: "cecilia@customer.test", code: "partner", created: "2026-03-02T10:00:00Z" },
  { email: "Anna.Andersson@Customer.test", code: "general", created: "2026-03-01T10:00:00Z" },
];

/** Newsletters, their subscriptions (paged, unpaged) and the CSV export. */
describe.each(testDatabaseKinds)("newsletter subscriptions on %s", (kind) => {
  let t: TestApp;
  let staff: Client;
  let other: Client;
  const newsletters: Record<string, number> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    staff = await t.login(["newsletterSubscription"]);
    other = await t.login(["meetingBooking"]);
    for (const [code, label] of [
      ["general", "News and offers"],
      ["care", "Bed care tips"],
      ["partner", "Partner page news"],
      ["empty", "Nobody reads this"],
    ]) {
      newsletters[code!] = (
        await db.insertInto("newsletters").values({ code: code!, label: label! }).returning("id").executeTakeFirstOrThrow()
      ).id;
    }
    for (const seed of [...SEEDS].reverse()) {
      const row = await db
        .insertInto("newsletter_subscriptions")
        .values({ newsletter_id: newsletters[seed.code]!, email: seed.email, created_at: seed.created })
        .returning("id")
        .executeTakeFirstOrThrow();
      ids[seed.email] = row.id;
    }
  });
  afterAll(() => t?.close());

  const q = (params: Record<string, unknown>) =>
    new URLSearchParams(Object.entries(params).map(([k, v]) => [k, typeof v === "object" ? JSON.stringify(v) : String(v)])).toString();
  const page = async (params: Record<string, unknown> = {}) => {
    const answer = await staff.get(`/rest/newsletter/subscriptions/get-page?${q(params)}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as SubscriptionPage;
  };
  const emails = (list: Subscription[]) => list.map((s) => s.email);
  const csvRows = (body: string) => body.slice(UTF8_BOM.length).split("\r\n").slice(0, -1);

  it("lists the newsletters by code", async () => {
    const answer = await staff.get("/rest/newsletter/newsletters");
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual([
      { id: newsletters.care, code: "care" },
      { id: newsletters.empty, code: "empty" },
      { id: newsletters.general, code: "general" },
      { id: newsletters.partner, code: "partner" },
    ]);
  });

  it("pages newest first with the exact total and every newsletter's count as filter options", async () => {
    const first = await page();
    expect(emails(first.list)).toEqual(SEEDS.map((s) => s.email));
    expect(first).toMatchObject({ total: 5, totalIsEstimate: false });
    expect(first.list[1]).toEqual({
      id: ids["dora@customer.test"],
      newsletter: { id: newsletters.care, code: "care" },
      email: "dora@customer.test",
      createdAt: "2026-03-04T10:00:00.000Z",
    });
    expect(first.filterable.newsletterCodes).toEqual([
      { property: "care", name: "Bed care tips", count: 1 },
      { property: "empty", name: "Nobody reads this", count: 0 },
      { property: "general", name: "News and offers", count: 3 },
      { property: "partner", name: "Partner page news", count: 1 },
    ]);
  });

  it("filters by newsletter code and by text in the e-mail, whatever its case, and sorts by each field", async () => {
    const general = await page({ filters: { newsletterCode: "general" } });
    expect(general.total).toBe(3);
    expect(emails(general.list)).toEqual([SEEDS[0]!.email, "bertil@customer.test", "Anna.Andersson@Customer.test"]);
    // The options count every subscription whatever the filters.
    expect(general.filterable.newsletterCodes.find((o) => o.property === "care")?.count).toBe(1);
    const searched = await page({ filters: { search: "CUSTOMER.test" } });
    expect(searched).toMatchObject({ total: 4, totalIsEstimate: false });
    expect(emails((await page({ filters: { search: "anna.", newsletterCode: "general" } })).list)).toEqual([
      "Anna.Andersson@Customer.test",
    ]);
    // A LIKE wildcard is taken literally.
    expect((await page({ filters: { search: "%" } })).total).toBe(0);
    expect((await page({ filters: { newsletterCode: "nope" } })).total).toBe(0);
    expect(emails((await page({ sort: "email" })).list)).toEqual([
      SEEDS[0]!.email,
      "Anna.Andersson@Customer.test",
      "bertil@customer.test",
      "cecilia@customer.test",
      "dora@customer.test",
    ]);
    expect((await page({ sort: "newsletterCode", direction: "desc" })).list.map((s) => s.newsletter.code)).toEqual([
      "partner",
      "general",
      "general",
      "general",
      "care",
    ]);
    expect(emails((await page({ sort: "createdAt", direction: "asc", count: 2, page: 2 })).list)).toEqual([
      "bertil@customer.test",
      "dora@customer.test",
    ]);
  });

  it("answers the unpaged list newest first with X-Total-Count", async () => {
    const answer = await staff.get(`/rest/newsletter/subscriptions?${q({ filters: { newsletterCode: "general" } })}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers["x-total-count"]).toBe("3");
    expect(emails(answer.json())).toEqual([SEEDS[0]!.email, "bertil@customer.test", "Anna.Andersson@Customer.test"]);
    const all = await staff.get("/rest/newsletter/subscriptions");
    expect(all.headers["x-total-count"]).toBe("5");
    expect(all.json()).toHaveLength(5);
  });

  it("exports as CSV with a BOM, formula-safe, with the page's filters and sort", async () => {
    const answer = await staff.get("/rest/newsletter/subscriptions/export-list-to-csv");
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/csv; charset=utf-8/);
    expect(answer.headers["content-disposition"]).toContain('filename="newsletter-subscriptions.csv"');
    const rows = csvRows(answer.body);
    expect(rows[0]).toBe(SUBSCRIPTIONS_CSV_HEADERS.join(","));
    expect(rows).toHaveLength(6);
    // 11:00 in Stockholm in March; the formula start gets its apostrophe.
    expect(rows[1]).toBe(csvLine([ids[SEEDS[0]!.email], "general", SEEDS[0]!.email, "2026-03-05 11:00:00"]).slice(0, -2));
    expect(rows[1]).toContain(",'=cmd|' /C calc'!A0@evil.example,");
    const filtered = await staff.get(
      `/rest/newsletter/subscriptions/export-list-to-csv?${q({ filters: { newsletterCode: "general", search: "customer" }, sort: "email" })}`,
    );
    expect(csvRows(filtered.body).slice(1)).toEqual([
      csvLine([ids["Anna.Andersson@Customer.test"], "general", "Anna.Andersson@Customer.test", "2026-03-01 11:00:00"]).slice(0, -2),
      csvLine([ids["bertil@customer.test"], "general", "bertil@customer.test", "2026-03-03 11:00:00"]).slice(0, -2),
    ]);
  });

  it("keeps codes, counts and records when a newsletter is renamed or a subscription moves or goes", async () => {
    const db = t.database.db;
    await db.updateTable("newsletters").set({ code: "omsorg" }).where("id", "=", newsletters.care!).execute();
    const renamed = await page({ filters: { newsletterCode: "omsorg" } });
    expect(renamed.list.map((s) => s.newsletter)).toEqual([{ id: newsletters.care, code: "omsorg" }]);
    const csv = await staff.get(`/rest/newsletter/subscriptions/export-list-to-csv?${q({ filters: { newsletterCode: "omsorg" } })}`);
    expect(csvRows(csv.body)[1]).toContain(",omsorg,dora@customer.test,");
    const moved = await db
      .insertInto("newsletter_subscriptions")
      .values({ newsletter_id: newsletters.empty!, email: "new@customer.test" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.updateTable("newsletter_subscriptions").set({ newsletter_id: newsletters.general! }).where("id", "=", moved.id).execute();
    let counts = (await page()).filterable.newsletterCodes;
    expect(counts.map((c) => [c.property, c.count])).toEqual([
      ["empty", 0],
      ["general", 4],
      ["omsorg", 1],
      ["partner", 1],
    ]);
    await db.deleteFrom("newsletter_subscriptions").where("id", "=", moved.id).execute();
    await db.updateTable("newsletters").set({ code: "care" }).where("id", "=", newsletters.care!).execute();
    counts = (await page()).filterable.newsletterCodes;
    expect(counts.map((c) => [c.property, c.count])).toEqual([
      ["care", 1],
      ["empty", 0],
      ["general", 3],
      ["partner", 1],
    ]);
  });

  it("refuses bad parameters with 400 naming them, and callers without the permission", async () => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ["get-page", { sort: "password" }, "sort"],
      ["get-page", { direction: "up" }, "direction"],
      ["get-page", { page: 0 }, "page"],
      ["get-page", { page: "two" }, "page"],
      ["get-page", { count: 100000 }, "count"],
      ["get-page", { filters: "{oops" }, "filters"],
      ["get-page", { filters: "[1,2]" }, "filters"],
      ["get-page", { filters: { email: "x" } }, "filters.email"],
      ["get-page", { filters: { search: 42 } }, "filters.search"],
      ["get-page", { filters: { search: "x".repeat(201) } }, "filters.search"],
      ["get-page", { filters: { search: "a\u0000b" } }, "filters"],
      ["get-page", { filters: { newsletterCode: { $ne: null } } }, "filters.newsletterCode"],
      ["export-list-to-csv", { sort: "id; drop table newsletters" }, "sort"],
      ["export-list-to-csv", { filters: { newsletterCode: ["general"] } }, "filters.newsletterCode"],
    ];
    for (const [path, params, field] of cases) {
      const answer = await staff.get(`/rest/newsletter/subscriptions/${path}?${q(params)}`);
      expect(answer.statusCode, `${path} ${JSON.stringify(params)}: ${answer.body}`).toBe(400);
      expect(JSON.stringify(answer.json()), JSON.stringify(params)).toContain(field);
    }
    const unpaged = await staff.get(`/rest/newsletter/subscriptions?${q({ filters: { unknown: 1 } })}`);
    expect(unpaged.statusCode).toBe(400);
    for (const url of [
      "/rest/newsletter/newsletters",
      "/rest/newsletter/subscriptions",
      "/rest/newsletter/subscriptions/get-page",
      "/rest/newsletter/subscriptions/export-list-to-csv",
    ]) {
      expect((await other.get(url)).statusCode, url).toBe(403);
      expect((await anonymous(t.app).get(url)).statusCode, url).toBe(401);
    }
  });
});
