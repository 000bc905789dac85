import { sql, type Selectable } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "../../src/server/db/schema.ts";
import { CATALOG_CSV_HEADERS } from "../../src/server/routes/catalog/order-export.ts";
import { csvLine, UTF8_BOM } from "../../src/server/routes/csv-stream.ts";
import { REPORT_TIME_ZONE } from "../../src/server/routes/dashboard/interval-counts.ts";
import { createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { seedCatalogNetwork, type CatalogNetwork } from "../fixtures/catalog-network.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";

/**
 * Each catalog request's export record (csv_line, migration 0010) is written by the database.
 * These tests hold it to what csv-stream.ts writes for the same values (csvLine: formula guard,
 * RFC 4180 quoting, CRLF) with times in REPORT_TIME_ZONE, and check that every way a request,
 * its status or its store changes writes the record anew.
 */

// Local time to the second in the report's time zone, as the export writes it.
const localTime = (at: Date | null) =>
  at === null
    ? null
    : new Intl.DateTimeFormat("sv-SE", {
        timeZone: REPORT_TIME_ZONE,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
        hourCycle: "h23",
      })
        .format(at)
        .replace("T", " ");

// A request's own columns that its record shows, as read back from the table.
type Values = Pick<
  Selectable<DB["catalog_orders"]>,
  | "firstname"
  | "lastname"
  | "email"
  | "phone"
  | "street"
  | "apartment_number"
  | "region"
  | "city"
  | "zip_code"
  | "country"
  | "offers"
  | "location_notified_to_email"
  | "location_notified_by_match_type"
  | "error_message"
  | "created_date"
  | "location_notified_at"
>;

const PLAIN: Values = {
  firstname: "Anna",
  lastname: "Andersson",
  email: "anna@customer.test",
  phone: "070-111 11 11",
  street: "Storgatan 1",
  apartment_number: null,
  region: null,
  city: "Malmö",
  zip_code: "211 22",
  country: "SE",
  offers: ["nightcap", "vase"],
  location_notified_to_email: null,
  location_notified_by_match_type: null,
  error_message: null,
  created_date: new Date("2026-01-10T00:00:00Z"),
  location_notified_at: null,
};

// Every rule of csvCell, and times on both sides of daylight saving time.
const CASES: Values[] = [
  PLAIN,
  {
    ...PLAIN,
    firstname: '=HYPERLINK("http://evil.test")',
    lastname: "+46 70",
    email: "-1+1@x.test",
    phone: "@SUM(A1)",
    street: "\tTab street",
    apartment_number: "\r1",
    region: 'Say "hi"',
    city: "Kungsgatan 5, lgh 3",
    zip_code: "two\nlines",
    offers: ["a,b", "c"],
    error_message: "line one\r\nline two",
    created_date: new Date("2026-07-01T12:34:56.789Z"),
    location_notified_at: new Date("2026-07-01T12:35:00.999Z"),
    location_notified_to_email: "store@x.test",
    location_notified_by_match_type: "zipCode",
  },
  {
    ...PLAIN,
    firstname: null,
    lastname: "Ölund 😀",
    email: null,
    phone: null,
    street: null,
    city: null,
    zip_code: null,
    country: null,
    offers: [],
    created_date: new Date("2026-03-29T01:30:00Z"),
    error_message: "Unmatched",
  },
];

describe.each(testDatabaseKinds)("catalog request export records on %s", (kind) => {
  let t: TestApp;
  let staff: Client;
  let network: CatalogNetwork;
  let statuses: Map<string, { id: number; name: string }>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    network = await seedCatalogNetwork(t.database.db);
    staff = await t.login(["catalogOrder"]);
    statuses = new Map(
      (await t.database.db.selectFrom("catalog_order_statuses").select(["id", "code", "name"]).execute()).map((s) => [s.code, s]),
    );
  });
  afterAll(() => t?.close());

  const expectedRecord = (id: number, v: Values, status: string, location: string | null) =>
    csvLine([
      id,
      localTime(v.created_date),
      v.firstname,
      v.lastname,
      v.email,
      v.phone,
      v.street,
      v.apartment_number,
      v.region,
      v.city,
      v.zip_code,
      v.country,
      v.offers.join(" "),
      status,
      localTime(v.location_notified_at),
      v.location_notified_to_email,
      v.location_notified_by_match_type,
      location,
      v.error_message,
    ]);
  const record = async (id: number) =>
    (await t.database.db.selectFrom("catalog_orders").select("csv_line").where("id", "=", id).executeTakeFirstOrThrow()).csv_line;
  const insert = async (v: Values, status = "new", locationId: number | null = null) =>
    (
      await t.database.db
        .insertInto("catalog_orders")
        .values({ ...v, status_id: statuses.get(status)!.id, notified_location_id: locationId })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;

  it("writes the record csvLine writes for the same values, times in the report's time zone", async () => {
    for (const values of CASES) {
      const id = await insert(values, "failed");
      expect(await record(id)).toBe(expectedRecord(id, values, "Unmatched/Retry", null));
    }
  });

  it("writes the record anew when the request changes, and with its status's and store's names", async () => {
    const id = await insert(PLAIN);
    const routed: Values = {
      ...PLAIN,
      firstname: "=Anna",
      location_notified_at: new Date("2026-01-10T00:01:00Z"),
      location_notified_to_email: "centrum@x.test",
      location_notified_by_match_type: "zipCode",
    };
    await t.database.db
      .updateTable("catalog_orders")
      .set({
        firstname: routed.firstname,
        status_id: statuses.get("delivered")!.id,
        notified_location_id: network.locations.centrum,
        location_notified_at: routed.location_notified_at,
        location_notified_to_email: routed.location_notified_to_email,
        location_notified_by_match_type: routed.location_notified_by_match_type,
      })
      .where("id", "=", id)
      .execute();
    expect(await record(id)).toBe(expectedRecord(id, routed, "Delivered", "Centrum Sängar"));

    // Renaming the store or the status rewrites the records that name them, and only those.
    const other = await insert(PLAIN);
    const otherBefore = await record(other);
    await t.database.db
      .updateTable("company_locations")
      .set({ name: 'Centrum "Nya" Sängar' })
      .where("id", "=", network.locations.centrum)
      .execute();
    expect(await record(id)).toBe(expectedRecord(id, routed, "Delivered", 'Centrum "Nya" Sängar'));
    await t.database.db.updateTable("catalog_order_statuses").set({ name: "Levererad" }).where("code", "=", "delivered").execute();
    expect(await record(id)).toBe(expectedRecord(id, routed, "Levererad", 'Centrum "Nya" Sängar'));
    expect(await record(other)).toBe(otherBefore);
    await t.database.db.updateTable("catalog_order_statuses").set({ name: "Delivered" }).where("code", "=", "delivered").execute();

    // A store that is deleted leaves its requests without one (the foreign key sets null).
    await sql`delete from company_locations where id = ${network.locations.centrum}`.execute(t.database.db);
    expect(await record(id)).toBe(expectedRecord(id, routed, "Delivered", null));
  });

  it("exports exactly the kept records under the contract's header", async () => {
    const rows = await t.database.db
      .selectFrom("catalog_orders")
      .select(["id", "csv_line"])
      .orderBy("created_date", "desc")
      .orderBy("id", "desc")
      .execute();
    const answer = await staff.get("/rest/catalog/catalog-orders/export-result-as-csv");
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(UTF8_BOM + csvLine([...CATALOG_CSV_HEADERS]) + rows.map((r) => r.csv_line).join(""));
    expect(rows.length).toBeGreaterThan(4);
  });

  it("cannot be written from outside: a request always carries the record of its own values", async () => {
    const id = await insert(PLAIN);
    await sql`update catalog_orders set csv_line = 'forged' where id = ${id}`.execute(t.database.db);
    expect(await record(id)).toBe(expectedRecord(id, PLAIN, "New", null));
  });
});
