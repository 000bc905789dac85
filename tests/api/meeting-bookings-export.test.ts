import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOKINGS_CSV_HEADERS } from "../../src/server/routes/meetings/booking-export.ts";
import { csvLine, UTF8_BOM } from "../../src/server/routes/csv-stream.ts";
import { anonymous, createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";

/**
 * A meeting booking's detail, the CSV export (the list's filters and sorts, streamed, UTF-8 with
 * a BOM, formula-safe; the records kept by migration 0028) and the inline status change.
 */
describe.each(testDatabaseKinds)("meeting bookings detail, export and status on %s", (kind) => {
  let t: TestApp;
  let staff: Client;
  let company: Client;
  let other: Client;
  const ids: Record<string, number> = {};
  let malmo = 0;
  let copenhagen = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    staff = await t.login(["meetingBooking"]);
    company = await t.login(["company"]);
    other = await t.login(["contact"]);
    const country = async (code: string, name: string) =>
      (await db.insertInto("countries").values({ code, name }).returning("id").executeTakeFirstOrThrow()).id;
    const se = await country("SE", "Sweden");
    const dk = await country("DK", "Denmark");
    const location = async (name: string, countryId: number) =>
      (
        await db
          .insertInto("company_locations")
          .values({ name, country_id: countryId, street: "Storgatan 1", zip_code: "211 22", city: "Malmö" })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    malmo = await location("Malmö Sängar", se);
    copenhagen = await location("Copenhagen, Beds", dk);
    const book = async (key: string, values: Record<string, unknown>) => {
      const row = await db
        .insertInto("meeting_bookings")
        .values({ firstname: null, lastname: null, email: null, telephone: null, location_id: malmo, ...values })
        .returning("id")
        .executeTakeFirstOrThrow();
      ids[key] = row.id;
    };
    // Oldest first; the last one holds the texts a spreadsheet would run as formulas.
    await book("anna", {
      firstname: "Anna",
      lastname: "Åberg",
      email: "anna@customer.test",
      telephone: "+46 70 111 11 11",
      status: "done",
      created_at: "2026-01-10T08:00:00Z",
    });
    await book("bo", {
      firstname: "Bo",
      lastname: 'Berg "the bed"',
      email: "bo@customer.test",
      location_id: copenhagen,
      status: "new",
      message: "Kan vi komma på lördag?",
      created_at: "2026-01-11T08:00:00Z",
    });
    await book("hostile", {
      firstname: '=HYPERLINK("http://evil.example")',
      lastname: "+SUM(A1:A9)",
      email: "@evil.example",
      telephone: "-1+1",
      status: "canceled",
      created_at: "2026-07-01T12:30:05Z",
    });
  });
  afterAll(() => t?.close());

  const csvRows = (body: string) => body.slice(UTF8_BOM.length).split("\r\n").slice(0, -1);

  it("answers one booking with its location, also for the company permission; 404 for an unknown id", async () => {
    const answer = await staff.get(`/rest/meeting/booked-visits/${ids.bo}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      id: ids.bo,
      firstname: "Bo",
      status: "new",
      message: "Kan vi komma på lördag?",
      createdAt: "2026-01-11T08:00:00.000Z",
      location: { id: copenhagen, name: "Copenhagen, Beds", address: { country: { code: "DK" } } },
    });
    expect((await company.get(`/rest/meeting/booked-visits/${ids.bo}`)).statusCode).toBe(200);
    expect((await staff.get("/rest/meeting/booked-visits/999999")).statusCode).toBe(404);
    for (const bad of ["abc", "0", "-1", "1.5", "99999999999999999999", "%27%20or%201%3D1"]) {
      const answer = await staff.get(`/rest/meeting/booked-visits/${bad}`);
      expect(answer.statusCode, `${bad}: ${answer.body}`).toBe(400);
    }
    expect((await other.get(`/rest/meeting/booked-visits/${ids.bo}`)).statusCode).toBe(403);
    expect((await anonymous(t.app).get(`/rest/meeting/booked-visits/${ids.bo}`)).statusCode).toBe(401);
  });

  it("exports every booking newest first as CSV with a BOM, formula-safe and quoted per RFC 4180", async () => {
    const answer = await staff.get("/rest/meeting/booked-visits-csv");
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/csv; charset=utf-8/);
    expect(answer.headers["content-disposition"]).toContain('filename="booked-visits.csv"');
    expect(answer.body.startsWith(UTF8_BOM)).toBe(true);
    const rows = csvRows(answer.body);
    expect(rows[0]).toBe(BOOKINGS_CSV_HEADERS.join(","));
    // Stockholm local time; the formula starts made harmless; quotes doubled; the comma quoted.
    expect(rows.slice(1)).toEqual([
      csvLine([
        ids.hostile,
        "2026-07-01 14:30:05",
        '=HYPERLINK("http://evil.example")',
        "+SUM(A1:A9)",
        "@evil.example",
        "-1+1",
        "Malmö Sängar",
        "SE",
        "canceled",
      ]).slice(0, -2),
      csvLine([ids.bo, "2026-01-11 09:00:00", "Bo", 'Berg "the bed"', "bo@customer.test", null, "Copenhagen, Beds", "DK", "new"]).slice(
        0,
        -2,
      ),
      csvLine([
        ids.anna,
        "2026-01-10 09:00:00",
        "Anna",
        "Åberg",
        "anna@customer.test",
        "+46 70 111 11 11",
        "Malmö Sängar",
        "SE",
        "done",
      ]).slice(0, -2),
    ]);
    expect(rows[1]).toContain(`'=HYPERLINK(""http://evil.example"")`);
    expect(rows[1]).toContain(",'+SUM(A1:A9),'@evil.example,'-1+1,");
  });

  it("exports with the list's filters and sorts", async () => {
    const ids_ = async (params: string) => {
      const answer = await staff.get(`/rest/meeting/booked-visits-csv?${params}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return csvRows(answer.body)
        .slice(1)
        .map((row) => Number(row.split(",")[0]));
    };
    expect(await ids_(`filters=${encodeURIComponent(JSON.stringify({ country: "DK" }))}`)).toEqual([ids.bo]);
    expect(await ids_(`filters=${encodeURIComponent(JSON.stringify({ status: "done" }))}`)).toEqual([ids.anna]);
    expect(await ids_(`filters=${encodeURIComponent(JSON.stringify({ location: String(malmo) }))}`)).toEqual([ids.hostile, ids.anna]);
    expect(await ids_("sort=createdAt&direction=asc")).toEqual([ids.anna, ids.bo, ids.hostile]);
    expect(await ids_("sort=status")).toEqual([ids.hostile, ids.anna, ids.bo]);
  });

  it("refuses bad export parameters with 400 naming them", async () => {
    const cases: Array<[string, string]> = [
      ["sort=password", "sort"],
      ["direction=sideways", "direction"],
      ["filters=%7Bnot%20json", "filters"],
      [`filters=${encodeURIComponent(JSON.stringify({ statusCode: "new" }))}`, "filters.statusCode"],
      [`filters=${encodeURIComponent(JSON.stringify({ status: "lost" }))}`, "filters.status"],
      [`filters=${encodeURIComponent(JSON.stringify({ location: "1; drop table meeting_bookings" }))}`, "filters.location"],
      [`filters=${encodeURIComponent(JSON.stringify({ country: ["SE"] }))}`, "filters.country"],
    ];
    for (const [params, field] of cases) {
      const answer = await staff.get(`/rest/meeting/booked-visits-csv?${params}`);
      expect(answer.statusCode, `${params}: ${answer.body}`).toBe(400);
      expect(JSON.stringify(answer.json()), params).toContain(field);
    }
    expect((await company.get("/rest/meeting/booked-visits-csv")).statusCode).toBe(403);
  });

  it("changes a status, audited, and the list, its counts and the export follow", async () => {
    const before = (await staff.get(`/rest/meeting/booked-visits/${ids.anna}`)).json();
    const answer = await staff.post("/rest/meeting/booking/update-status", { bookingId: ids.anna, status: "canceled" });
    expect(answer.statusCode, answer.body).toBe(200);
    const after = answer.json();
    expect(after).toMatchObject({ id: ids.anna, status: "canceled" });
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    expect((await staff.get(`/rest/meeting/booked-visits/${ids.anna}`)).json()).toEqual(after);
    const page = (await staff.get("/rest/meeting/booked-visits")).json();
    expect(page.filterable.status).toEqual([
      { property: "new", count: 1 },
      { property: "done", count: 0 },
      { property: "canceled", count: 2 },
    ]);
    const csv = (await staff.get("/rest/meeting/booked-visits-csv?sort=createdAt&direction=asc")).body;
    expect(csvRows(csv)[1]!.endsWith(",canceled")).toBe(true);
    const audit = await t.database.db
      .selectFrom("audit_log")
      .select(["operation", "record_type", "record_id", "before", "after"])
      .where("operation", "=", "updateMeetingBookingStatus")
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ record_type: "meetingBooking", record_id: String(ids.anna) });
    const parse = (v: unknown) => (typeof v === "string" ? JSON.parse(v) : v) as { status: string };
    expect([parse(audit[0]!.before).status, parse(audit[0]!.after).status]).toEqual(["done", "canceled"]);
    // Back again, so each test sees the seeded statuses.
    expect((await staff.post("/rest/meeting/booking/update-status", { bookingId: ids.anna, status: "done" })).statusCode).toBe(200);
  });

  it("refuses an unknown status, a bad booking id and other bad bodies with 400; 404 for an unknown booking", async () => {
    const cases: Array<[unknown, string]> = [
      [{ bookingId: ids.anna, status: "lost" }, "status"],
      [{ bookingId: ids.anna, status: "NEW" }, "status"],
      [{ bookingId: ids.anna, status: "" }, "status"],
      [{ bookingId: ids.anna, status: null }, "status"],
      [{ bookingId: ids.anna, status: ["done"] }, "status"],
      [{ bookingId: ids.anna }, "status"],
      [{ status: "done" }, "bookingId"],
      [{ bookingId: "abc", status: "done" }, "bookingId"],
      [{ bookingId: -1, status: "done" }, "bookingId"],
      [{ bookingId: 1.5, status: "done" }, "bookingId"],
      [{ bookingId: ids.anna, status: "done", extra: "<script>alert(1)</script>" }, "extra"],
    ];
    for (const [body, field] of cases) {
      const answer = await staff.post("/rest/meeting/booking/update-status", body);
      expect(answer.statusCode, `${JSON.stringify(body)}: ${answer.body}`).toBe(400);
      expect(JSON.stringify(answer.json()), JSON.stringify(body)).toContain(field);
    }
    const text = await staff.request({
      method: "POST",
      url: "/rest/meeting/booking/update-status",
      payload: "bookingId=1&status=done",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(text.statusCode).toBe(415);
    expect((await staff.post("/rest/meeting/booking/update-status", { bookingId: 999999, status: "done" })).statusCode).toBe(404);
    // The company permission may read bookings but not change them.
    expect((await company.post("/rest/meeting/booking/update-status", { bookingId: ids.anna, status: "new" })).statusCode).toBe(403);
    expect((await staff.get(`/rest/meeting/booked-visits/${ids.anna}`)).json()).toMatchObject({ status: "done" });
  });
});
