import { buildApp } from "./app.ts";
import { ensureAdmin } from "./bootstrap.ts";
import { readConfig } from "./config.ts";
import { openDatabase } from "./db/database.ts";
import { isDatabaseUnavailable } from "./db/errors.ts";
import { migrate } from "./db/migrate.ts";
import { seedDemoDataIfEmpty } from "./db/seed/on-start.ts";
import { createFileStorage } from "./adapters/file-storage.ts";
import { SCHEMAS_COMPILED } from "./plugins/lazy-schemas.ts";
import { closeWithin } from "./shutdown.ts";

const config = readConfig();
const started = performance.now();
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  poolWaitMs: config.dbPoolWaitMs,
  statementTimeoutMs: config.dbStatementTimeoutMs,
});

// A database that is still starting is waited for instead of failing the start.
for (let attempt = 1; ; attempt++) {
  try {
    await migrate(database);
    break;
  } catch (error) {
    if (!isDatabaseUnavailable(error) || attempt >= 30) throw error;
    console.warn(`Database not reachable (${(error as Error).message}); retrying in 2 s...`);
    await new Promise((r) => setTimeout(r, 2000));
  }
}
await ensureAdmin(database, config, (line) => console.log(line));
if (config.demoData) {
  const files = createFileStorage(config.dataDir);
  await seedDemoDataIfEmpty(database, { demoPassword: config.demoPassword, log: (line) => console.log(line), files });
}

const app = await buildApp({ config, database });
// Stopping lets the requests under way finish, for SHUTDOWN_GRACE_MS at most (shutdown.ts).
// Registered before listening, so a stop during the schemas' compilation below closes cleanly too.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    await closeWithin(app, config.shutdownGraceMs);
    await database.close();
    process.exit(0);
  });
}
await app.listen({ port: config.port, host: config.host });
console.log(`Back-office ready on http://localhost:${config.port} (${database.kind}) in ${Math.round(performance.now() - started)} ms.`);
// Compile the routes no request has needed yet, so no staff member's first call waits for it.
const compiling = performance.now();
await app.schemas.compileAll().catch((error: unknown) => {
  console.error("A schema of the contract does not compile:", error);
  process.exit(1);
});
// Benchmarks wait for this line (bench/lib/server.ts): until then the compilation shares the CPU.
console.log(`${SCHEMAS_COMPILED} in ${Math.round(performance.now() - compiling)} ms.`);
