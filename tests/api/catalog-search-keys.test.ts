import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/database.ts";
import { migrate } from "../../src/server/db/migrate.ts";
import type { DB } from "../../src/server/db/schema.ts";
import { STATUS_IDS } from "../../src/server/routes/catalog/order-list-query.ts";
import { createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";

/**
 * The sort keys in the search table (migration 0042, issue 14): a search sorted by another
 * column than the creation date is read from the search rows, so their keys must be those of
 * the request whatever writes it (an insert, an edit, routing, an erasure, a delete) and the
 * migration must fill them for the requests already there.
 */

const KEY_COLUMNS = [
  "firstname",
  "lastname",
  "email",
  "zip_code",
  "city",
  "country",
  "status_id",
  "location_notified_at",
  "location_notified_to_email",
  "created_date",
] as const;

/** The requests whose search row is missing or holds another key than the request (none when all is well). */
async function mismatches(db: Kysely<DB>): Promise<unknown[]> {
  const differs = sql.join(
    KEY_COLUMNS.map((column) => sql`s.${sql.ref(column)} is distinct from o.${sql.ref(column)}`),
    sql` or `,
  );
  const rows = await sql`select o.id from catalog_orders o left join catalog_order_search s on s.id = o.id
    where s.id is null or ${differs}`.execute(db);
  return rows.rows;
}

const WORD = "zentrovik";

/** Four requests that share the search word, each a different name, town, country and day. */
async function insertRequests(db: Kysely<DB>) {
  const rows = [
    { firstname: "Ada", lastname: `Berg ${WORD}`, city: "Umeå", zip_code: "903 26", country: "SE", day: "2026-03-01" },
    { firstname: "Bo", lastname: `Dahl ${WORD}`, city: "Aarhus", zip_code: "8000", country: "DK", day: "2026-03-02" },
    { firstname: "Cai", lastname: `Ahl ${WORD}`, city: "Oslo", zip_code: "0150", country: "NO", day: "2026-03-03" },
    { firstname: "Dan", lastname: `Cox ${WORD}`, city: "Espoo", zip_code: "02100", country: "FI", day: "2026-03-04" },
  ];
  for (const row of rows) {
    await db
      .insertInto("catalog_orders")
      .values({
        firstname: row.firstname,
        lastname: row.lastname,
        email: `${row.firstname.toLowerCase()}@example.org`,
        city: row.city,
        zip_code: row.zip_code,
        country: row.country,
        offers: [],
        status_id: STATUS_IDS.new,
        created_date: new Date(`${row.day}T10:00:00Z`),
      })
      .execute();
  }
}

describe.each(testDatabaseKinds)("sort keys of the catalog search on %s", (kind) => {
  let t: TestApp;
  let staff: Client;
  beforeAll(async () => {
    t = await createTestApp(kind);
    staff = await t.login(["catalogOrder"]);
    await insertRequests(t.database.db);
  });
  afterAll(() => t?.close());

  const firstnames = async (sort: string, direction = "asc") => {
    const params = new URLSearchParams({ filters: JSON.stringify({ searchString: WORD }), sort, direction });
    const answer = await staff.get(`/rest/catalog/catalog-orders/get-by-page?${params}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json() as { list: Array<{ firstname: string }>; total: number; totalIsEstimate: boolean };
    expect(body).toMatchObject({ total: 4, totalIsEstimate: false });
    return body.list.map((o) => o.firstname);
  };

  it("gives each new request's search row its keys, and a search reads them in each sort", async () => {
    expect(await mismatches(t.database.db)).toEqual([]);
    expect(await firstnames("lastname")).toEqual(["Cai", "Ada", "Dan", "Bo"]);
    expect(await firstnames("city", "desc")).toEqual(["Ada", "Cai", "Dan", "Bo"]);
    expect(await firstnames("zipCode")).toEqual(["Cai", "Dan", "Bo", "Ada"]);
    expect(await firstnames("country")).toEqual(["Bo", "Dan", "Cai", "Ada"]);
    expect(await firstnames("email", "desc")).toEqual(["Dan", "Cai", "Bo", "Ada"]);
  });

  it("follows an edit, routing, an erasure and a delete, so the next search sorts by the new keys", async () => {
    const db = t.database.db;
    const id = async (firstname: string) =>
      Number((await db.selectFrom("catalog_orders").select("id").where("firstname", "=", firstname).executeTakeFirstOrThrow()).id);
    // An edit of the name and town.
    await db
      .updateTable("catalog_orders")
      .set({ lastname: `Öst ${WORD}`, city: "Ystad" })
      .where("id", "=", await id("Cai"))
      .execute();
    expect(await firstnames("lastname")).toEqual(["Ada", "Dan", "Bo", "Cai"]);
    // Routing: status, notified store and time, as the router writes them.
    await db
      .updateTable("catalog_orders")
      .set({
        status_id: STATUS_IDS.delivered,
        location_notified_at: new Date("2026-03-05T08:00:00Z"),
        location_notified_to_email: "store@example.org",
      })
      .where("id", "=", await id("Bo"))
      .execute();
    // Equal statuses oldest first when descending (byColumnThenNewest).
    expect(await firstnames("status", "desc")).toEqual(["Bo", "Ada", "Cai", "Dan"]);
    expect(await firstnames("locationNotifiedToEmail")).toEqual(["Bo", "Dan", "Cai", "Ada"]);
    expect((await firstnames("locationNotifiedAt"))[0]).toBe("Bo");
    // A moved request (country and zip code) and an erasure's cleared e-mail.
    await db
      .updateTable("catalog_orders")
      .set({ country: "AT", zip_code: "1010" })
      .where("id", "=", await id("Ada"))
      .execute();
    await db
      .updateTable("catalog_orders")
      .set({ email: null })
      .where("id", "=", await id("Dan"))
      .execute();
    expect(await firstnames("country")).toEqual(["Ada", "Bo", "Dan", "Cai"]);
    expect(await firstnames("email")).toEqual(["Ada", "Bo", "Cai", "Dan"]);
    expect(await mismatches(db)).toEqual([]);
    // A delete takes the search row with it.
    const extra = await db
      .insertInto("catalog_orders")
      .values({ firstname: "Eve", lastname: WORD, country: "SE", offers: [], status_id: STATUS_IDS.new })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.deleteFrom("catalog_orders").where("id", "=", extra.id).execute();
    expect(await db.selectFrom("catalog_order_search").select("id").where("id", "=", extra.id).execute()).toEqual([]);
    expect(await mismatches(db)).toEqual([]);
  });
});

describe("migration 0042 on requests already there", () => {
  const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../src/server/db/migrations");
  let before: string;
  beforeAll(() => {
    // The migrations up to 0041, as a database made before 0042 has them.
    before = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-0041-"));
    for (const file of fs.readdirSync(migrations).filter((f) => f < "0042"))
      fs.copyFileSync(path.join(migrations, file), path.join(before, file));
  });
  afterAll(() => fs.rmSync(before, { recursive: true, force: true }));

  it("fills every search row with its request's keys, keeps its text and indexes, and the triggers then keep them", async () => {
    const database = await openDatabase({ dataDir: "memory://" });
    try {
      await migrate(database, before);
      const db = database.db;
      await insertRequests(db);
      await db
        .updateTable("catalog_orders")
        .set({ status_id: STATUS_IDS.failed, location_notified_to_email: "x@example.org" })
        .where("firstname", "=", "Bo")
        .execute();
      const texts = await sql<{ id: number; search_text: string }>`select id, search_text from catalog_order_search order by id`.execute(
        db,
      );
      expect(texts.rows).toHaveLength(4);

      expect(await migrate(database)).toEqual(["0042_catalog_search_sort_keys.sql"]);
      expect(await mismatches(db)).toEqual([]);
      expect((await sql`select id, search_text from catalog_order_search order by id`.execute(db)).rows).toEqual(texts.rows);
      const indexes = await sql<{
        name: string;
      }>`select indexname as name from pg_indexes where tablename = 'catalog_order_search' order by 1`.execute(db);
      expect(indexes.rows.map((r) => r.name)).toEqual([
        "catalog_order_search_created_idx",
        "catalog_order_search_day_trgm_idx",
        "catalog_order_search_pkey",
      ]);
      await db.updateTable("catalog_orders").set({ status_id: STATUS_IDS.booked, city: "Lund" }).where("firstname", "=", "Ada").execute();
      expect(await mismatches(db)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
