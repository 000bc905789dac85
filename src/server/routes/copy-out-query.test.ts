import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../db/database.ts";
import { copyTextColumn } from "./csv-copy.ts";

/**
 * COPY of records read off a real PostgreSQL connection (copy-out-query.ts): every byte in
 * order through blocks and a slow reader, an error in the middle of COPY, and a reader that
 * stops early. PostgreSQL only: PGlite has no COPY to a client.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("COPY of records on postgres", () => {
  let database: Database;
  const pool = () => database.pool!;

  beforeAll(async () => {
    database = await openDatabase({ url: process.env.TEST_DATABASE_URL!, poolSize: 3 });
  });
  afterAll(async () => {
    await database?.close();
  });

  // Lines of varying length with multi-byte characters: about 25 MB, many 1 MB blocks.
  const rows = 150_000;
  const lines = {
    sql: `select repeat('å', i % 97) || ',' || i || E',"två\\r\\nrader"\\r\\n' as line from generate_series(1, $1::int) i`,
    parameters: [rows],
  };
  const expected = (n: number) => {
    let text = "";
    for (let i = 1; i <= n; i++) text += `${"å".repeat(i % 97)},${i},"två\r\nrader"\r\n`;
    return text;
  };

  it("hands on every row's field once and in order, read at the reader's pace", async () => {
    const pieces: Buffer[] = [];
    for await (const piece of copyTextColumn(pool(), lines)) {
      pieces.push(piece);
      // A reader slower than the database: the socket is held, and nothing is lost.
      if (pieces.length % 4 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    expect(Buffer.concat(pieces).toString()).toBe(expected(rows));
    expect(pieces.length).toBeGreaterThan(10);
    expect(Math.max(...pieces.map((p) => p.length))).toBeLessThanOrEqual(1 << 20);
    // The connection went back whole: the next statement on the pool runs.
    expect((await pool().withClient((client) => client.query("select 1 as one"))).rows).toEqual([{ one: 1 }]);
  });

  it("fails with the database's error when a row fails in the middle of COPY, and the pool goes on", async () => {
    const failing = {
      sql: `select case when i = 40000 then (1 / (i - i))::text else repeat('x', 50) || E'\\r\\n' end as line from generate_series(1, 50000) i`,
      parameters: [],
    };
    let bytes = 0;
    const read = async () => {
      for await (const piece of copyTextColumn(pool(), failing)) bytes += piece.length;
    };
    await expect(read()).rejects.toMatchObject({ code: "22012" });
    expect(bytes).toBeLessThanOrEqual(39_999 * 52);
    expect((await pool().withClient((client) => client.query("select 2 as two"))).rows).toEqual([{ two: 2 }]);
  });

  it("ends the server's COPY when the reader stops early", async () => {
    const tag = `copy-early-stop-${process.pid}-${Date.now()}`;
    const long = { sql: `select /* ${tag} */ repeat('y', 200) || E'\\r\\n' as line from generate_series(1, 2000000)`, parameters: [] };
    const reader = copyTextColumn(pool(), long);
    const first = await reader.next();
    expect(first.done).toBe(false);
    await reader.return(undefined);
    // The server notices the closed socket on its next write; wait for that state, not a time.
    const running = async () =>
      (
        await pool().withClient((client) =>
          client.query("select count(*)::int as n from pg_stat_activity where query like $1 and pid <> pg_backend_pid()", [`%${tag}%`]),
        )
      ).rows[0]!.n as number;
    for (let asked = 0; (await running()) > 0; asked++) {
      expect(asked, "the COPY still runs on the server").toBeLessThan(500);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await pool().withClient((client) => client.query("select 3 as three"))).rows).toEqual([{ three: 3 }]);
  });
});
