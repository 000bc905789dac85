import type { FileStorage } from "../../adapters/file-storage.ts";
import type { Database } from "../database.ts";
import { seedDemoData } from "./index.ts";

/**
 * Seeds the demo data on the first start of an empty database (config DEMO_DATA); a database
 * that already has countries is left alone, also when several instances start at once.
 */
export async function seedDemoDataIfEmpty(
  database: Database,
  options: { demoPassword: string; log?: (line: string) => void; files?: FileStorage },
): Promise<boolean> {
  const empty = !(await database.db.selectFrom("countries").select("id").limit(1).executeTakeFirst());
  if (!empty) return false;
  options.log?.("Empty database: seeding demo data...");
  const report = await seedDemoData(database, {
    demoPassword: options.demoPassword,
    log: options.log,
    onlyIfEmpty: true,
    files: options.files,
  });
  return report !== null;
}
