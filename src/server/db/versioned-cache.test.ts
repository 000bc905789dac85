import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase, testDatabaseKinds } from "../../../tests/fixtures/databases.ts";
import type { Database } from "./database.ts";
import { VersionedCache, versionsOf } from "./versioned-cache.ts";

describe.each(testDatabaseKinds)("versioned cache on %s", (kind) => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase(kind));
  });
  afterAll(() => drop?.());

  /** A loader that counts its calls and answers the number of catalog requests. */
  function countingLoader() {
    const loader = async () => {
      loader.calls++;
      const { rows } = await sql<{ n: string }>`select count(*) as n from catalog_orders`.execute(database.db);
      return Number(rows[0]!.n);
    };
    loader.calls = 0;
    return loader;
  }

  const insertOrder = () =>
    sql`insert into catalog_orders (firstname, status_id) select 'Cache', id from catalog_order_statuses where code = 'new'`.execute(
      database.db,
    );

  it("keeps a value until a write to a table it depends on bumps the version", async () => {
    const cache = new VersionedCache<number>(database.db, ["catalog_orders", "countries"]);
    const load = countingLoader();
    const before = await cache.get("count", load);
    expect(await cache.get("count", load)).toBe(before);
    expect(load.calls).toBe(1);

    await insertOrder();
    expect(await cache.get("count", load)).toBe(before + 1);
    expect(load.calls).toBe(2);

    // A store's rename shows on catalog pages (the store they were sent to), so it bumps too.
    await sql`update company_locations set name = name where false`.execute(database.db);
    await cache.get("count", load);
    expect(load.calls).toBe(3);

    // The second name: a country's new name shows on pages as well.
    await sql`update countries set name = name where code = 'SE'`.execute(database.db);
    await cache.get("count", load);
    expect(load.calls).toBe(4);
  });

  it("shares one load between calls that miss together, per key", async () => {
    const cache = new VersionedCache<number>(database.db, ["catalog_orders"]);
    const load = countingLoader();
    const answers = await Promise.all([cache.get("a", load), cache.get("a", load), cache.get("a", load), cache.get("b", load)]);
    expect(new Set(answers).size).toBe(1);
    expect(load.calls).toBe(2);
  });

  it("drops the least recently used entries beyond its limits, and never keeps an oversized value", async () => {
    const cache = new VersionedCache<string>(database.db, ["catalog_orders"], { maxEntries: 2, maxSize: 10, sizeOf: (v) => v.length });
    let loads = 0;
    const value = (v: string) => async () => {
      loads++;
      return v;
    };
    await cache.get("a", value("aaaa"));
    await cache.get("b", value("bbbb"));
    await cache.get("a", value("aaaa")); // a is now the most recently used
    await cache.get("c", value("cccc")); // over two entries: b goes
    expect(loads).toBe(3);
    await cache.get("a", value("aaaa"));
    expect(loads).toBe(3);
    await cache.get("b", value("bbbb"));
    expect(loads).toBe(4);

    await cache.get("big", value("x".repeat(11)));
    await cache.get("big", value("x".repeat(11)));
    expect(loads).toBe(6);
  });

  it("takes the versions a request read with its session instead of reading them again", async () => {
    const cache = new VersionedCache<number>(database.db, ["catalog_orders"]);
    const load = countingLoader();
    const snapshot = async () =>
      versionsOf(
        (await sql<{ v: Record<string, number> }>`select json_object_agg(name, version) as v from cache_versions`.execute(database.db))
          .rows[0]!.v,
      );
    const before = await snapshot();
    await cache.get("count", load, before);
    await insertOrder();
    // The request's own snapshot predates the write: it is answered as of that snapshot.
    await cache.get("count", load, before);
    expect(load.calls).toBe(1);
    const after = await snapshot();
    expect(after.catalog_orders).toBeGreaterThan(before.catalog_orders!);
    await cache.get("count", load, after);
    expect(load.calls).toBe(2);
    // A snapshot without one of the names: the cache reads the versions itself.
    await cache.get("count", load, { countries: 1 });
    expect(load.calls).toBe(2);
  });

  it("does not keep a failed load", async () => {
    const cache = new VersionedCache<number>(database.db, ["catalog_orders"]);
    await expect(cache.get("k", () => Promise.reject(new Error("database went away")))).rejects.toThrow("database went away");
    expect(await cache.get("k", async () => 7)).toBe(7);
  });
});
