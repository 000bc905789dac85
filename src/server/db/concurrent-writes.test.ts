import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../../tests/fixtures/databases.ts";
import type { Database } from "./database.ts";
import { VersionedCache } from "./versioned-cache.ts";

/**
 * Writers do not queue on a version row (migration 0012): while one write's transaction stays
 * open, others commit, and kept values still follow every commit. PostgreSQL only: PGlite has
 * one connection, so its writes cannot overlap.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("concurrent writes and cache versions on postgres", () => {
  let database: Database;
  let url: string;
  let drop: () => Promise<void>;
  let held: pg.Client;

  beforeAll(async () => {
    ({ database, url, drop } = (await freshDatabase("postgres")) as { database: Database; url: string; drop: () => Promise<void> });
    held = new pg.Client({ connectionString: url });
    await held.connect();
  });
  afterAll(async () => {
    await held?.end();
    await drop?.();
  });

  const insertOrder = (firstname: string) =>
    sql`insert into catalog_orders (firstname, country, status_id) select ${firstname}, 'SE', id from catalog_order_statuses where code = 'new'`;

  /**
   * Runs a write in a transaction that gives up at once on any lock another transaction holds
   * (lock_timeout 1 ms): it passes only if it never waited, whatever the machine's speed.
   */
  /** Runs a statement in the held connection's transaction. */
  const inHeld = (statement: ReturnType<typeof sql>) => {
    const compiled = statement.compile(database.db);
    return held.query(compiled.sql, [...compiled.parameters]);
  };

  const writeWithoutWaiting = (write: ReturnType<typeof sql>) =>
    database.db.transaction().execute(async (trx) => {
      await sql`set local lock_timeout = 1`.execute(trx);
      await write.execute(trx);
    });

  const catalogVersion = async () =>
    Number(
      (await sql<{ version: string }>`select version from cache_versions where name = 'catalog_orders'`.execute(database.db)).rows[0]!
        .version,
    );

  const countOf = async (firstname: string) =>
    Number(
      (await sql<{ n: string }>`select count(*) as n from catalog_orders where firstname = ${firstname}`.execute(database.db)).rows[0]!.n,
    );

  const newInSweden = async () =>
    Number(
      (
        await sql<{ n: string | null }>`select sum(c.n) as n from catalog_order_counts c join catalog_order_statuses s on s.id = c.status_id
          where s.code = 'new' and c.country = 'SE'`.execute(database.db)
      ).rows[0]!.n ?? 0,
    );

  it("commits catalog and store writes while another catalog write's transaction is open", async () => {
    const counted = await newInSweden();
    await held.query("begin");
    await inHeld(insertOrder("Held"));
    try {
      // Same version names, same counter key (new, SE) as the open transaction.
      await writeWithoutWaiting(insertOrder("Meanwhile"));
      await writeWithoutWaiting(sql`update catalog_orders set firstname = 'Meanwhile' where firstname = 'Meanwhile'`);
      await writeWithoutWaiting(sql`update company_locations set name = name where false`);
      // Two writers at once as well, both against the open one.
      await Promise.all([writeWithoutWaiting(insertOrder("Meanwhile")), writeWithoutWaiting(insertOrder("Meanwhile"))]);
    } finally {
      await held.query("commit");
    }
    expect(await countOf("Meanwhile")).toBe(3);
    expect(await countOf("Held")).toBe(1);
    expect(await newInSweden()).toBe(counted + 4);
  });

  it("never keeps a value read before a write that commits later", async () => {
    const cache = new VersionedCache<number>(database.db, ["catalog_orders"]);
    const load = async () => {
      load.calls++;
      return countOf("Late");
    };
    load.calls = 0;

    await held.query("begin");
    // The open write has bumped its shard, uncommitted: no reader sees that bump yet.
    await inHeld(insertOrder("Late"));
    const versionBeforeCommit = await catalogVersion();
    // Read and kept while the write is open: the value does not include it.
    expect(await cache.get("late", load)).toBe(0);
    expect(await cache.get("late", load)).toBe(0);
    expect(load.calls).toBe(1);
    // A write committing meanwhile shows at once, though the first is still open.
    await writeWithoutWaiting(insertOrder("Late"));
    expect(await cache.get("late", load)).toBe(1);
    await held.query("commit");

    // The commit made the bump visible with the row: the kept value is read anew.
    expect(await catalogVersion()).toBeGreaterThan(versionBeforeCommit);
    expect(await cache.get("late", load)).toBe(2);
    expect(load.calls).toBe(3);
  });
});
