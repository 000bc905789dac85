import { sql } from "kysely";
import type { Database } from "../../src/server/db/database.ts";
import { seedDemoData } from "../../src/server/db/seed/index.ts";

/**
 * A modest data set whose plans are those of a big one: the demo generator's spread of
 * statuses, markets, stores and names at a size CI seeds in well under a minute. Plans depend
 * on proportions and statistics, not on size, as long as a wrong plan reads far more rows than
 * a right one (a full walk of 40,000 requests against the 100 a page needs).
 */
export const PLAN_SEED_COUNTS = {
  catalogOrders: 40_000,
  locations: 2_000,
  meetingBookings: 20_000,
  newsletterSubscriptions: 20_000,
  warrantyRegistrations: 6_000,
  quotes: 20_000,
};

const REFERENCE_DATE = new Date("2026-06-01T00:00:00Z");
const STATISTICS_TARGET = 200;

export async function seedPlanData(database: Database): Promise<void> {
  // A fixed "today": the same rows on every run, so the same plans.
  await seedDemoData(database, { demoPassword: "plan-test-password", counts: PLAN_SEED_COUNTS, referenceDate: REFERENCE_DATE });
  // In production every routed request is mailed to its store (the demo keeps only the latest
  // 60): one outbox row per routed request, the newest few still unsent, like the demo's.
  await sql`
    insert into outbox (from_address, to_address, subject, text, attempts, created_at, sent_at)
    select 'no-reply@demo.example', o.location_notified_to_email,
      'New catalog request from ' || o.firstname || ' ' || o.lastname, 'A customer asked for a catalog.',
      1, o.created_date, case when o.id % 50 = 0 then null else o.location_notified_at end
    from catalog_orders o where o.location_notified_to_email is not null`.execute(database.db);
  await sql`vacuum`.execute(database.db);
  // ANALYZE samples 300 × the statistics target rows at random; a target that covers every
  // seeded row makes the statistics, and so the plans, the same on every run.
  await database.db.transaction().execute(async (trx) => {
    await sql`set local default_statistics_target = ${sql.lit(STATISTICS_TARGET)}`.execute(trx);
    await sql`analyze`.execute(trx);
  });
}
