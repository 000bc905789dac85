import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { STATUS_IDS } from "../../src/server/routes/catalog/order-list-query.ts";
import { searchBounds } from "../../src/server/routes/catalog/order-search.ts";
import { createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { searchPages } from "../fixtures/catalog-search-pages.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";

/**
 * A search alone, sorted by a column the search table keys but cannot walk, with more matches
 * than it reads with their keys (issue 14, order-search.ts readsBunched): matches at the far
 * end of the sort, past more rows than there are matches, are read whole and counted exactly;
 * matches at the walk's start are walked, with an estimate that says so; far matches beyond the
 * whole-read bound are walked too. Every way gives the same rows in the same order, by number
 * and by keyset.
 *
 * The bounds are lowered so a few dozen rows take each way (the module is the app's own: the
 * test app runs in this process).
 */

const WORD = "brakvund";
const MATCHES = 12;
const FILLERS = 60;
const LOWERED = { keyedMatches: 5, probeRank: 3, wholeMatches: 100 };

/** The matching rows by last name ascending: "Zeta 01" … "Zeta 12", after every filler ("Aalto …"). */
const ASCENDING = Array.from({ length: MATCHES }, (_, i) => `Zeta ${String(i + 1).padStart(2, "0")}`);

describe.each(testDatabaseKinds)("a search with more matches than it reads with their keys on %s", (kind) => {
  let t: TestApp;
  let staff: Client;
  const defaults = { ...searchBounds };
  beforeAll(async () => {
    t = await createTestApp(kind);
    staff = await t.login(["catalogOrder"]);
    // The word is in the e-mail only, so the last names order the rows and the fillers come first.
    await sql`insert into catalog_orders (firstname, lastname, email, city, zip_code, country, offers, status_id)
      select 'Filler', 'Aalto ' || lpad(g::text, 3, '0'), 'filler' || g || '@example.org', 'Ort', '999 97', 'FI', '{}', ${STATUS_IDS.new}
      from generate_series(1, ${sql.lit(FILLERS)}) g`.execute(t.database.db);
    await sql`insert into catalog_orders (firstname, lastname, email, city, zip_code, country, offers, status_id)
      select 'Match', 'Zeta ' || lpad(g::text, 2, '0'), ${WORD} || g || '@example.org', 'Ort', '999 97', 'FI', '{}', ${STATUS_IDS.new}
      from generate_series(1, ${sql.lit(MATCHES)}) g`.execute(t.database.db);
    // The choice between walking and reading whole weighs the planner's estimates: give it the rows' statistics.
    await sql`analyze catalog_orders`.execute(t.database.db);
    Object.assign(searchBounds, LOWERED);
  });
  afterEach(() => Object.assign(searchBounds, LOWERED));
  afterAll(async () => {
    Object.assign(searchBounds, defaults);
    await t?.close();
  });
  const { page, byKeyset } = searchPages(() => staff);
  const query = (direction: string) => ({ filters: { searchString: WORD }, sort: "lastname", direction, count: 5 });

  it("reads matches bunched at the end of the sort whole and totals them exactly", async () => {
    const first = await page(query("asc"));
    expect(first).toMatchObject({ total: MATCHES, totalIsEstimate: false });
    expect(first.list.map((o) => o.lastname)).toEqual(ASCENDING.slice(0, 5));
    const third = await page({ ...query("asc"), page: 3 });
    expect(third.list.map((o) => o.lastname)).toEqual(ASCENDING.slice(10));
    expect(third).toMatchObject({ total: MATCHES, totalIsEstimate: false });
    const all = await byKeyset(query("asc"));
    expect(all.seen).toEqual(ASCENDING);
    expect(all.totals.every((total) => total === MATCHES)).toBe(true);
    const back = await page({ ...query("asc"), before: all.last.previousCursor });
    expect(back.list.map((o) => o.lastname)).toEqual(ASCENDING.slice(5, 10));
  });

  it("walks matches at the start of the sort, with an estimate flagged", async () => {
    const descending = [...ASCENDING].reverse();
    const first = await page(query("desc"));
    expect(first.totalIsEstimate).toBe(true);
    expect(first.total).toBeGreaterThan(LOWERED.keyedMatches);
    expect(first.list.map((o) => o.lastname)).toEqual(descending.slice(0, 5));
    const all = await byKeyset(query("desc"));
    expect(all.seen).toEqual(descending);
    expect(all.totals.every((total) => total === first.total)).toBe(true);
  });

  it("walks bunched matches beyond the whole-read bound, in the same order", async () => {
    searchBounds.wholeMatches = MATCHES - 1;
    // A write moves the catalog's version on, so no answer kept from the first test can serve.
    await sql`update catalog_orders set firstname = 'Filler, edited' where lastname = 'Aalto 001'`.execute(t.database.db);
    const first = await page(query("asc"));
    expect(first.totalIsEstimate).toBe(true);
    expect(first.list.map((o) => o.lastname)).toEqual(ASCENDING.slice(0, 5));
    const all = await byKeyset(query("asc"));
    expect(all.seen).toEqual(ASCENDING);
    const second = await page({ ...query("asc"), page: 2 });
    expect(second.list.map((o) => o.lastname)).toEqual(ASCENDING.slice(5, 10));
  });
});
