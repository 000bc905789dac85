import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase, testDatabaseKinds } from "../../../../tests/fixtures/databases.ts";
import { verifyPassword } from "../../auth/password.ts";
import type { Database } from "../database.ts";
import { bulkLoad, copyText } from "./bulk-load.ts";
import { CATALOG_ORDER_COLUMNS } from "./catalog-orders.ts";
import { appendDemoData, seedDemoData, tableCounts, type SeedOptions } from "./index.ts";
import { RETAILERS } from "./locations.ts";
import { BRAND_NAME, MARKETS } from "./markets.ts";
import { looksLikeInstitution } from "./town-names.ts";
import { blockDataProblems } from "../../routes/cmsEditor/block-data-schema.ts";

/** Small counts keep the test fast; the postal codes are always loaded in full. */
const OPTIONS: SeedOptions = {
  demoPassword: "demo-password-for-tests",
  referenceDate: new Date(Date.UTC(2026, 2, 15)),
  counts: {
    locations: 40,
    catalogOrders: 800,
    meetingBookings: 80,
    contacts: 120,
    newsletterSubscriptions: 60,
    quotes: 30,
    warrantyRegistrations: 40,
    mediaOrders: 25,
  },
};

/** How long the seeds of beforeAll may take at most. */
const SEEDING_TIMEOUT_MS = 600_000;

/** Tables the running product fills by itself (sessions, throttling, audit, settings). */
const RUNTIME_TABLES = ["sessions", "login_failures", "audit_log", "settings", "gdpr_erasures", "cms_preview_blocks"];

interface Seeded {
  database: Database;
  drop: () => Promise<void>;
}

const seeded = new Map<string, Seeded>();
/** A second seed of a fresh database; with PostgreSQL configured, that is the PostgreSQL one. */
let twin: Seeded;

beforeAll(async () => {
  await Promise.all(
    testDatabaseKinds.map(async (kind) => {
      const fresh = await freshDatabase(kind);
      seeded.set(kind, fresh);
      await seedDemoData(fresh.database, OPTIONS);
    }),
  );
  if (seeded.has("postgres")) twin = seeded.get("postgres")!;
  else {
    twin = await freshDatabase("pglite");
    await seedDemoData(twin.database, OPTIONS);
  }
  // Two full seeds side by side (every postal code, on PGlite and PostgreSQL): some 40 s on a
  // quiet machine, but over the default two minutes on a busy one (a CI run beside a
  // 10,000,000-row seed). A time limit is a safety net here, not an assertion.
}, SEEDING_TIMEOUT_MS);
afterAll(async () => {
  for (const s of seeded.values()) await s.drop();
  if (twin && ![...seeded.values()].includes(twin)) await twin.drop();
});

describe("demo seed", () => {
  it("is deterministic: two seeds of fresh databases hold the same rows", async () => {
    const sample = async (database: Database) => {
      const db = database.db;
      return {
        countries: await db
          .selectFrom("countries")
          .select(["id", "code", "name", "name_sv", "is_key_market", "have_specific_sales_regions", "catalog_fallback_email"])
          .orderBy("id")
          .execute(),
        regions: await db
          .selectFrom("regions")
          .select(["id", "parent_id", "level", "name", "code", "min_lat", "max_lng"])
          .where("id", "<=", 50)
          .orderBy("id")
          .execute(),
        locations: await db.selectFrom("company_locations").selectAll().orderBy("id").execute(),
        orders: await db
          .selectFrom("catalog_orders")
          .selectAll()
          .where(sql<boolean>`id % 37 = 0`)
          .orderBy("id")
          .execute(),
        contacts: await db.selectFrom("contact_emails").select(["contact_id", "value", "kind"]).orderBy("id").limit(50).execute(),
      };
    };
    const a = await sample(seeded.get("pglite")!.database);
    const b = await sample(twin.database);
    expect(a.orders.length).toBeGreaterThan(10);
    expect(b).toEqual(a);
  });
});

describe.each(testDatabaseKinds)("demo seed on %s", (kind) => {
  let first: Seeded;
  beforeAll(() => {
    first = seeded.get(kind)!;
  });

  it("fills every table", async () => {
    const counts = await tableCounts(first.database.db);
    const empty = Object.entries(counts).filter(([table, n]) => n === 0 && !RUNTIME_TABLES.includes(table));
    expect(empty).toEqual([]);
    expect(counts.catalog_orders).toBe(800);
    expect(counts.company_locations).toBe(40);
    const pageLocations = await first.database.db.selectFrom("partner_page_locations").selectAll().execute();
    expect(pageLocations.length).toBeGreaterThan(0);
    const treeNodes = await first.database.db.selectFrom("cms_tree_nodes").selectAll().execute();
    expect(treeNodes.length).toBe(counts.content_items);
  });

  it("seeds CMS blocks whose data their class's schema accepts, in every site's language", async () => {
    const blocks = await first.database.db.selectFrom("blocks").select(["id", "class", "data"]).execute();
    const refused = blocks.flatMap((b) => blockDataProblems(b.class, b.data).map((p) => `${b.id} ${b.class}: ${p}`));
    expect(refused).toEqual([]);
    expect(new Set(blocks.map((b) => b.class)).size).toBeGreaterThan(15);
    const versions = await first.database.db
      .selectFrom("blocks")
      .select(["block_id", sql<number>`count(*)::int`.as("n")])
      .groupBy("block_id")
      .having(sql`count(*)`, ">", 1)
      .execute();
    expect(versions.length).toBeGreaterThan(0);
  });

  it("has every ISO country with Swedish names, Kosovo included", async () => {
    const db = first.database.db;
    const countries = await db.selectFrom("countries").select(["code", "name", "name_sv"]).execute();
    expect(countries.length).toBeGreaterThanOrEqual(249);
    const byCode = new Map(countries.map((c) => [c.code, c]));
    expect(byCode.get("XK")).toMatchObject({ name: "Kosovo" });
    expect(byCode.get("SE")?.name_sv).toBe("Sverige");
    expect(byCode.get("DE")?.name_sv).toBe("Tyskland");
    const withHandlers = await db
      .selectFrom("countries")
      .select(["code", "have_specific_sales_regions", "catalog_fallback_email"])
      .where(
        "code",
        "in",
        MARKETS.map((m) => m.code),
      )
      .execute();
    for (const c of withHandlers)
      expect(c).toMatchObject({ have_specific_sales_regions: true, catalog_fallback_email: expect.stringContaining("@") });
  });

  it("has real zip codes with coordinates and regions in all six markets", async () => {
    const rows = await first.database.db
      .selectFrom("zip_codes as z")
      .innerJoin("countries as c", "c.id", "z.country_id")
      .select((eb) => [
        "c.code",
        eb.fn.countAll<number>().as("zips"),
        eb.fn.count<number>("z.latitude").as("withCoordinates"),
        eb.fn.count<number>("z.region1_id").as("withRegion"),
      ])
      .groupBy("c.code")
      .orderBy("c.code")
      .execute();
    expect(rows.map((r) => r.code).sort()).toEqual(MARKETS.map((m) => m.code).sort());
    for (const r of rows) {
      expect(r.zips).toBeGreaterThan(1000);
      expect(r.withCoordinates).toBe(r.zips);
      expect(r.withRegion).toBeGreaterThan(r.zips * 0.99);
    }
    const stockholm = await first.database.db
      .selectFrom("zip_codes")
      .select(["locality", "latitude", "longitude"])
      .where("zip_code", "=", "111 20")
      .executeTakeFirstOrThrow();
    expect(stockholm.locality).toBe("Stockholm");
    expect(stockholm.latitude).toBeCloseTo(59.33, 1);
    const unbounded = await first.database.db.selectFrom("regions").select("id").where("min_lat", "is", null).execute();
    expect(unbounded).toEqual([]);
  });

  it("names its stores after towns, never after the institutions some postal codes belong to", async () => {
    const stores = await first.database.db.selectFrom("company_locations").select(["name", "city"]).execute();
    const prefixes = [`${BRAND_NAME} Store`, ...Object.values(RETAILERS).flat()];
    for (const { name, city } of stores) {
      expect(looksLikeInstitution(city ?? ""), city ?? "").toBe(false);
      // The place part of the name: without the retailer or brand before it (a retailer may have
      // an '&') and without the number that tells two same-named stores apart.
      const prefix = prefixes.find((p) => name.startsWith(`${p} `)) ?? "";
      const place = name.slice(prefix.length).trim().replace(/ \d+$/, "");
      expect(place.startsWith(city ?? ""), name).toBe(true);
      expect(looksLikeInstitution(place), name).toBe(false);
    }
  });

  it("has catalog requests in every status, routed to stores or the fallback e-mail", async () => {
    const db = first.database.db;
    const statuses = await db
      .selectFrom("catalog_orders as o")
      .innerJoin("catalog_order_statuses as s", "s.id", "o.status_id")
      .select("s.code")
      .distinct()
      .execute();
    expect(statuses.map((s) => s.code).sort()).toEqual(["booked", "delivered", "failed", "new", "pending"]);
    const delivered = await db
      .selectFrom("catalog_orders as o")
      .innerJoin("catalog_order_statuses as s", "s.id", "o.status_id")
      .select(["o.location_notified_at", "o.location_notified_to_email", "o.location_notified_by_match_type"])
      .where("s.code", "=", "delivered")
      .execute();
    for (const o of delivered) {
      expect(o.location_notified_at).toBeInstanceOf(Date);
      expect(o.location_notified_to_email).toMatch(/@demo\.example$/);
    }
    const matchTypes = new Set(delivered.map((o) => o.location_notified_by_match_type));
    expect(matchTypes.has("country") || matchTypes.has("region1")).toBe(true);
    const linked = await db.selectFrom("catalog_orders").select("id").where("contact_id", "is not", null).execute();
    expect(linked.length).toBeGreaterThan(0);
  });

  it("creates demo accounts per area with the demo password", async () => {
    const db = first.database.db;
    const accounts = await db.selectFrom("accounts").select(["email", "permissions", "language_permissions", "password_hash"]).execute();
    const byEmail = new Map(accounts.map((a) => [a.email, a]));
    expect(byEmail.get("all@demo.example")?.permissions).toEqual(["all"]);
    expect(byEmail.get("catalog@demo.example")?.permissions).toEqual(["catalogOrder"]);
    expect(byEmail.get("translator@demo.example")).toMatchObject({ permissions: [], language_permissions: ["sv"] });
    expect(await verifyPassword(byEmail.get("catalog@demo.example")!.password_hash, OPTIONS.demoPassword)).toBe(true);
  });

  it("appends rows to the big tables", async () => {
    const before = await tableCounts(first.database.db);
    await appendDemoData(
      first.database,
      { catalogOrders: 300, locations: 5, meetingBookings: 20, contacts: 10 },
      { referenceDate: OPTIONS.referenceDate },
    );
    const after = await tableCounts(first.database.db);
    expect(after.catalog_orders - before.catalog_orders!).toBe(300);
    expect(after.company_locations - before.company_locations!).toBe(5);
    expect(after.meeting_bookings - before.meeting_bookings!).toBe(20);
    expect(after.contacts - before.contacts!).toBe(10);
  });
});

describe("COPY text of seeded rows", () => {
  it("escapes tabs, line breaks and backslashes, quotes array elements, writes null as \\N", () => {
    const row = { a: "Tab\there\r\n", b: null, c: ['x "y"', "z\\w", null], d: new Date(0), e: 7, f: true, g: { k: "v" } };
    const fields = [
      String.raw`Tab\there\r\n`,
      String.raw`\N`,
      String.raw`{"x \\"y\\"","z\\\\w",NULL}`,
      "1970-01-01T00:00:00.000Z",
      "7",
      "t",
      '{"k":"v"}',
    ];
    expect(copyText([row, { ...row, a: "" }], Object.keys(row))).toBe(`${fields.join("\t")}\n${["", ...fields.slice(1)].join("\t")}\n`);
  });
});

/**
 * The bulk path of large appends (bulk-load.ts) on PostgreSQL, its threshold lowered so that a
 * few thousand rows take it: the same indexes afterwards, counters and trigger-kept tables
 * right, and the same rows as the ordinary inserts write into the PGlite database seeded alike.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("bulk append of catalog requests on PostgreSQL", () => {
  const APPENDED = 3000;
  let postgres: Seeded;
  let indexesBefore: IndexRow[];
  let rowsBefore: number;

  beforeAll(async () => {
    postgres = seeded.get("postgres")!;
    const pglite = seeded.get("pglite")!;
    indexesBefore = await indexes(postgres.database);
    rowsBefore = await countRows(postgres.database);
    expect(await countRows(pglite.database)).toBe(rowsBefore);
    const lines: string[] = [];
    const append = (database: Database) =>
      appendDemoData(
        database,
        { catalogOrders: APPENDED },
        { seed: 77, referenceDate: OPTIONS.referenceDate, bulkLoadThreshold: 1000, log: (line) => lines.push(line) },
      );
    await Promise.all([append(postgres.database), append(pglite.database)]);
    // It did take the bulk path.
    expect(lines.some((line) => /indexes of catalog_orders.* dropped/.test(line))).toBe(true);
  }, 120_000);

  it("leaves the same indexes as before, every one valid", async () => {
    const after = await indexes(postgres.database);
    expect(after.length).toBeGreaterThan(30);
    expect(after).toEqual(indexesBefore);
    const invalid = await sql<{ n: number }>`select count(*)::int as n from pg_index where not indisvalid`.execute(postgres.database.db);
    expect(invalid.rows[0]!.n).toBe(0);
  });

  it("appends the rows, and the triggers keep counts, records and the search table right", async () => {
    const db = postgres.database.db;
    expect(await countRows(postgres.database)).toBe(rowsBefore + APPENDED);
    const mismatches = await sql<{ status_id: number; country: string }>`
      (select status_id, coalesce(country, '') as country, count(*) as n from catalog_orders group by 1, 2
       except select status_id, country, sum(n) from catalog_order_counts group by 1, 2 having sum(n) <> 0)
      union all
      (select status_id, country, sum(n) from catalog_order_counts group by 1, 2 having sum(n) <> 0
       except select status_id, coalesce(country, ''), count(*) from catalog_orders group by 1, 2)`.execute(db);
    expect(mismatches.rows).toEqual([]);
    const notified = await sql<{ t: string | null }>`select to_regclass('catalog_order_notified_counts')::text as t`.execute(db);
    if (notified.rows[0]!.t) {
      const wrong = await sql`
        (select location_notified_to_email, status_id, coalesce(country, '') as country, count(*) as n from catalog_orders
          where location_notified_to_email is not null group by 1, 2, 3
         except select email, status_id, country, sum(n) from catalog_order_notified_counts group by 1, 2, 3 having sum(n) <> 0)`.execute(
        db,
      );
      expect(wrong.rows).toEqual([]);
    }
    const search = await sql<{ t: string | null }>`select to_regclass('catalog_order_search')::text as t`.execute(db);
    if (search.rows[0]!.t) {
      const missing = await sql<{ n: number }>`select count(*)::int as n from catalog_orders o
        where not exists (select 1 from catalog_order_search s where s.id = o.id)`.execute(db);
      expect(missing.rows[0]!.n).toBe(0);
    }
    // Each row's CSV record as the row trigger writes it on an update.
    const kept = await db.selectFrom("catalog_orders").select(["id", "csv_line"]).orderBy("id", "desc").limit(50).execute();
    const rewritten = await sql<{ id: number; csv_line: string }>`update catalog_orders set csv_line = null
      where id in (${sql.join(kept.map((r) => r.id))}) returning id, csv_line`.execute(db);
    expect(new Map(rewritten.rows.map((r) => [Number(r.id), r.csv_line]))).toEqual(new Map(kept.map((r) => [Number(r.id), r.csv_line])));
  });

  it("writes the same rows as the inserts do", async () => {
    const appended = (database: Database) =>
      database.db
        .selectFrom("catalog_orders")
        .select([...(Object.keys(CATALOG_ORDER_COLUMNS) as Array<keyof typeof CATALOG_ORDER_COLUMNS>), "id", "csv_line"])
        .where("id", ">", rowsBefore)
        .orderBy("id")
        .execute();
    const [bulk, inserted] = await Promise.all([appended(postgres.database), appended(seeded.get("pglite")!.database)]);
    expect(bulk.length).toBe(APPENDED);
    expect(bulk).toEqual(inserted);
  });

  it("rolls back whole when the load fails: rows and indexes as before", async () => {
    const database = postgres.database;
    const before = { indexes: await indexes(database), rows: await countRows(database) };
    const row = Object.fromEntries(Object.keys(CATALOG_ORDER_COLUMNS).map((c) => [c, null]));
    const load = bulkLoad(database, "catalog_orders", CATALOG_ORDER_COLUMNS, async (sink) => {
      await sink([
        {
          ...row,
          firstname: "Tab\there",
          lastname: "back\\slash",
          offers: ['a "quoted", one'],
          status_id: 1,
          created_date: new Date(),
          updated_at: new Date(),
        },
      ]);
      throw new Error("stopped");
    });
    await expect(load).rejects.toThrow("stopped");
    expect({ indexes: await indexes(database), rows: await countRows(database) }).toEqual(before);
  });
});

interface IndexRow {
  tablename: string;
  indexname: string;
  indexdef: string;
}

async function indexes(database: Database): Promise<IndexRow[]> {
  const result = await sql<IndexRow>`select tablename, indexname, indexdef from pg_indexes
    where schemaname = current_schema() order by tablename, indexname`.execute(database.db);
  return result.rows;
}

async function countRows(database: Database): Promise<number> {
  const result = await sql<{ n: number }>`select count(*)::int as n from catalog_orders`.execute(database.db);
  return result.rows[0]!.n;
}
