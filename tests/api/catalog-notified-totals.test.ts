import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";

type Filters = { locationNotifiedToEmail: string; statusCode?: string; countryCode?: string };

const ADDRESSES = ["north@notified.test", "south@notified.test", "North@notified.test"];
const COUNTRIES = ["SE", "DK", null];
const STATUSES = ["new", "pending", "failed", "delivered", "booked"];

/**
 * Totals of the catalog list filtered by notified address come from a counter kept by triggers
 * (migration 0014), not from counting the matches. They must equal a count of the rows after
 * every kind of write: inserts in bulk, status and address changes, addresses cleared, deletes.
 */
describe.each(testDatabaseKinds)("catalog totals by notified address on %s", (kind) => {
  let t: TestApp;
  let staff: Client;
  let statusIds: Map<string, number>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    staff = await t.login(["catalogOrder"]);
    statusIds = new Map(
      (await t.database.db.selectFrom("catalog_order_statuses").select(["id", "code"]).execute()).map((s) => [s.code, s.id]),
    );
    // 60 requests over every address × country × status, in one statement (one trigger run).
    await t.database.db
      .insertInto("catalog_orders")
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          firstname: "Notified",
          lastname: `Total ${i}`,
          email: `total${i}@customer.test`,
          street: "Gatan 1",
          city: "Ort",
          zip_code: "123 45",
          country: COUNTRIES[i % 3]!,
          offers: ["nightcap"],
          status_id: statusIds.get(STATUSES[i % 5]!)!,
          // Every seventh was never sent anywhere.
          location_notified_to_email: i % 7 === 0 ? null : ADDRESSES[i % 2 === 0 ? 0 : i % 5 === 0 ? 2 : 1]!,
          created_date: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
        })),
      )
      .execute();
  });
  afterAll(() => t?.close());

  const total = async (filters: Filters) => {
    const answer = await staff.get(`/rest/catalog/catalog-orders/get-by-page?${new URLSearchParams({ filters: JSON.stringify(filters) })}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json() as { total: number; totalIsEstimate: boolean; list: unknown[] };
    expect(body.totalIsEstimate).toBe(false);
    return body.total;
  };
  const counted = async (filters: Filters) => {
    const rows = await sql<{ n: string }>`select count(*) as n from catalog_orders o
      join catalog_order_statuses s on s.id = o.status_id
      where o.location_notified_to_email = ${filters.locationNotifiedToEmail}
      and (${filters.statusCode ?? null}::text is null or s.code = ${filters.statusCode ?? null})
      and (${filters.countryCode ?? null}::text is null or o.country = ${filters.countryCode ?? null})`.execute(t.database.db);
    return Number(rows.rows[0]!.n);
  };
  /** Every address alone, with each status, with each country, and with both. */
  const expectTotalsExact = async () => {
    let seen = 0;
    for (const address of [...ADDRESSES, "nobody@notified.test"]) {
      for (const statusCode of [undefined, ...STATUSES]) {
        for (const countryCode of [undefined, "SE", "DK"]) {
          const filters: Filters = { locationNotifiedToEmail: address, statusCode, countryCode };
          const expected = await counted(filters);
          expect(await total(filters), JSON.stringify(filters)).toBe(expected);
          seen += expected;
        }
      }
    }
    // The checks compared something: some combinations matched rows.
    expect(seen).toBeGreaterThan(0);
  };

  it("equals the count after a bulk insert", async () => {
    await expectTotalsExact();
  });

  it("follows status changes, address changes, cleared addresses and deletes", async () => {
    const db = t.database.db;
    const ours = db.selectFrom("catalog_orders").select("id").where("firstname", "=", "Notified");
    await db
      .updateTable("catalog_orders")
      .set({ status_id: statusIds.get("booked")! })
      .where("id", "in", ours.where("lastname", "like", "Total 1%"))
      .execute();
    await db
      .updateTable("catalog_orders")
      .set({ location_notified_to_email: ADDRESSES[1]! })
      .where("id", "in", ours.where("location_notified_to_email", "=", ADDRESSES[0]!).where("country", "=", "DK"))
      .execute();
    await db
      .updateTable("catalog_orders")
      .set({ location_notified_to_email: null })
      .where("id", "in", ours.where("lastname", "like", "Total 2%"))
      .execute();
    await db
      .updateTable("catalog_orders")
      .set({ location_notified_to_email: ADDRESSES[2]!, country: "SE" })
      .where("id", "in", ours.where("location_notified_to_email", "is", null).where("lastname", "like", "Total 4%"))
      .execute();
    await db
      .deleteFrom("catalog_orders")
      .where("id", "in", ours.where("lastname", "like", "Total 3%"))
      .execute();
    await expectTotalsExact();
  });

  it("follows a request routed through the API", async () => {
    const target = await t.database.db
      .selectFrom("catalog_orders")
      .select("id")
      .where("firstname", "=", "Notified")
      .where("location_notified_to_email", "=", ADDRESSES[0]!)
      .where("status_id", "<>", statusIds.get("booked")!)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const booked = await staff.post(`/rest/catalog/catalog-orders/${target.id}/book`);
    expect(booked.statusCode, booked.body).toBeLessThan(300);
    expect(await total({ locationNotifiedToEmail: ADDRESSES[0]!, statusCode: "booked" })).toBe(
      await counted({ locationNotifiedToEmail: ADDRESSES[0]!, statusCode: "booked" }),
    );
    expect(await total({ locationNotifiedToEmail: ADDRESSES[0]!, statusCode: "delivered" })).toBe(
      await counted({ locationNotifiedToEmail: ADDRESSES[0]!, statusCode: "delivered" }),
    );
  });
});
