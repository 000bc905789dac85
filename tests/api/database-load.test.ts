import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import { openDatabase, type DatabaseOptions } from "../../src/server/db/database.ts";
import { Client, createTestApp, type TestApp } from "../fixtures/app.ts";

/**
 * Load is not an outage (issue 14): a pool whose connections are all busy answers 503 DB_BUSY
 * with Retry-After once the wait runs out, and a statement past the statement timeout is
 * stopped and answered 503 DB_TIMEOUT; a database that cannot be reached stays DB_UNAVAILABLE
 * (database-outage.test.ts). PostgreSQL only: PGlite has one in-process connection and no pool,
 * and ignores statement_timeout.
 *
 * Nothing here waits for time to pass to see a result. A connection or a lock is held by the
 * test until it lets go, so a request cannot finish early on a fast machine or late on a slow
 * one; the test waits for the state it needs (a queued caller, a blocked statement) by asking
 * for it. The only clocks are the wait and the timeout under test.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("database load on postgres", () => {
  let t: TestApp;
  let staff: Client;
  const opened: Array<{ close(): Promise<unknown> }> = [];

  /** Another server instance on the test database, with the pool options under test. */
  async function instance(options: Omit<DatabaseOptions, "url">) {
    const database = await openDatabase({ url: t.url!, ...options });
    const app = await buildApp({ config: t.app.services.config, database, logger: false });
    opened.push(database, app);
    // Sessions live in the database: the cookie of a login on the first instance works here.
    return { database, pool: database.pool!, client: new Client(app, staff.cookie) };
  }

  /** A connection of the test's own that holds an ACCESS EXCLUSIVE lock on table until released. */
  async function lockTable(table: "catalog_orders" | "company_locations") {
    const locker = new pg.Client({ connectionString: t.url });
    await locker.connect();
    await locker.query(`begin; lock table ${table} in access exclusive mode`);
    return async () => {
      await locker.query("rollback");
      await locker.end();
    };
  }

  beforeAll(async () => {
    t = await createTestApp("postgres");
    staff = await t.login(["all"]);
  });
  afterAll(async () => {
    // Apps before their databases, and in reverse order of opening.
    for (const resource of opened.reverse()) await resource.close();
    await t?.close();
  });

  it("queues a request while every connection is busy and serves it when one comes free within the wait", async () => {
    // The wait is far longer than the test needs: the release below always comes within it.
    const { pool, client } = await instance({ poolSize: 1, poolWaitMs: 60_000 });
    const held = await pool.connect();
    const answer = client.get("/rest/admin/accounts");
    await until(() => pool.waiting === 1);
    held.release();
    expect((await answer).statusCode).toBe(200);
  });

  it("answers 503 DB_BUSY with Retry-After when no connection comes free within the wait, and recovers", async () => {
    const { pool, client } = await instance({ poolSize: 1, poolWaitMs: 50 });
    const held = await pool.connect();
    try {
      const busy = await client.get("/rest/admin/accounts");
      expect(busy.statusCode).toBe(503);
      expect(busy.json().error.code).toBe("DB_BUSY");
      expect(Number(busy.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    } finally {
      held.release();
    }
    expect((await client.get("/rest/admin/accounts")).statusCode).toBe(200);
  });

  it("stops a statement past the statement timeout and answers 503 DB_TIMEOUT; the connection serves on", async () => {
    const { client } = await instance({ statementTimeoutMs: 1000 });
    const unlock = await lockTable("catalog_orders");
    try {
      const stopped = await client.get("/rest/catalog/catalog-orders/get-by-page");
      expect(stopped.statusCode).toBe(503);
      expect(stopped.json().error.code).toBe("DB_TIMEOUT");
      expect(stopped.headers["retry-after"]).toBeUndefined();
    } finally {
      await unlock();
    }
    expect((await client.get("/rest/catalog/catalog-orders/get-by-page")).statusCode).toBe(200);
  });

  // The statement timeout must not cut an export: 1M catalog requests take seconds by COPY, and
  // a download goes as fast as its reader. Both ways of exporting: COPY and the cursor.
  it.each([
    ["COPY", "/rest/catalog/catalog-orders/export-result-as-csv", "catalog_orders"],
    ["a cursor", "/rest/company/locations/export-result-as-csv", "company_locations"],
  ] as const)("lets a CSV export by %s run past the statement timeout", async (_way, url, table) => {
    const timeoutMs = 300;
    const { client } = await instance({ statementTimeoutMs: timeoutMs });
    const unlock = await lockTable(table);
    const probe = new pg.Client({ connectionString: t.url });
    await probe.connect();
    let answered = false;
    const answer = client.get(url).finally(() => (answered = true));
    try {
      // The export's statement waits for the lock; stopped by the timeout, it would be answered
      // (503) and gone; exempt, by the database's own clock it still waits at twice the timeout.
      await until(async () => answered || (await blockedLongerThan(probe, 2 * timeoutMs)));
      expect(answered, "the export was answered while its statement should still be waiting").toBe(false);
    } finally {
      await probe.end();
      await unlock();
    }
    const done = await answer;
    expect(done.statusCode).toBe(200);
    expect(done.headers["content-type"]).toMatch(/^text\/csv/);
  });

  it("lifts the statement timeout for scripts run by exclusive() (migrations, seeds) and puts it back after", async () => {
    // One connection, so the query after the script runs on the connection the script had.
    const { database } = await instance({ poolSize: 1, statementTimeoutMs: 1000 });
    const timeout = async (query: (text: string) => Promise<Array<{ statement_timeout: string }>>) =>
      (await query("show statement_timeout"))[0]!.statement_timeout;
    expect(await database.exclusive((runner) => timeout((text) => runner.query(text)))).toBe("0");
    expect(await timeout(async (text) => (await database.pool!.withClient((client) => client.query(text))).rows)).toBe("1s");
  });
});

/** True when a statement of the database (not the probe's) waits on a lock and has run over ms. */
async function blockedLongerThan(probe: pg.Client, ms: number): Promise<boolean> {
  const { rows } = await probe.query(
    `select 1 from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'
        and clock_timestamp() - query_start > make_interval(secs => $1::float8 / 1000)`,
    [ms],
  );
  return rows.length > 0;
}

/** Resolves once condition holds, asking again every few milliseconds (a state, not a duration). */
async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 10));
}
