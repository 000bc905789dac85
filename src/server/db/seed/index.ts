import { sql, type Kysely } from "kysely";
import { hashPassword } from "../../auth/password.ts";
import { LIFT_STATEMENT_TIMEOUT, type Database } from "../database.ts";
import type { DB } from "../schema.ts";
import { seedAccounts, seedPortalAccounts, seedRegionGroups } from "./accounts.ts";
import { seedActivity } from "./activity.ts";
import { loadStatusIds, seedCatalogOrders } from "./catalog-orders.ts";
import { seedCms } from "./cms.ts";
import { PersonFactory, seedContacts } from "./contacts.ts";
import { createContext, type SeedContext } from "./context.ts";
import { seedCountries } from "./countries.ts";
import { seedGeographicAreas } from "./geographic-areas.ts";
import { draftLocations, insertLocations } from "./locations.ts";
import { seedManagers } from "./managers.ts";
import { seedMedia } from "./media.ts";
import type { FileStorage } from "../../adapters/file-storage.ts";
import { seedMeetingBookings } from "./meeting-bookings.ts";
import { seedNewsletters } from "./newsletters.ts";
import { seedOrderForm, seedQuotes } from "./partner-orders.ts";
import { seedPartnerPages } from "./partner-pages.ts";
import { seedPostalCodes } from "./postal-codes.ts";
import { Random, startOfDay } from "./random.ts";
import { seedRegionShapes } from "./region-shapes.ts";
import { seedSalesRegions } from "./sales-regions.ts";
import { seedSites } from "./sites.ts";
import { seedTranslations } from "./translations.ts";
import { seedVideos } from "./videos.ts";
import { seedWarranty } from "./warranty.ts";

export interface SeedCounts {
  locations: number;
  catalogOrders: number;
  meetingBookings: number;
  contacts: number;
  newsletterSubscriptions: number;
  quotes: number;
  warrantyRegistrations: number;
  mediaOrders: number;
}

export const DEFAULT_COUNTS: SeedCounts = {
  locations: 300,
  catalogOrders: 30_000,
  meetingBookings: 3_000,
  contacts: 3_000,
  newsletterSubscriptions: 2_500,
  quotes: 400,
  warrantyRegistrations: 1_500,
  mediaOrders: 600,
};

export const DEFAULT_SEED = 20_260_101;

export interface SeedOptions {
  /** Password of every demo account (config DEMO_PASSWORD). */
  demoPassword: string;
  /** Same seed, same reference date: same data. */
  seed?: number;
  /** The demo's "now"; default the start of the current UTC day. */
  referenceDate?: Date;
  counts?: Partial<SeedCounts>;
  log?: (line: string) => void;
  onProgress?: (step: string, done: number, total: number) => void;
  /** Skip (and return null) when the database already has countries. */
  onlyIfEmpty?: boolean;
  /** Where the demo's generated media images are stored (the server's file storage); without it only their rows are written. */
  files?: FileStorage;
}

export interface SeedReport {
  milliseconds: number;
  rows: Record<string, number>;
}

// Two instances starting on one empty database must not both seed it.
const SEED_LOCK = 72_410_002;

/**
 * Fills the database with deterministic demo data: every ISO country, real regions and zip
 * codes of six markets, stores with handlers, and tens of thousands of catalog requests and
 * the rest. Runs in one transaction: a failed seed leaves nothing behind.
 */
export async function seedDemoData(database: Database, options: SeedOptions): Promise<SeedReport | null> {
  const started = performance.now();
  const counts = { ...DEFAULT_COUNTS, ...options.counts };
  const referenceDate = options.referenceDate ?? startOfDay(new Date());
  const log = options.log ?? (() => {});
  // Hashed once, outside the transaction: argon2 is deliberately slow.
  const passwordHash = await hashPassword(options.demoPassword);
  const seeded = await database.db.transaction().execute(async (trx) => {
    // A server seeding on its first start has the statement timeout of its requests; a seed
    // (and the wait for another instance's) is long by nature.
    await sql.raw(LIFT_STATEMENT_TIMEOUT).execute(trx);
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (options.onlyIfEmpty) {
      const existing = await trx.selectFrom("countries").select("id").limit(1).executeTakeFirst();
      if (existing) return false;
    }
    const ctx = createContext(trx, options.seed ?? DEFAULT_SEED, referenceDate, options.onProgress, log);
    await seedAll(ctx, counts, passwordHash, options.files);
    return true;
  });
  if (!seeded) return null;
  // Fresh statistics, so that the first list queries get good plans (in a transaction of its
  // own, for the same lift).
  await database.db.transaction().execute(async (trx) => {
    await sql.raw(LIFT_STATEMENT_TIMEOUT).execute(trx);
    await sql`analyze`.execute(trx);
  });
  const report = { milliseconds: Math.round(performance.now() - started), rows: await tableCounts(database.db) };
  log(`Demo data seeded in ${(report.milliseconds / 1000).toFixed(1)} s.`);
  return report;
}

async function seedAll(ctx: SeedContext, counts: SeedCounts, passwordHash: string, files?: FileStorage): Promise<void> {
  // Each step draws from its own generator, so changing one step leaves the others' data alone.
  const step = (n: number) => Random.derive(ctx.seed, n);
  const timed = async <T>(name: string, fn: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    const result = await fn();
    ctx.log(`  ${name}: ${Math.round(performance.now() - t)} ms`);
    return result;
  };

  const countryIds = await timed("countries", () => seedCountries(ctx));
  const zips = await timed("regions and zip codes", () => seedPostalCodes(ctx, countryIds));
  await timed("region shapes", () => seedRegionShapes(ctx));
  const areas = await timed("geographic areas", () => seedGeographicAreas(ctx));
  const sites = await timed("sites", () => seedSites(ctx));
  const locations = await timed("company locations", async () => {
    const r = step(1);
    return insertLocations(ctx, r, draftLocations(ctx, r, countryIds, zips, areas, counts.locations, new Set(), true));
  });
  await timed("managers", () => seedManagers(ctx, step(2), countryIds, locations));
  const pages = await timed("partner pages", () => seedPartnerPages(ctx, step(3), locations, sites));
  const regions = await timed("sales regions", () => seedSalesRegions(ctx, step(4), countryIds, zips, locations));
  const people = new PersonFactory(ctx, zips);
  const contacts = await timed("contacts", () => seedContacts(ctx, step(5), people, countryIds, counts.contacts));
  const statusIds = await loadStatusIds(ctx);
  await timed("catalog orders", () =>
    seedCatalogOrders(ctx, step(6), { people, contacts, regions, statusIds }, counts.catalogOrders, (done) =>
      ctx.progress("catalog orders", done, counts.catalogOrders),
    ),
  );
  await timed("meeting bookings", () =>
    seedMeetingBookings(ctx, step(7), people, locations, counts.meetingBookings, (done) =>
      ctx.progress("meeting bookings", done, counts.meetingBookings),
    ),
  );
  await timed("media", () => seedMedia(ctx, step(8), people, locations, counts.mediaOrders, files));
  await timed("videos", () => seedVideos(ctx, step(9), sites, pages));
  await timed("newsletters", () => seedNewsletters(ctx, step(10), people, pages, counts.newsletterSubscriptions));
  await timed("partner orders", async () => {
    await seedOrderForm(ctx);
    await seedQuotes(ctx, step(11), locations, counts.quotes);
  });
  await timed("warranty", () => seedWarranty(ctx, step(12), contacts, locations, counts.warrantyRegistrations));
  await timed("cms", () => seedCms(ctx, step(13), sites));
  await timed("translations", () => seedTranslations(ctx, step(14)));
  const accounts = await timed("accounts and region groups", async () => {
    const ids = await seedAccounts(ctx, step(15), passwordHash);
    await seedRegionGroups(ctx, step(16), countryIds, locations, ids);
    await seedPortalAccounts(ctx, step(17), passwordHash, contacts, locations, ids);
    return ids;
  });
  await timed("activity", () => seedActivity(ctx, step(18), accounts));
}

/** Row counts of every table of the public schema (exact; for reports and tests). */
export async function tableCounts(db: Kysely<DB>): Promise<Record<string, number>> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
    order by table_name`.execute(db);
  const counts: Record<string, number> = {};
  for (const { table_name } of tables.rows) {
    const r = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table_name)}`.execute(db);
    counts[table_name] = r.rows[0]!.n;
  }
  return counts;
}

export { appendDemoData, type AppendCounts } from "./append.ts";
