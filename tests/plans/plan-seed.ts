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
  // The demo's 600 fit in any budget: enough that a plan off an index shows.
  mediaOrders: 20_000,
};
/** CDN purges: the demo seeds none, the plan test its own (seedPlanData). */
const PLAN_SEED_PURGES = 20_000;

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
  // Years of CDN purges (a few a day): the four codes, the oldest logged before codes were kept
  // or a webhook set (status logged), the rest sent to the webhook with one in fifty refused.
  await sql`
    insert into purge_log (target, code, status, response, created_at)
    select (array['Main site', 'Image manager', 'Image manager derivatives', 'translations'])[1 + i % 4],
      case when i > 1000 then (array['100001', '100002', '100003', '100004'])[1 + i % 4] end,
      case when i <= 6000 then 'logged' when i % 50 = 0 then 'failed' else 'sent' end,
      case when i <= 6000 then null when i % 50 = 0 then '503 busy' else '200 {"estimatedSeconds":5}' end,
      timestamptz '2020-01-01' + i * interval '2 hours'
    from generate_series(1, ${sql.lit(PLAN_SEED_PURGES)}) as i`.execute(database.db);
  await sql`vacuum`.execute(database.db);
  // ANALYZE samples 300 × the statistics target rows at random; a target that covers every
  // seeded row makes the statistics, and so the plans, the same on every run.
  await database.db.transaction().execute(async (trx) => {
    await sql`set local default_statistics_target = ${sql.lit(STATISTICS_TARGET)}`.execute(trx);
    await sql`analyze`.execute(trx);
  });
}
