import type { Database } from "../../../src/server/db/database.ts";
import { seedDemoData } from "../../../src/server/db/seed/index.ts";

/**
 * A little of every kind of demo record (all countries, six markets' regions and zip codes,
 * a dozen stores with what hangs off them), so that the probe's requests addressing a record
 * reach handlers that find one. Seconds, not the minute the full demo data takes.
 */
export async function seedProbeData(database: Database, counts: { small: boolean } = { small: true }): Promise<void> {
  const factor = counts.small ? 1 : 10;
  await seedDemoData(database, {
    demoPassword: "probe-demo-password",
    counts: {
      locations: 12 * factor,
      catalogOrders: 60 * factor,
      meetingBookings: 20 * factor,
      contacts: 20 * factor,
      newsletterSubscriptions: 20 * factor,
      quotes: 10 * factor,
      warrantyRegistrations: 10 * factor,
      mediaOrders: 10 * factor,
    },
  });
}
