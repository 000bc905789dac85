import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { openDatabase, type Database } from "./database.ts";
import { assertFresh, nextVersion } from "./record-version.ts";

const stored = { updated_at: new Date("2026-11-25T10:00:00.123Z") };

describe("assertFresh", () => {
  it("passes the stored version, in any ISO spelling of the same instant", () => {
    expect(() => assertFresh(stored, "2026-11-25T10:00:00.123Z")).not.toThrow();
    expect(() => assertFresh(stored, "2026-11-25T11:00:00.123+01:00")).not.toThrow();
    expect(() => assertFresh({ updated_at: "2026-11-25T10:00:00.123Z" }, "2026-11-25T10:00:00.123Z")).not.toThrow();
  });

  it("refuses a missing version with 428 naming updatedAt", () => {
    for (const missing of [undefined, null, "", "  "]) {
      expect(() => assertFresh(stored, missing)).toThrow(
        expect.objectContaining({ statusCode: 428, code: "VERSION_REQUIRED", fields: { updatedAt: "is required" } }),
      );
    }
  });

  it("refuses a stale version with 409 and a text that is no timestamp with 400", () => {
    expect(() => assertFresh(stored, "2026-11-25T10:00:00.122Z")).toThrow(
      expect.objectContaining({ statusCode: 409, fields: { updatedAt: "is stale" } }),
    );
    expect(() => assertFresh(stored, "yesterday")).toThrow(
      expect.objectContaining({ statusCode: 400, fields: { updatedAt: "is not a timestamp" } }),
    );
  });

  it("names the field it was given", () => {
    expect(() => assertFresh(stored, null, "page.updatedAt")).toThrow(
      expect.objectContaining({ fields: { "page.updatedAt": "is required" } }),
    );
  });
});

describe("nextVersion", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: "memory://" });
    await sql`create table versioned (id int primary key, updated_at timestamptz not null)`.execute(database.db);
  });
  afterAll(() => database?.close());

  const table = () => database.db as unknown as import("kysely").Kysely<{ versioned: { id: number; updated_at: Date } }>;

  async function bump(id: number): Promise<Date> {
    const row = await table()
      .updateTable("versioned")
      .set({ updated_at: nextVersion })
      .where("id", "=", id)
      .returning("updated_at")
      .executeTakeFirstOrThrow();
    return new Date(row.updated_at);
  }

  it("moves the version by at least a millisecond, also within one transaction or from a future value", async () => {
    const future = new Date(Date.now() + 3_600_000);
    await table()
      .insertInto("versioned")
      .values([
        { id: 1, updated_at: new Date() },
        { id: 2, updated_at: future },
      ])
      .execute();
    const first = await bump(1);
    const versions = await table()
      .transaction()
      .execute(async (trx) => {
        const a = await trx
          .updateTable("versioned")
          .set({ updated_at: nextVersion })
          .where("id", "=", 1)
          .returning("updated_at")
          .executeTakeFirstOrThrow();
        const b = await trx
          .updateTable("versioned")
          .set({ updated_at: nextVersion })
          .where("id", "=", 1)
          .returning("updated_at")
          .executeTakeFirstOrThrow();
        return [new Date(a.updated_at), new Date(b.updated_at)];
      });
    expect(versions[0]!.getTime()).toBeGreaterThan(first.getTime());
    expect(versions[1]!.getTime()).toBeGreaterThan(versions[0]!.getTime());
    expect((await bump(2)).getTime()).toBe(future.getTime() + 1);
  });
});
