import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous, createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";

type Status = "new" | "done" | "canceled";
type Store = "malmo" | "stockholm" | "copenhagen" | "gone";
interface Seed {
  lastname: string;
  firstname: string | null;
  email: string | null;
  telephone: string | null;
  store: Store;
  status: Status;
  created: string;
}

// Newest first, as the table shows them by default. Names, e-mails and phones sort differently
// from each other and from the dates, so each sort is seen to use its own column.
const SEEDS: Seed[] = [
  {
    lastname: "Andersson",
    firstname: "Kim",
    email: "k.andersson@customer.test",
    telephone: "+46 70 500 00 05",
    store: "malmo",
    status: "new",
    created: "2026-02-10T09:00:00Z",
  },
  {
    lastname: "Berg",
    firstname: "Bo",
    email: "bo@customer.test",
    telephone: "+45 20 100 00 01",
    store: "copenhagen",
    status: "done",
    created: "2026-02-09T09:00:00Z",
  },
  {
    lastname: "Carlsson",
    firstname: "Ada",
    email: null,
    telephone: "+46 70 300 00 03",
    store: "stockholm",
    status: "canceled",
    created: "2026-02-08T09:00:00Z",
  },
  {
    lastname: "Dahl",
    firstname: "Vera",
    email: "dahl@customer.test",
    telephone: null,
    store: "malmo",
    status: "done",
    created: "2026-02-07T09:00:00Z",
  },
  {
    lastname: "Ek",
    firstname: null,
    email: "ek@customer.test",
    telephone: "+46 70 900 00 09",
    store: "gone",
    status: "new",
    created: "2026-02-06T09:00:00Z",
  },
  {
    lastname: "Fors",
    firstname: "Gustav",
    email: "a.fors@customer.test",
    telephone: "+45 20 200 00 02",
    store: "copenhagen",
    status: "new",
    created: "2026-02-05T09:00:00Z",
  },
  {
    lastname: "Gran",
    firstname: "Otto",
    email: "gran@customer.test",
    telephone: "+46 70 100 00 01",
    store: "malmo",
    status: "done",
    created: "2026-02-04T09:00:00Z",
  },
  {
    lastname: "Holm",
    firstname: "Ebba",
    email: "holm@customer.test",
    telephone: "+46 70 700 00 07",
    store: "stockholm",
    status: "done",
    created: "2026-02-03T09:00:00Z",
  },
];
const ALL = SEEDS.map((s) => s.lastname);

interface Booking {
  id: number;
  lastname: string;
  status: Status;
  location: { id: number; name: string; address: { country: { code: string; name: string | null } | null } } | null;
}
interface BookingPage {
  list: Booking[];
  total: number;
  totalIsEstimate: boolean;
  filterable: Record<"countries" | "locations" | "status", Array<{ property: string | null; name?: string | null; count: number }>>;
}

/** The meeting bookings table (filter=page) and a location's bookings (filter=location). */
describe.each(testDatabaseKinds)("meeting bookings on %s", (kind) => {
  let t: TestApp;
  let staff: Client;
  const stores = {} as Record<Store, number>;
  let emptyStore = 0;
  const ids = new Map<string, number>();

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    staff = await t.login(["meetingBooking"]);
    const country = async (code: string, name: string) =>
      (await db.insertInto("countries").values({ code, name }).returning("id").executeTakeFirstOrThrow()).id;
    const se = await country("SE", "Sweden");
    const dk = await country("DK", "Denmark");
    await country("NO", "Norway");
    const location = async (name: string, countryId: number, city: string) =>
      (
        await db
          .insertInto("company_locations")
          .values({ name, country_id: countryId, street: "Storgatan 1", zip_code: "211 22", city })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    stores.malmo = await location("Malmö Sängar", se, "Malmö");
    stores.stockholm = await location("Bäddhuset Stockholm", se, "Stockholm");
    stores.copenhagen = await location("Copenhagen Beds", dk, "København");
    stores.gone = await location("Closed For Good", se, "Lund");
    emptyStore = await location("Empty Store", se, "Ystad");
    // Oldest first, so ids follow dates as they do for bookings made one by one.
    for (const seed of [...SEEDS].reverse()) {
      const row = await db
        .insertInto("meeting_bookings")
        .values({
          firstname: seed.firstname,
          lastname: seed.lastname,
          email: seed.email,
          telephone: seed.telephone,
          location_id: stores[seed.store],
          status: seed.status,
          message: seed.lastname === "Andersson" ? "Can we come on Saturday?" : null,
          created_at: seed.created,
          updated_at: seed.created,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      ids.set(seed.lastname, row.id);
    }
    // Its bookings stay, without a location.
    await db.deleteFrom("company_locations").where("id", "=", stores.gone).execute();
  });
  afterAll(() => t?.close());

  const query = (params: Record<string, unknown>) =>
    new URLSearchParams(Object.entries(params).map(([k, v]) => [k, typeof v === "object" ? JSON.stringify(v) : String(v)])).toString();
  const page = async (params: Record<string, unknown> = {}, client = staff) => {
    const answer = await client.get(`/rest/meeting/booked-visits?${query(params)}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as BookingPage;
  };
  const names = (list: Booking[]) => list.map((b) => b.lastname);
  const atLocation = async (locationId: number, client = staff) => {
    const answer = await client.get(`/rest/meeting/booked-visits?filter=location&locationId=${locationId}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as Booking[];
  };

  it("pages newest first by default with the exact total and the filter options", async () => {
    const first = await page();
    expect(names(first.list)).toEqual(ALL);
    expect(first).toMatchObject({ total: 8, totalIsEstimate: false });
    expect(first.filterable.status).toEqual([
      { property: "new", count: 3 },
      { property: "done", count: 4 },
      { property: "canceled", count: 1 },
    ]);
    // Countries and locations with bookings, by name; Norway and Empty Store have none, and
    // the deleted location's booking counts only in its status.
    expect(first.filterable.countries).toEqual([
      { property: "DK", name: "Denmark", count: 2 },
      { property: "SE", name: "Sweden", count: 5 },
    ]);
    expect(first.filterable.locations).toEqual([
      { property: String(stores.stockholm), name: "Bäddhuset Stockholm", count: 2 },
      { property: String(stores.copenhagen), name: "Copenhagen Beds", count: 2 },
      { property: String(stores.malmo), name: "Malmö Sängar", count: 3 },
    ]);

    expect(first.list[0]).toEqual({
      id: ids.get("Andersson"),
      createdAt: "2026-02-10T09:00:00.000Z",
      firstname: "Kim",
      lastname: "Andersson",
      email: "k.andersson@customer.test",
      telephone: "+46 70 500 00 05",
      location: {
        id: stores.malmo,
        name: "Malmö Sängar",
        address: { street: "Storgatan 1", displayAddress: "Storgatan 1, 211 22 Malmö, Sweden", country: { code: "SE", name: "Sweden" } },
      },
      status: "new",
      message: "Can we come on Saturday?",
      updatedAt: "2026-02-10T09:00:00.000Z",
    });
    expect(first.list.find((b) => b.lastname === "Ek")!.location).toBeNull();

    const second = await page({ page: 2, count: 3 });
    expect(names(second.list)).toEqual(ALL.slice(3, 6));
    expect(second.total).toBe(8);
    expect(await page({ page: 3, count: 3 })).toMatchObject({ total: 8, list: [{ lastname: "Gran" }, { lastname: "Holm" }] });
    expect(await page({ page: 4, count: 3 })).toMatchObject({ total: 8, list: [] });
    // filter=page is the default, and may be named.
    expect(names((await page({ filter: "page", count: 2 })).list)).toEqual(["Andersson", "Berg"]);
  });

  it("sorts by every offered column, both ways", async () => {
    const ascending: Record<string, string[]> = {
      createdAt: [...ALL].reverse(),
      firstname: ["Carlsson", "Berg", "Holm", "Fors", "Andersson", "Gran", "Dahl", "Ek"],
      lastname: ALL,
      email: ["Fors", "Berg", "Dahl", "Ek", "Gran", "Holm", "Andersson", "Carlsson"],
      telephone: ["Berg", "Fors", "Gran", "Carlsson", "Andersson", "Holm", "Ek", "Dahl"],
      // By code (canceled, done, new), equal ones newest first.
      status: ["Carlsson", "Berg", "Dahl", "Gran", "Holm", "Andersson", "Ek", "Fors"],
      // By the location's name, a location's newest first; the deleted location's last.
      location: ["Carlsson", "Holm", "Berg", "Fors", "Andersson", "Dahl", "Gran", "Ek"],
    };
    for (const [sort, expected] of Object.entries(ascending)) {
      expect(names((await page({ sort, direction: "asc" })).list), `${sort} asc`).toEqual(expected);
      expect(names((await page({ sort, direction: "desc" })).list), `${sort} desc`).toEqual([...expected].reverse());
      // The deferred join keeps the order across pages.
      expect(names((await page({ sort, direction: "asc", page: 2, count: 3 })).list), `${sort} page 2`).toEqual(expected.slice(3, 6));
    }
    // The location sort reads only the page's locations: with a filter, and past the end.
    expect(names((await page({ sort: "location", filters: { status: "done" } })).list)).toEqual(["Holm", "Berg", "Dahl", "Gran"]);
    expect(names((await page({ sort: "location", direction: "desc", filters: { country: "SE" }, page: 2, count: 2 })).list)).toEqual([
      "Andersson",
      "Holm",
    ]);
    expect(await page({ sort: "location", page: 4, count: 3 })).toMatchObject({ list: [], total: 8 });
    // Without a direction createdAt is newest first, any other field ascending.
    expect(names((await page({ sort: "createdAt" })).list)).toEqual(ALL);
    expect(names((await page({ sort: "telephone" })).list)).toEqual(ascending.telephone);
  });

  it("filters by status, country and location, with exact totals and unchanged filter options", async () => {
    const done = await page({ filters: { status: "done" } });
    expect(names(done.list)).toEqual(["Berg", "Dahl", "Gran", "Holm"]);
    expect(done).toMatchObject({ total: 4, totalIsEstimate: false });
    expect(done.filterable.status).toContainEqual({ property: "new", count: 3 });
    expect(done.filterable.locations).toHaveLength(3);

    const sweden = await page({ filters: { country: "SE" } });
    expect(names(sweden.list)).toEqual(["Andersson", "Carlsson", "Dahl", "Gran", "Holm"]);
    expect(sweden.total).toBe(5);
    expect(await page({ filters: { country: "NO" } })).toMatchObject({ list: [], total: 0 });

    // A location id as a number, or as the filter options give it.
    const malmo = await page({ filters: { location: stores.malmo } });
    expect(names(malmo.list)).toEqual(["Andersson", "Dahl", "Gran"]);
    expect(malmo.total).toBe(3);
    expect(names((await page({ filters: { location: String(stores.malmo) } })).list)).toEqual(["Andersson", "Dahl", "Gran"]);
    expect(await page({ filters: { location: emptyStore } })).toMatchObject({ list: [], total: 0 });

    const combined = await page({ filters: { status: "done", country: "SE" }, sort: "lastname", direction: "desc" });
    expect(names(combined.list)).toEqual(["Holm", "Gran", "Dahl"]);
    expect(combined.total).toBe(3);
    expect(await page({ filters: { status: "new", location: stores.copenhagen, country: "DK" } })).toMatchObject({
      total: 1,
      list: [{ lastname: "Fors" }],
    });
    expect(await page({ filters: { location: stores.copenhagen, country: "SE" } })).toMatchObject({ total: 0, list: [] });
    // Filtered pages keep the filtered total.
    expect(await page({ filters: { status: "done" }, page: 2, count: 3 })).toMatchObject({ total: 4, list: [{ lastname: "Holm" }] });
    // Empty values are no filter.
    expect((await page({ filters: { status: "", country: null, location: "" } })).total).toBe(8);
    expect((await page({ filters: {} })).total).toBe(8);
  });

  it("answers a location's bookings newest first as a plain list", async () => {
    const malmo = await atLocation(stores.malmo);
    expect(Array.isArray(malmo)).toBe(true);
    expect(names(malmo)).toEqual(["Andersson", "Dahl", "Gran"]);
    expect(malmo[0]).toMatchObject({ id: ids.get("Andersson"), location: { id: stores.malmo, name: "Malmö Sängar" }, status: "new" });
    expect(names(await atLocation(stores.copenhagen))).toEqual(["Berg", "Fors"]);
    expect(await atLocation(emptyStore)).toEqual([]);

    for (const missing of [stores.gone, 987_654_321]) {
      const answer = await staff.get(`/rest/meeting/booked-visits?filter=location&locationId=${missing}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error.code).toBe("NOT_FOUND");
    }
  });

  it("answers bad input with 400 and the failing field, never 500", async () => {
    const filters = (value: unknown) => `filters=${encodeURIComponent(typeof value === "string" ? value : JSON.stringify(value))}`;
    const cases: Array<[string, string]> = [
      ["filter=week", "filter"],
      ["filter=location", "locationId"],
      ["filter=location&locationId=abc", "locationId"],
      ["filter=location&locationId=0", "locationId"],
      [`locationId=${stores.malmo}`, "filter"],
      [`filter=page&locationId=${stores.malmo}`, "filter"],
      ["page=0", "page"],
      ["page=x", "page"],
      ["count=1001", "count"],
      ["count=0", "count"],
      ["sort=password", "sort"],
      ["sort=id", "sort"],
      ["direction=up", "direction"],
      [filters("{oops"), "filters"],
      [filters([1]), "filters"],
      [filters("null"), "filters"],
      [filters({ colour: "red" }), "filters.colour"],
      [filters({ statusCode: "new" }), "filters.statusCode"],
      [filters({ status: "booked" }), "filters.status"],
      [filters({ status: 1 }), "filters.status"],
      [filters({ country: "se" }), "filters.country"],
      [filters({ country: "SWE" }), "filters.country"],
      [filters({ location: "abc" }), "filters.location"],
      [filters({ location: 0 }), "filters.location"],
      [filters({ location: -3 }), "filters.location"],
      [filters({ location: 1.5 }), "filters.location"],
      [filters({ location: [1] }), "filters.location"],
      [`filters=${"x".repeat(4001)}`, "filters"],
    ];
    for (const [params, field] of cases) {
      const answer = await staff.get(`/rest/meeting/booked-visits?${params}`);
      expect(answer.statusCode, `${params}: ${answer.body}`).toBe(400);
      expect(Object.keys(answer.json().error.fields ?? {}), `${params}: ${answer.body}`).toContain(field);
    }
  });

  it("needs a session and the meetingBooking or company permission, for both forms", async () => {
    const urls = ["/rest/meeting/booked-visits", `/rest/meeting/booked-visits?filter=location&locationId=${stores.malmo}`];
    const company = await t.login(["company"]);
    const all = await t.login(["all"]);
    const neither = await t.login(["catalogOrder", "contact", "manager"]);
    for (const url of urls) {
      expect((await anonymous(t.app).get(url)).statusCode, url).toBe(401);
      const refused = await neither.get(url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error.code).toBe("FORBIDDEN");
      for (const client of [staff, company, all]) expect((await client.get(url)).statusCode, url).toBe(200);
    }
    expect((await page({}, company)).total).toBe(8);
    expect(names(await atLocation(stores.malmo, company))).toEqual(["Andersson", "Dahl", "Gran"]);
  });

  it("keeps totals and filter options current as bookings and locations change", async () => {
    const db = t.database.db;
    await db.updateTable("meeting_bookings").set({ status: "done" }).where("id", "=", ids.get("Andersson")!).execute();
    let answer = await page({ filters: { status: "done" } });
    expect(answer.total).toBe(5);
    expect(answer.filterable.status).toEqual([
      { property: "new", count: 2 },
      { property: "done", count: 5 },
      { property: "canceled", count: 1 },
    ]);

    await db
      .insertInto("meeting_bookings")
      .values({ lastname: "Iversen", location_id: emptyStore, created_at: "2026-02-11T09:00:00Z" })
      .execute();
    await db.updateTable("company_locations").set({ name: "Aaa Sängar" }).where("id", "=", stores.malmo).execute();
    answer = await page();
    expect(answer.total).toBe(9);
    expect(answer.list[0]).toMatchObject({ lastname: "Iversen", status: "new", location: { id: emptyStore } });
    expect(answer.filterable.locations.map((l) => l.name)).toEqual(["Aaa Sängar", "Bäddhuset Stockholm", "Copenhagen Beds", "Empty Store"]);
    expect(answer.filterable.countries).toContainEqual({ property: "SE", name: "Sweden", count: 6 });

    await db.updateTable("countries").set({ name: "Kingdom of Sweden" }).where("code", "=", "SE").execute();
    expect((await page()).filterable.countries).toContainEqual({ property: "SE", name: "Kingdom of Sweden", count: 6 });
  });

  it("shows each write in the next page though pages are kept", async () => {
    // Pages are kept in memory per version of bookings, locations and countries (0004, 0007):
    // the same page asked after each write shows it, whether the API or SQL made it.
    const first = async () => (await page({ count: 3 })).list[0]!;
    const newest = await first();
    expect(await first()).toEqual(newest);
    const next = newest.status === "canceled" ? "done" : "canceled";
    const changed = await staff.post("/rest/meeting/booking/update-status", { bookingId: newest.id, status: next });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await first()).status).toBe(next);
    await t.database.db.updateTable("company_locations").set({ name: "Kept Store" }).where("id", "=", newest.location!.id).execute();
    expect((await first()).location!.name).toBe("Kept Store");
    await t.database.db.updateTable("countries").set({ name: "Sverige" }).where("code", "=", "SE").execute();
    expect((await first()).location!.address.country!.name).toBe("Sverige");
  });

  it("lists at most 1000 of a location's bookings, the newest", async () => {
    await sql`insert into meeting_bookings (lastname, location_id, status, created_at)
      select 'Bulk ' || g, ${stores.copenhagen}, 'done', timestamptz '2025-01-01' + g * interval '1 minute'
      from generate_series(1, 1005) g`.execute(t.database.db);
    const list = await atLocation(stores.copenhagen);
    expect(list).toHaveLength(1000);
    // Berg and Fors (2026) are newer than every bulk row; the 7 oldest bulk rows are left out.
    expect(names(list).slice(0, 4)).toEqual(["Berg", "Fors", "Bulk 1005", "Bulk 1004"]);
    expect(list.at(-1)!.lastname).toBe("Bulk 8");
    const paged = await page({ filters: { location: stores.copenhagen }, count: 1000, page: 2 });
    expect(paged).toMatchObject({ total: 1007, totalIsEstimate: false });
    expect(names(paged.list)).toEqual(["Bulk 7", "Bulk 6", "Bulk 5", "Bulk 4", "Bulk 3", "Bulk 2", "Bulk 1"]);
  });
});
