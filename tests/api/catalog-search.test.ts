import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";
import { searchPages as pages } from "../fixtures/catalog-search-pages.ts";

// The rows asserted on carry tokens no other row has ("xylo", "quorvex"), so the answers are exact.
const CUSTOMERS = [
  {
    firstname: "Anna",
    lastname: "Svensson",
    email: "anna.svensson@gmail.com",
    phone: "+46 70 111 22 33",
    street: "Xylogatan 3",
    zip_code: "126 86",
    city: "Hägersten",
    created_date: "2026-02-05T10:00:00Z",
  },
  {
    firstname: "Bo",
    lastname: "Xylonder",
    email: "bo.x@example.org",
    phone: "070-444 55 66",
    street: "Storgatan 9",
    zip_code: "211 22",
    city: "Malmö",
    created_date: "2026-02-04T10:00:00Z",
  },
  {
    firstname: "Cilla",
    lastname: "Berg",
    email: "cilla@xylo.test",
    phone: null,
    street: "Kyrkvägen 1",
    zip_code: "0150",
    city: "Oslo",
    created_date: "2026-02-03T10:00:00Z",
  },
  {
    firstname: "Dag",
    lastname: "Xylström",
    email: null,
    phone: "+47 934 27 343",
    street: "Xylovej 2",
    zip_code: "8450",
    city: "Hammel",
    created_date: "2026-02-02T10:00:00Z",
  },
  {
    firstname: "Eva",
    lastname: "Ek",
    email: "eva.ek@example.org",
    phone: "+358 40 753 2641",
    street: "Xylokatu 5",
    zip_code: "00100",
    city: "Helsinki",
    created_date: "2026-02-01T10:00:00Z",
  },
];
const COMMON = 150;
/** The rows of a word read from windows of days on a large table (its last test). */
const WINDOWED = 300;

/**
 * Searching the catalog table (issue 14): every word anywhere in names, e-mail, phone, street,
 * zip code and city, in any case and in part; zip codes and phone numbers also without their
 * separators; totals exact for few matches and an estimate for common words on a large table;
 * pages by number and by keyset in the sort in force.
 */
/** The customers and the common word's rows, each as its own statement as requests arrive. */
async function seedSearchRows(t: TestApp) {
  const status = await t.database.db.selectFrom("catalog_order_statuses").select("id").where("code", "=", "new").executeTakeFirstOrThrow();
  for (const customer of CUSTOMERS) {
    await t.database.db
      .insertInto("catalog_orders")
      .values({ ...customer, country: "SE", offers: [], status_id: status.id })
      .execute();
  }
  // A word common enough to be walked (more than the probe's 50 among the newest requests), in
  // one statement as a seed or an import writes rows; a minute apart, older than the customers.
  await sql`insert into catalog_orders (firstname, lastname, email, street, city, zip_code, country, offers, status_id, created_date)
    select 'Quorvex', 'Row ' || lpad(g::text, 3, '0'), null, 'Vägen ' || g, 'Ort', '999 99', 'NO', '{}', ${status.id},
      timestamptz '2025-06-01' + g * interval '1 minute'
    from generate_series(1, ${sql.lit(COMMON)}) g`.execute(t.database.db);
  return status.id;
}

/** The common word's rows as the table shows them, newest first. */
const COMMON_ROWS = Array.from({ length: COMMON }, (_, i) => `Row ${String(COMMON - i).padStart(3, "0")}`);

describe.each(testDatabaseKinds)("catalog request search on %s", (kind) => {
  let t: TestApp;
  let staff: Client;
  let statusId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    staff = await t.login(["catalogOrder"]);
    statusId = await seedSearchRows(t);
  });
  afterAll(() => t?.close());
  const { page, search, byKeyset } = pages(() => staff);

  it("finds every word anywhere, in any case and in part", async () => {
    expect(await search("SVENS")).toEqual(["Svensson"]);
    expect(await search("xylo")).toEqual(["Svensson", "Xylonder", "Berg", "Xylström", "Ek"]);
    expect(await search("xylo malmö")).toEqual(["Xylonder"]);
    expect(await search("anna hägersten xylogatan")).toEqual(["Svensson"]);
    expect(await search("anna malmö")).toEqual([]);
    expect(await search("xylo", { sort: "lastname" })).toEqual(["Berg", "Ek", "Svensson", "Xylonder", "Xylström"]);
    expect(await search("xylo", { filters: { searchString: "xylo", countryCode: "SE" }, sort: "zipCode" })).toEqual([
      "Ek",
      "Berg",
      "Svensson",
      "Xylonder",
      "Xylström",
    ]);
  });

  it("finds partial e-mail addresses", async () => {
    expect(await search("anna.sv")).toEqual(["Svensson"]);
    expect(await search("@gmail")).toEqual(["Svensson"]);
    expect(await search("@XYLO.TE")).toEqual(["Berg"]);
    expect(await search("bo.x@")).toEqual(["Xylonder"]);
  });

  it("finds zip codes with and without their space", async () => {
    expect(await search("126 86")).toEqual(["Svensson"]);
    expect(await search("12686")).toEqual(["Svensson"]);
    expect(await search("211 22 xylonder")).toEqual(["Xylonder"]);
    expect(await search("21122")).toEqual(["Xylonder"]);
    expect(await search("211-22")).toEqual(["Xylonder"]);
    expect(await search("00100")).toEqual(["Ek"]);
  });

  it("finds phone numbers by fragments, as written, as digits and in national form", async () => {
    expect(await search("+46 70 111")).toEqual(["Svensson"]);
    expect(await search("0701112233")).toEqual(["Svensson"]);
    expect(await search("070-111")).toEqual(["Svensson"]);
    expect(await search("4670111")).toEqual(["Svensson"]);
    expect(await search("070-444")).toEqual(["Xylonder"]);
    expect(await search("0704445566")).toEqual(["Xylonder"]);
    expect(await search("93427343")).toEqual(["Xylström"]);
    expect(await search("040 753")).toEqual(["Ek"]);
    expect(await search("0407532641")).toEqual(["Ek"]);
  });

  it("finds a number as typed wherever it stands, by its digits: in a street, an e-mail, a name", async () => {
    const extra = await t.database.db
      .insertInto("catalog_orders")
      .values({
        ...CUSTOMERS[0]!,
        lastname: "Xylonum",
        email: "kim.1.22@xylonum.test",
        phone: null,
        street: "Ringvägen 12-14 (3/4)",
        zip_code: "777 77",
        country: "SE",
        offers: [],
        status_id: statusId,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    try {
      for (const word of ["12-14", "-14", "12-", "2-1", "3/4", "(3/4)", "1.22", ".1.2", "1214"]) {
        expect(await search(`xylonum ${word}`), word).toEqual(["Xylonum"]);
      }
      // The digits are searched as one run: 14-12 is nowhere in "12-14".
      expect(await search("xylonum 14-12")).toEqual([]);
    } finally {
      await t.database.db.deleteFrom("catalog_orders").where("id", "=", extra.id).execute();
    }
  });

  it("keeps the search current as requests are changed and deleted", async () => {
    const id = (await page({ filters: { searchString: "xylonder" } })).list[0]!.id;
    await t.database.db.updateTable("catalog_orders").set({ lastname: "Ylonder", zip_code: "222 33" }).where("id", "=", id).execute();
    expect(await search("xylonder")).toEqual([]);
    expect(await search("ylonder 22233")).toEqual(["Ylonder"]);
    await t.database.db.updateTable("catalog_orders").set({ lastname: "Xylonder", zip_code: "211 22" }).where("id", "=", id).execute();
    expect(await search("21122")).toEqual(["Xylonder"]);
    const extra = await t.database.db
      .insertInto("catalog_orders")
      .values({ ...CUSTOMERS[0]!, lastname: "Xylotemp", country: "SE", offers: [], status_id: statusId })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(await search("xylotemp")).toEqual(["Xylotemp"]);
    await t.database.db.deleteFrom("catalog_orders").where("id", "=", extra.id).execute();
    expect(await search("xylotemp")).toEqual([]);
  });

  it("totals few matches exactly, pages by number and by keyset in the sort in force", async () => {
    const first = await page({ filters: { searchString: "xylo" }, count: 2 });
    expect(first).toMatchObject({ total: 5, totalIsEstimate: false });
    expect(first.list.map((o) => o.lastname)).toEqual(["Svensson", "Xylonder"]);
    const second = await page({ filters: { searchString: "xylo" }, count: 2, after: first.nextCursor });
    expect(second.list.map((o) => o.lastname)).toEqual(["Berg", "Xylström"]);
    expect(second.total).toBe(5);
    const third = await page({ filters: { searchString: "xylo" }, count: 2, after: second.nextCursor });
    expect(third.list.map((o) => o.lastname)).toEqual(["Ek"]);
    expect(third.nextCursor).toBeNull();
    const back = await page({ filters: { searchString: "xylo" }, count: 2, before: third.previousCursor });
    expect(back.list.map((o) => o.lastname)).toEqual(["Berg", "Xylström"]);
    // By last name, by keyset.
    const byName = await page({ filters: { searchString: "xylo" }, count: 3, sort: "lastname", direction: "desc" });
    expect(byName.list.map((o) => o.lastname)).toEqual(["Xylström", "Xylonder", "Svensson"]);
    const byNameNext = await page({
      filters: { searchString: "xylo" },
      count: 3,
      sort: "lastname",
      direction: "desc",
      after: byName.nextCursor,
    });
    expect(byNameNext.list.map((o) => o.lastname)).toEqual(["Ek", "Berg"]);
    expect(byNameNext.total).toBe(5);
  });

  it("counts a common word exactly on a small table, every page in order", async () => {
    const second = await page({ filters: { searchString: "quorvex" }, count: 40, page: 2 });
    expect(second).toMatchObject({ total: COMMON, totalIsEstimate: false });
    expect(second.list.map((o) => o.lastname)).toEqual(COMMON_ROWS.slice(40, 80));
    const all = await byKeyset({ filters: { searchString: "quorvex" }, count: 40 });
    expect(all.seen).toEqual(COMMON_ROWS);
    expect(all.totals.every((total) => total === COMMON)).toBe(true);
  });
});

/**
 * The same rows on a table the planner counts as large (its pg_class row count set before any
 * search, as a million requests would have it): common words are walked in the sort's order and
 * totalled by an estimate that says so; few matches are still counted exactly.
 */
describe.each(testDatabaseKinds)("catalog request search on a large table on %s", (kind) => {
  let t: TestApp;
  let staff: Client;
  beforeAll(async () => {
    t = await createTestApp(kind);
    staff = await t.login(["catalogOrder"]);
    await seedSearchRows(t);
    await sql`update pg_class set reltuples = 2000000 where oid = 'catalog_order_search'::regclass`.execute(t.database.db);
  });
  afterAll(() => t?.close());
  const { page, search, byKeyset } = pages(() => staff);

  it("reads a word newest first from windows of days, by number and by keyset; the window that holds every row counts exactly", async () => {
    // The quorvex rows are 250 days older than the newest request: the newest day holds none,
    // so the next window reaches the table's end and counts them (order-search-window.ts).
    const first = await page({ filters: { searchString: "quorvex" }, count: 40 });
    expect(first).toMatchObject({ total: COMMON, totalIsEstimate: false });
    expect(first.list.map((o) => o.lastname)).toEqual(COMMON_ROWS.slice(0, 40));
    const third = await page({ filters: { searchString: "quorvex" }, count: 40, page: 3 });
    expect(third.list.map((o) => o.lastname)).toEqual(COMMON_ROWS.slice(80, 120));
    expect(third).toMatchObject({ total: COMMON, totalIsEstimate: false });
    const all = await byKeyset({ filters: { searchString: "quorvex" }, count: 40 });
    expect(all.seen).toEqual(COMMON_ROWS);
    expect(all.totals.every((total) => total === first.total)).toBe(true);
    const back = await page({ filters: { searchString: "quorvex" }, count: 40, before: all.last.previousCursor });
    expect(back.list.map((o) => o.lastname)).toEqual(COMMON_ROWS.slice(80, 120));
    const oldest = await byKeyset({ filters: { searchString: "quorvex" }, count: 60, direction: "asc" });
    expect(oldest.seen).toEqual([...COMMON_ROWS].reverse());
  });

  it("counts few matches exactly and reads other sorts and filters in their order", async () => {
    expect(await page({ filters: { searchString: "xylo" } })).toMatchObject({ total: 5, totalIsEstimate: false });
    expect(await search("12686")).toEqual(["Svensson"]);
    const byName = await byKeyset({ filters: { searchString: "quorvex" }, count: 50, sort: "lastname", direction: "desc" });
    expect(byName.seen).toEqual(COMMON_ROWS);
    const inNorway = await page({ filters: { searchString: "quorvex", countryCode: "NO" }, count: 10, page: 2, sort: "id" });
    expect(inNorway.list.map((o) => o.lastname)).toEqual([...COMMON_ROWS].reverse().slice(10, 20));
    expect(inNorway).toMatchObject({ total: COMMON, totalIsEstimate: false });
  });

  it("estimates a word's total from the newest days that hold enough of it, the same on every page, and reads every page in order", async () => {
    // An hour apart back from the newest day's morning: 10 on that day, the rest in the 12 before
    // it, so the second window (20 days) holds all 300 but not the table's oldest rows.
    const status = await t.database.db
      .selectFrom("catalog_order_statuses")
      .select("id")
      .where("code", "=", "new")
      .executeTakeFirstOrThrow();
    await sql`insert into catalog_orders (firstname, lastname, email, street, city, zip_code, country, offers, status_id, created_date)
      select 'Plomvex', 'Hour ' || lpad(g::text, 3, '0'), null, 'Vägen ' || g, 'Ort', '999 98', 'DK', '{}', ${status.id},
        timestamptz '2026-02-05T09:00:00Z' - g * interval '1 hour'
      from generate_series(0, ${sql.lit(WINDOWED - 1)}) g`.execute(t.database.db);
    const newestFirst = Array.from({ length: WINDOWED }, (_, i) => `Hour ${String(i).padStart(3, "0")}`);
    const first = await page({ filters: { searchString: "plomvex" }, count: 40 });
    expect(first.totalIsEstimate).toBe(true);
    expect(first.total).toBeGreaterThanOrEqual(WINDOWED);
    expect(first.list.map((o) => o.lastname)).toEqual(newestFirst.slice(0, 40));
    // The last page lies past the windows: read from every match, with the same total.
    const last = await page({ filters: { searchString: "plomvex" }, count: 40, page: 8 });
    expect(last.list.map((o) => o.lastname)).toEqual(newestFirst.slice(280));
    expect(last).toMatchObject({ total: first.total, totalIsEstimate: true });
    const all = await byKeyset({ filters: { searchString: "plomvex" }, count: 70 });
    expect(all.seen).toEqual(newestFirst);
    expect(all.totals.every((total) => total === first.total)).toBe(true);
    const back = await page({ filters: { searchString: "plomvex" }, count: 70, before: all.last.previousCursor });
    expect(back.list.map((o) => o.lastname)).toEqual(newestFirst.slice(210, 280));
    // Oldest first the first window (the table's oldest day) holds none: the next one is the whole table, counted.
    const oldest = await byKeyset({ filters: { searchString: "plomvex" }, count: 90, direction: "asc" });
    expect(oldest.seen).toEqual([...newestFirst].reverse());
    expect(oldest.totals.every((total) => total === WINDOWED)).toBe(true);
    expect(await page({ filters: { searchString: "plomvex" }, direction: "asc" })).toMatchObject({ totalIsEstimate: false });
  });
});
