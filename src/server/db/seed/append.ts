import { sql } from "kysely";
import type { Database } from "../database.ts";
import { BULK_LOAD_THRESHOLD, bulkLoad } from "./bulk-load.ts";
import { CATALOG_ORDER_COLUMNS, loadStatusIds, seedCatalogOrders } from "./catalog-orders.ts";
import { PersonFactory, seedContacts, type ContactInfo } from "./contacts.ts";
import { createContext, type SeedContext } from "./context.ts";
import { loadCountryIds } from "./countries.ts";
import { draftLocations, insertLocations, type LocationInfo } from "./locations.ts";
import { MEETING_BOOKING_COLUMNS, seedMeetingBookings } from "./meeting-bookings.ts";
import { seedSubscriptions, SUBSCRIPTION_COLUMNS } from "./newsletters.ts";
import { loadZipInfo, type ZipInfo } from "./postal-codes.ts";
import { Random, startOfDay } from "./random.ts";
import { loadSalesRegions } from "./sales-regions.ts";

export interface AppendCounts {
  catalogOrders?: number;
  locations?: number;
  meetingBookings?: number;
  contacts?: number;
  newsletterSubscriptions?: number;
}

export interface AppendOptions {
  /** Default: derived from the row counts already there, so that repeated runs add new rows. */
  seed?: number;
  referenceDate?: Date;
  onProgress?: (step: string, done: number, total: number) => void;
  log?: (line: string) => void;
  /**
   * PostgreSQL: from how many catalog requests the append drops the table's indexes, loads by
   * COPY and rebuilds them (bulk-load.ts); default 1,000,000. PGlite always inserts.
   */
  bulkLoadThreshold?: number;
}

/** How many linked contacts catalog requests draw from when appending. */
const CONTACT_SAMPLE = 50_000;

/**
 * Grows the big tables of a seeded database for benchmarks: locations, contacts, catalog
 * requests, meeting bookings and newsletter subscriptions, generated like the demo data and routed through its sales
 * regions. Each batch commits on its own, so a long run can be stopped and resumed.
 */
export async function appendDemoData(database: Database, counts: AppendCounts, options: AppendOptions = {}): Promise<void> {
  const db = database.db;
  const existing = await sql<{ n: number }>`select
      (select count(*) from catalog_orders) + 7 * (select count(*) from company_locations)
      + 13 * (select count(*) from contacts) + 17 * (select count(*) from meeting_bookings) as n`.execute(db);
  const seed = options.seed ?? (Number(existing.rows[0]!.n) * 2_654_435_761) >>> 0;
  const ctx = createContext(db, seed, options.referenceDate ?? startOfDay(new Date()), options.onProgress, options.log);
  const countryIds = await loadCountryIds(ctx);
  const zips = await loadZipInfo(ctx);
  const people = new PersonFactory(ctx, zips);

  if (counts.locations) {
    const names = new Set((await db.selectFrom("company_locations").select("name").execute()).map((r) => r.name));
    const random = Random.derive(seed, 101);
    const drafts = draftLocations(ctx, random, countryIds, zips, [], counts.locations, names, false);
    await insertLocations(ctx, random, drafts);
  }
  if (counts.contacts) {
    const next = await db
      .selectFrom("contacts")
      .select((eb) => eb.fn.max("id").as("id"))
      .executeTakeFirst();
    await seedContacts(ctx, Random.derive(seed, 102), people, countryIds, counts.contacts, Number(next?.id ?? 0) + 1);
  }
  if (counts.catalogOrders || counts.meetingBookings) {
    const locations = await loadLocations(ctx, zips);
    if (counts.catalogOrders) {
      const total = counts.catalogOrders;
      const sources = {
        people,
        contacts: await loadContacts(ctx, zips),
        regions: await loadSalesRegions(ctx, locations),
        statusIds: await loadStatusIds(ctx),
      };
      const progress = (done: number) => ctx.progress("catalog orders", done, total);
      const random = Random.derive(seed, 103);
      if (database.pool && total >= (options.bulkLoadThreshold ?? BULK_LOAD_THRESHOLD))
        await bulkLoad(
          database,
          "catalog_orders",
          CATALOG_ORDER_COLUMNS,
          (sink) => seedCatalogOrders(ctx, random, sources, total, progress, sink),
          {
            // The search table (migration 0016) gets a row for each request by trigger.
            triggerTables: ["catalog_order_search"],
            log: ctx.log,
          },
        );
      else await seedCatalogOrders(ctx, random, sources, total, progress);
    }
    if (counts.meetingBookings) {
      const total = counts.meetingBookings;
      const progress = (done: number) => ctx.progress("meeting bookings", done, total);
      const random = Random.derive(seed, 104);
      // A million bookings: their 20-odd indexes rebuilt around a COPY, as for catalog requests.
      if (database.pool && total >= (options.bulkLoadThreshold ?? BULK_LOAD_THRESHOLD))
        await bulkLoad(
          database,
          "meeting_bookings",
          MEETING_BOOKING_COLUMNS,
          (sink) => seedMeetingBookings(ctx, random, people, locations, total, progress, sink),
          { log: ctx.log },
        );
      else await seedMeetingBookings(ctx, random, people, locations, total, progress);
    }
  }
  if (counts.newsletterSubscriptions) {
    const total = counts.newsletterSubscriptions;
    const newsletters = await db.selectFrom("newsletters").select("id").orderBy("id").limit(3).execute();
    const last = await db
      .selectFrom("newsletter_subscriptions")
      .select((eb) => eb.fn.max("id").as("id"))
      .executeTakeFirst();
    const sources = {
      newsletterIds: newsletters.map((n) => Number(n.id)),
      pages: (await db.selectFrom("partner_pages").select(["id", "name"]).execute()).map((p) => ({ id: Number(p.id), name: p.name })),
      // Past every serial in use (the demo's start at 1), so the appended addresses are new.
      firstSerial: Number(last?.id ?? 0) + 1_000_000_000,
    };
    const progress = (done: number) => ctx.progress("newsletter subscriptions", done, total);
    const random = Random.derive(seed, 105);
    if (database.pool && total >= (options.bulkLoadThreshold ?? BULK_LOAD_THRESHOLD))
      await bulkLoad(
        database,
        "newsletter_subscriptions",
        SUBSCRIPTION_COLUMNS,
        (sink) => seedSubscriptions(ctx, random, people, sources, total, progress, sink),
        { log: ctx.log },
      );
    else await seedSubscriptions(ctx, random, people, sources, total, progress);
  }
  // Merges the trigram indexes' pending lists and refreshes the planner's statistics.
  await sql`vacuum (analyze) catalog_orders, contacts, contact_emails, meeting_bookings, company_locations, newsletter_subscriptions`.execute(
    db,
  );
}

async function loadLocations(ctx: SeedContext, zips: readonly ZipInfo[]): Promise<LocationInfo[]> {
  const zipByKey = new Map(zips.map((z) => [`${z.countryCode}|${z.zipCode}`, z]));
  const rows = await ctx.db
    .selectFrom("company_locations as l")
    .leftJoin("countries as c", "c.id", "l.country_id")
    .select([
      "l.id",
      "l.name",
      "c.code",
      "l.email",
      "l.location_type",
      "l.active",
      "l.should_retrieve_catalog_requests",
      "l.latitude",
      "l.longitude",
      "l.city",
      "l.zip_code",
    ])
    .orderBy("l.id")
    .execute();
  return rows.map((r) => {
    const countryCode = (r.code ?? "").trim();
    return {
      id: r.id,
      name: r.name,
      countryCode,
      email: r.email ?? "",
      type: r.location_type,
      active: r.active,
      acceptsCatalogRequests: r.active && r.should_retrieve_catalog_requests,
      latitude: r.latitude ?? 0,
      longitude: r.longitude ?? 0,
      city: r.city ?? "",
      zip: zipByKey.get(`${countryCode}|${r.zip_code}`) ?? null,
    };
  });
}

async function loadContacts(ctx: SeedContext, zips: readonly ZipInfo[]): Promise<ContactInfo[]> {
  const zipByKey = new Map(zips.map((z) => [`${z.countryCode}|${z.zipCode}`, z]));
  const rows = await ctx.db
    .selectFrom("contacts as c")
    .innerJoin("countries as k", "k.id", "c.country_id")
    .leftJoin("contact_emails as e", (join) => join.onRef("e.contact_id", "=", "c.id").on("e.kind", "=", "primary"))
    .select([
      "c.id",
      "c.firstname",
      "c.lastname",
      "c.mobile_phone",
      "c.street",
      "c.zip_code",
      "c.city",
      "k.code",
      "e.value as email",
      "c.created_at",
    ])
    .orderBy("c.id", "desc")
    .limit(CONTACT_SAMPLE)
    .execute();
  return rows.map((r) => {
    const countryCode = r.code.trim();
    const zip = zipByKey.get(`${countryCode}|${r.zip_code}`) ?? null;
    return {
      id: r.id,
      firstname: r.firstname ?? "",
      lastname: r.lastname ?? "",
      email: r.email ?? "",
      phone: r.mobile_phone,
      street: r.street ?? "",
      zipCode: r.zip_code ?? "",
      city: r.city ?? "",
      region: zip?.regionName ?? null,
      countryCode,
      zip,
      createdAt: r.created_at,
    };
  });
}
