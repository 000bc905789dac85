import { sql, type Kysely } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database.ts";
import type { DB } from "../../src/server/db/schema.ts";
import { MeetingBookingStore } from "../../src/server/routes/meetings/booking-store.ts";
import { freshDatabase, testDatabaseKinds } from "../fixtures/databases.ts";

/**
 * Migration 0013: each booking keeps its location's country and name (the country filter and
 * the location sort read them from the booking's indexes), and bookings per status and location
 * are counted by triggers. Whatever writes the bookings or the locations, the kept values must
 * equal what the location and a recount say.
 */
describe.each(testDatabaseKinds)("meeting bookings' location keys and counts on %s", (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  let db: Kysely<DB>;
  const country = {} as Record<"SE" | "DK", number>;

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase(kind));
    db = database.db;
    for (const [code, name] of [
      ["SE", "Sweden"],
      ["DK", "Denmark"],
    ] as const) {
      country[code] = (await db.insertInto("countries").values({ code, name }).returning("id").executeTakeFirstOrThrow()).id;
    }
  });
  afterAll(() => drop?.());

  const newLocation = async (name: string, countryId: number) =>
    (await db.insertInto("company_locations").values({ name, country_id: countryId }).returning("id").executeTakeFirstOrThrow()).id;
  const book = async (lastname: string, locationId: number | null) =>
    (await db.insertInto("meeting_bookings").values({ lastname, location_id: locationId }).returning("id").executeTakeFirstOrThrow()).id;
  const keysOf = (id: number) =>
    db.selectFrom("meeting_bookings").select(["location_country_id", "location_name"]).where("id", "=", id).executeTakeFirstOrThrow();
  /** Every booking's keys as its location says they should be (none without a location). */
  const keysFromLocations = () =>
    sql<{ id: number; country_id: number | null; name: string | null }>`
      select b.id, l.country_id, l.name from meeting_bookings b left join company_locations l on l.id = b.location_id order by b.id`
      .execute(db)
      .then((r) =>
        r.rows.map((row) => ({ ...row, id: Number(row.id), country_id: row.country_id === null ? null : Number(row.country_id) })),
      );
  const keptKeys = () =>
    db
      .selectFrom("meeting_bookings")
      .select(["id", "location_country_id as country_id", "location_name as name"])
      .orderBy("id")
      .execute()
      .then((rows) =>
        rows.map((row) => ({ ...row, id: Number(row.id), country_id: row.country_id === null ? null : Number(row.country_id) })),
      );
  const keptCounts = () =>
    sql<{ key: string }>`select status || '/' || location_id || ':' || n as key from meeting_booking_counts where n > 0 order by 1`
      .execute(db)
      .then((r) => r.rows.map((row) => row.key));
  const recount = () =>
    sql<{ key: string }>`select status || '/' || coalesce(location_id, 0) || ':' || count(*) as key
      from meeting_bookings group by status, location_id order by 1`
      .execute(db)
      .then((r) => r.rows.map((row) => row.key));
  const expectKeptRight = async () => {
    expect(await keptKeys()).toEqual(await keysFromLocations());
    expect(await keptCounts()).toEqual(await recount());
  };

  it("gives a new booking its location's country and name, and none without a location", async () => {
    const malmo = await newLocation("Malmö Sängar", country.SE);
    expect(await keysOf(await book("Andersson", malmo))).toEqual({ location_country_id: country.SE, location_name: "Malmö Sängar" });
    expect(await keysOf(await book("Berg", null))).toEqual({ location_country_id: null, location_name: null });
    // Written by hand, the keys are read again from the location.
    const id = await book("Carlsson", malmo);
    await db
      .updateTable("meeting_bookings")
      .set({ location_name: "Elsewhere", location_country_id: country.DK })
      .where("id", "=", id)
      .execute();
    expect(await keysOf(id)).toEqual({ location_country_id: country.SE, location_name: "Malmö Sängar" });
    await expectKeptRight();
  });

  it("follows a location renamed, moved to another country, or deleted, and a booking moved", async () => {
    const shop = await newLocation("Sängshopen", country.SE);
    const other = await newLocation("Other Beds", country.DK);
    const ids = [await book("Dahl", shop), await book("Ek", shop)];
    await db.updateTable("company_locations").set({ name: "Aaa Sängar" }).where("id", "=", shop).execute();
    await db.updateTable("company_locations").set({ country_id: country.DK }).where("id", "=", shop).execute();
    for (const id of ids) expect(await keysOf(id)).toEqual({ location_country_id: country.DK, location_name: "Aaa Sängar" });

    await db.updateTable("meeting_bookings").set({ location_id: other }).where("id", "=", ids[0]!).execute();
    expect(await keysOf(ids[0]!)).toEqual({ location_country_id: country.DK, location_name: "Other Beds" });
    await expectKeptRight();

    // The bookings stay, without a location (on delete set null), counted under 0.
    await db.deleteFrom("company_locations").where("id", "=", shop).execute();
    expect(await keysOf(ids[1]!)).toEqual({ location_country_id: null, location_name: null });
    await expectKeptRight();
  });

  it("counts every kind of write: bulk inserts, status changes, deletes, truncate", async () => {
    const bulk = await newLocation("Bulk Beds", country.SE);
    await sql`insert into meeting_bookings (lastname, location_id, status)
      select 'Bulk ' || g, ${bulk}, case when g % 3 = 0 then 'canceled' else 'new' end from generate_series(1, 30) g`.execute(db);
    await db.updateTable("meeting_bookings").set({ status: "done" }).where("status", "=", "new").where("location_id", "=", bulk).execute();
    await db.deleteFrom("meeting_bookings").where("lastname", "like", "Bulk 1%").execute();
    await expectKeptRight();
    const done = await db
      .selectFrom("meeting_bookings")
      .select("id")
      .where("location_id", "=", bulk)
      .where("status", "=", "done")
      .executeTakeFirstOrThrow();
    expect(await keysOf(done.id)).toEqual({ location_country_id: country.SE, location_name: "Bulk Beds" });
  });

  it("answers the country filter and the location sort from the kept keys", async () => {
    const store = new MeetingBookingStore(db);
    const zulu = await newLocation("Zulu Beds", country.SE);
    const alpha = await newLocation("Alpha Beds", country.SE);
    await book("Zulu booking", zulu);
    await book("Alpha booking", alpha);
    const page = async (filters: object, sort = "location") =>
      (await store.page({ page: 1, count: 1000, sort, direction: "asc", filters: JSON.stringify(filters) })).list.map((b) => b.lastname);

    const swedish = await page({ country: "SE" });
    expect(swedish.indexOf("Alpha booking")).toBeLessThan(swedish.indexOf("Zulu booking"));
    // Renamed and moved: sorted by the new name, found under the new country only.
    await db.updateTable("company_locations").set({ name: "Aardvark Beds", country_id: country.DK }).where("id", "=", zulu).execute();
    const danish = await page({ country: "DK" });
    expect(danish[0]).toBe("Zulu booking");
    expect(await page({ country: "SE" })).not.toContain("Zulu booking");
    const everyone = await page({});
    expect(everyone.indexOf("Zulu booking")).toBeLessThan(everyone.indexOf("Alpha booking"));
    await expectKeptRight();
  });

  it("clears the counts on truncate", async () => {
    await sql`truncate meeting_bookings`.execute(db);
    expect(await keptCounts()).toEqual([]);
  });
});

/**
 * A rename committed while a booking of the location is being written must reach that booking:
 * the booking's trigger holds the location (FOR SHARE), so the rename waits for the booking's
 * commit and then finds it. PostgreSQL only (PGlite has one connection). The rename is let go
 * only once it waits on that lock or has finished, so no timing decides the outcome.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("a location renamed while its booking is written", () => {
  let drop: () => Promise<void>;
  let url: string;
  let db: Kysely<DB>;

  beforeAll(async () => {
    const fresh = await freshDatabase("postgres");
    ({ drop } = fresh);
    url = fresh.url!;
    db = fresh.database.db;
  });
  afterAll(() => drop?.());

  it("reaches the booking written meanwhile", async () => {
    const location = (await db.insertInto("company_locations").values({ name: "Before" }).returning("id").executeTakeFirstOrThrow()).id;
    const booking = new pg.Client({ connectionString: url });
    const rename = new pg.Client({ connectionString: url });
    await Promise.all([booking.connect(), rename.connect()]);
    try {
      await booking.query("begin");
      await booking.query("insert into meeting_bookings (lastname, location_id) values ('Racer', $1)", [location]);
      const renamePid = (await rename.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]!.pid;
      let renamed = false;
      const renaming = rename.query("update company_locations set name = 'After' where id = $1", [location]).then(() => (renamed = true));
      while (!renamed && !(await waitsOnLock(db, renamePid))) await new Promise((resolve) => setImmediate(resolve));
      await booking.query("commit");
      await renaming;
      const row = await db.selectFrom("meeting_bookings").select("location_name").where("lastname", "=", "Racer").executeTakeFirstOrThrow();
      expect(row.location_name).toBe("After");
    } finally {
      await Promise.all([booking.end(), rename.end()]);
    }
  });
});

async function waitsOnLock(db: Kysely<DB>, pid: number): Promise<boolean> {
  const result = await sql<{ waiting: boolean }>`
    select coalesce(bool_or(wait_event_type = 'Lock'), false) as waiting from pg_stat_activity where pid = ${pid}`.execute(db);
  return result.rows[0]!.waiting;
}
