/**
 * npm run seed -- [--catalog-orders N] [--locations N] [--meeting-bookings N] [--contacts N] [--newsletter-subscriptions N] [--seed N] [--bulk-load-from N]
 *
 * Connects like the server (DATABASE_URL, else the embedded PGlite in DATA_DIR), migrates,
 * seeds the demo data into an empty database, then appends the requested extra rows (for
 * benchmarks: `npm run seed -- --catalog-orders 1000000`). On PostgreSQL an append of at least
 * --bulk-load-from catalog requests (default 1,000,000) rebuilds the table's indexes around a
 * COPY instead of inserting into them (bulk-load.ts).
 */
import { parseArgs } from "node:util";
import cliProgress from "cli-progress";
import { readConfig } from "../../config.ts";
import { createFileStorage } from "../../adapters/file-storage.ts";
import { openDatabase } from "../database.ts";
import { migrate } from "../migrate.ts";
import { BULK_LOAD_THRESHOLD } from "./bulk-load.ts";
import { appendDemoData, seedDemoData, tableCounts, type AppendCounts } from "./index.ts";

const USAGE = `Usage: npm run seed -- [--catalog-orders N] [--locations N] [--meeting-bookings N] [--contacts N] [--newsletter-subscriptions N] [--seed N] [--bulk-load-from N]
Seeds the demo data into an empty database, then appends N extra rows to the named tables.
On PostgreSQL, appending at least --bulk-load-from catalog requests, meeting bookings or newsletter subscriptions
(default ${BULK_LOAD_THRESHOLD.toLocaleString("en")}) drops the table's indexes, loads by COPY and rebuilds them, all in one transaction.`;

function count(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value.replace(/_/g, ""));
  if (!Number.isInteger(n) || n < 0) throw new Error(`${flag} needs a whole number, got '${value}'`);
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      "catalog-orders": { type: "string" },
      locations: { type: "string" },
      "meeting-bookings": { type: "string" },
      contacts: { type: "string" },
      "newsletter-subscriptions": { type: "string" },
      seed: { type: "string" },
      "bulk-load-from": { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const extra: AppendCounts = {
    catalogOrders: count(values["catalog-orders"], "--catalog-orders"),
    locations: count(values.locations, "--locations"),
    meetingBookings: count(values["meeting-bookings"], "--meeting-bookings"),
    contacts: count(values.contacts, "--contacts"),
    newsletterSubscriptions: count(values["newsletter-subscriptions"], "--newsletter-subscriptions"),
  };
  const seed = count(values.seed, "--seed");
  const bulkLoadThreshold = count(values["bulk-load-from"], "--bulk-load-from");

  const config = readConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const bars = new ProgressBars();
  try {
    console.log(`Database: ${database.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.dataDir}`}`);
    const applied = await migrate(database);
    if (applied.length > 0) console.log(`Migrations applied: ${applied.join(", ")}`);

    const hasData = await database.db.selectFrom("countries").select("id").limit(1).executeTakeFirst();
    if (!hasData) {
      const t = performance.now();
      await seedDemoData(database, {
        demoPassword: config.demoPassword,
        seed,
        onProgress: bars.update,
        onlyIfEmpty: true,
        files: createFileStorage(config.dataDir),
      });
      bars.stop();
      console.log(`Demo data seeded in ${seconds(t)} (accounts <area>@demo.example, password from DEMO_PASSWORD).`);
    } else {
      console.log("Demo data already present.");
    }

    if (Object.values(extra).some((n) => n)) {
      const t = performance.now();
      await appendDemoData(database, extra, {
        seed,
        bulkLoadThreshold,
        onProgress: bars.update,
        log: (line) => {
          bars.stop();
          console.log(line);
        },
      });
      bars.stop();
      console.log(`Appended ${describe(extra)} in ${seconds(t)}.`);
    }
    const rows = await tableCounts(database.db);
    for (const table of ["company_locations", "contacts", "catalog_orders", "meeting_bookings", "zip_codes"]) {
      console.log(`  ${table.padEnd(20)} ${rows[table]!.toLocaleString("en")}`);
    }
  } finally {
    bars.stop();
    await database.close();
  }
}

/** One bar per step; a new step closes the previous bar. */
class ProgressBars {
  private bar: cliProgress.SingleBar | undefined;
  private step = "";

  update = (step: string, done: number, total: number): void => {
    if (step !== this.step) {
      this.stop();
      this.step = step;
      this.bar = new cliProgress.SingleBar(
        {
          format: `${step.padEnd(18)} [{bar}] {percentage}% | {value}/{total} | {duration_formatted} (eta {eta_formatted})`,
          hideCursor: true,
        },
        cliProgress.Presets.shades_classic,
      );
      this.bar.start(total, 0);
    }
    this.bar!.update(done);
  };

  stop(): void {
    this.bar?.stop();
    this.bar = undefined;
    this.step = "";
  }
}

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

function describe(counts: AppendCounts): string {
  return Object.entries(counts)
    .filter(([, n]) => n)
    .map(([k, n]) => `${n!.toLocaleString("en")} ${k}`)
    .join(", ");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
