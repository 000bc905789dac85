import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayJumpIdPage, DAY_JUMP_OFFSET } from "../../src/server/routes/catalog/order-day-jump.ts";
import { createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";

/**
 * Deep pages of the whole catalog list in its default order jump by the requests per creation
 * day (migration 0040, order-day-jump.ts). The day counts must equal a count of the rows after
 * every kind of write, and a jump must answer exactly the rows an offset over the sorted table
 * answers, at every offset, in both directions, with many requests on one instant and on the
 * edges of days.
 */
describe.each(testDatabaseKinds)("catalog pages by day on %s", (kind) => {
  let t: TestApp;
  let staff: Client;
  const db = () => t.database.db;

  // 300 requests over 9 days: bursts on one instant (ties ordered by id), rows on the first and
  // last microsecond of a day, and an empty day between.
  const created = (i: number) => {
    const day = Date.UTC(2026, 2, 1 + (i % 9 === 4 ? 5 : i % 9));
    if (i % 10 === 0) return new Date(day).toISOString();
    if (i % 10 === 1) return new Date(day + 86_400_000 - 1).toISOString().replace("Z", "999Z");
    if (i % 10 === 2) return new Date(day + 43_200_000).toISOString();
    return new Date(day + (i % 97) * 60_000).toISOString();
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    staff = await t.login(["catalogOrder"]);
    await insertRequests(300, (i) => created(i));
  });
  afterAll(() => t?.close());

  async function insertRequests(n: number, createdAt: (i: number) => string, lastname = "Day") {
    await sql`insert into catalog_orders (firstname, lastname, email, street, city, zip_code, country, offers, status_id, created_date)
      select 'Jump', ${lastname} || ' ' || i, 'day' || i || '@customer.test', 'Gatan 1', 'Ort', '123 45', 'SE',
        array['nightcap'], 1, created
      from unnest(${Array.from({ length: n }, (_, i) => createdAt(i))}::timestamptz[]) with ordinality as r(created, i)`.execute(db());
  }

  const dayCountsMatch = async () => {
    const kept = await sql<{ day: number; n: string }>`select day, sum(n) as n from catalog_order_day_counts
      group by day having sum(n) <> 0 order by day`.execute(db());
    const counted = await sql<{ day: number; n: string }>`select catalog_order_day(created_date) as day, count(*) as n
      from catalog_orders group by 1 order by 1`.execute(db());
    expect(kept.rows.map((r) => [r.day, Number(r.n)])).toEqual(counted.rows.map((r) => [r.day, Number(r.n)]));
    expect(kept.rows.length).toBeGreaterThan(0);
  };

  it("keeps the requests per day exact through inserts, updates and deletes", async () => {
    await dayCountsMatch();
    // A status change moves no request between days; a new creation date does.
    await sql`update catalog_orders set status_id = 2 where lastname like 'Day 1%'`.execute(db());
    await dayCountsMatch();
    await sql`update catalog_orders set created_date = created_date - interval '3 days' where lastname like 'Day 2%'`.execute(db());
    await dayCountsMatch();
    await sql`delete from catalog_orders where lastname like 'Day 3%'`.execute(db());
    await dayCountsMatch();
  });

  it("answers every offset exactly as skipping the sorted rows does, both ways", async () => {
    const total = Number((await sql<{ n: string }>`select count(*) as n from catalog_orders`.execute(db())).rows[0]!.n);
    for (const direction of ["desc", "asc"] as const) {
      const order = sql.raw(direction);
      const all = (
        await sql<{ id: number }>`select id from catalog_orders order by created_date ${order}, id ${order}`.execute(db())
      ).rows.map((r) => r.id);
      expect(all).toHaveLength(total);
      for (let offset = 0; offset <= total + 3; offset++) {
        const limit = 1 + (offset % 8);
        const jumped = (await dayJumpIdPage(db(), direction, { offset, limit }).execute()).map((r) => r.id);
        expect(jumped, `${direction}, offset ${offset}`).toEqual(all.slice(offset, offset + limit));
      }
    }
  });

  it("serves the list's deep pages by number the same as by walking its pages", async () => {
    // Enough requests for a jump (DAY_JUMP_OFFSET), spread over 60 days.
    const start = Date.UTC(2025, 0, 1);
    await insertRequests(DAY_JUMP_OFFSET + 200, (i) => new Date(start + (i % 60) * 86_400_000 + i * 1000).toISOString(), "Deep");
    const count = 100;
    const page = DAY_JUMP_OFFSET / count + 1;
    for (const direction of ["desc", "asc"] as const) {
      const answer = await staff.get(
        `/rest/catalog/catalog-orders/get-by-page?page=${page}&count=${count}&sort=createdDate&direction=${direction}`,
      );
      expect(answer.statusCode, answer.body).toBe(200);
      const order = sql.raw(direction);
      const expected = await sql<{ id: number }>`select id from catalog_orders order by created_date ${order}, id ${order}
        offset ${(page - 1) * count} limit ${count}`.execute(db());
      const list = (answer.json() as { list: Array<{ id: number }> }).list;
      expect(list.map((o) => o.id)).toEqual(expected.rows.map((r) => r.id));
      expect(list).toHaveLength(count);
    }
  });
});
