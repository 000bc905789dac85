import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase, testDatabaseKinds } from "../../../tests/fixtures/databases.ts";
import type { Database } from "./database.ts";
import { migrate } from "./migrate.ts";
import { STATUS_IDS } from "../routes/catalog/order-list-query.ts";

describe.each(testDatabaseKinds)("migrations on %s", (kind) => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase(kind));
  });
  afterAll(() => drop?.());

  it("applies every migration once", async () => {
    const applied = await database.db.selectFrom("schema_migrations").select("name").orderBy("name").execute();
    expect(applied.map((r) => r.name)).toContain("0002_domain.sql");
    expect(await migrate(database)).toEqual([]);
  });

  it("gives every GIN index a short pending list (migration 0041: a scan reads it whole)", async () => {
    const gin = await sql<{ name: string; options: string[] | null }>`
      select c.relname as name, c.reloptions as options from pg_index i
      join pg_class c on c.oid = i.indexrelid
      join pg_am a on a.oid = c.relam
      join pg_namespace n on n.oid = c.relnamespace
      where a.amname = 'gin' and n.nspname = current_schema()`.execute(database.db);
    expect(gin.rows.map((r) => r.name)).toContain("catalog_order_search_day_trgm_idx");
    for (const index of gin.rows) expect(index.options ?? [], index.name).toContain("gin_pending_list_limit=64");
  });

  it("creates the domain tables and the partner-page view", async () => {
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = current_schema()`.execute(database.db);
    const names = tables.rows.map((r) => r.table_name);
    for (const table of [
      "countries",
      "regions",
      "zip_codes",
      "company_locations",
      "catalog_orders",
      "contacts",
      "media",
      "blocks",
      "translations",
      "partner_page_locations",
    ]) {
      expect(names).toContain(table);
    }
  });

  it("seeds the catalog request statuses in their order", async () => {
    const rows = await database.db
      .selectFrom("catalog_order_statuses")
      .select(["code", "name", "sort_order"])
      .orderBy("sort_order")
      .execute();
    expect(rows).toEqual([
      { code: "new", name: "New", sort_order: 1 },
      { code: "pending", name: "Pending", sort_order: 2 },
      { code: "failed", name: "Unmatched/Retry", sort_order: 3 },
      { code: "delivered", name: "Delivered", sort_order: 4 },
      { code: "booked", name: "Booked", sort_order: 5 },
    ]);
  });

  it("numbers the statuses as the catalog list binds them (STATUS_IDS)", async () => {
    const rows = await database.db.selectFrom("catalog_order_statuses").select(["code", "id"]).execute();
    expect(Object.fromEntries(rows.map((r) => [r.code, Number(r.id)]))).toEqual(STATUS_IDS);
  });

  it("enforces enums, defaults and one active time schema per location", async () => {
    const db = database.db;
    await expect(
      db
        .insertInto("meeting_bookings")
        .values({ status: "maybe" as never })
        .execute(),
    ).rejects.toThrow();
    const booking = await db.insertInto("meeting_bookings").values({ firstname: "Ada" }).returning(["status"]).executeTakeFirstOrThrow();
    expect(booking.status).toBe("new");
    await expect(
      db
        .insertInto("media_folders")
        .values({ name: "x", media_sort_method: "random" as never })
        .execute(),
    ).rejects.toThrow();
    const folder = await db.insertInto("media_folders").values({ name: "x" }).returning("media_sort_method").executeTakeFirstOrThrow();
    expect(folder.media_sort_method).toBe("published_date");

    const location = await db.insertInto("company_locations").values({ name: "Test store" }).returningAll().executeTakeFirstOrThrow();
    expect(location).toMatchObject({ show_opening_hours: true, should_retrieve_catalog_requests: true, active: true });
    expect(location.weekly_opening_hours.monday).toEqual([]);
    await expect(
      db
        .insertInto("company_locations")
        .values({ name: "Bad", location_type: "kiosk" as never })
        .execute(),
    ).rejects.toThrow();
    const schema = { location_id: location.id, name: "Standard", active: true };
    await db.insertInto("location_time_schemas").values(schema).execute();
    await expect(
      db
        .insertInto("location_time_schemas")
        .values({ ...schema, name: "Summer" })
        .execute(),
    ).rejects.toThrow();
  });

  it("finds catalog requests by trigram search over names, e-mail, city and zip code", async () => {
    const db = database.db;
    const status = await db.selectFrom("catalog_order_statuses").select("id").where("code", "=", "new").executeTakeFirstOrThrow();
    await db
      .insertInto("catalog_orders")
      .values({
        firstname: "Åsa",
        lastname: "Lindqvist",
        email: "asa@example.com",
        city: "Göteborg",
        zip_code: "411 01",
        country: "SE",
        status_id: status.id,
        offers: ["vase", "slippers"],
      })
      .execute();
    const found = await db.selectFrom("catalog_orders").select(["firstname", "offers"]).where("search_text", "like", "%göteb%").execute();
    expect(found).toEqual([{ firstname: "Åsa", offers: ["vase", "slippers"] }]);
  });
});
