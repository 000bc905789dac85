import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase, testDatabaseKinds } from "../../../../tests/fixtures/databases.ts";
import { verifyPassword } from "../../auth/password.ts";
import type { Database } from "../database.ts";
import { appendDemoData, seedDemoData, tableCounts, type SeedOptions } from "./index.ts";
import { RETAILERS } from "./locations.ts";
import { BRAND_NAME, MARKETS } from "./markets.ts";
import { looksLikeInstitution } from "./town-names.ts";

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

/** Tables the running product fills by itself (sessions, throttling, audit, settings). */
const RUNTIME_TABLES = ["sessions", "login_failures", "audit_log", "settings"];

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
});
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
