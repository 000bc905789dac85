import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Database } from "./database.ts";

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** Plain SQL migrations, applied in file-name order, each in its own transaction, once. */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort();
  return database.exclusive(async (runner) => {
    await runner.exec(
      "create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())",
    );
    const rows = await runner.query<{ name: string }>("select name from schema_migrations");
    const applied = new Set(rows.map((r) => r.name));
    const done: string[] = [];
    for (const file of files) {
      if (applied.has(file)) continue;
      const script = fs.readFileSync(path.join(dir, file), "utf8");
      try {
        // File names are checked above, so quoting them into SQL is safe.
        await runner.exec(`begin;\n${script}\n;\ninsert into schema_migrations(name) values ('${file}');\ncommit;`);
      } catch (error) {
        await runner.exec("rollback").catch(() => {});
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
      }
      done.push(file);
    }
    return done;
  });
}
