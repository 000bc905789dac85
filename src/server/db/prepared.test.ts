import { CompiledQuery, type LogEvent } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase, testDatabaseKinds } from "../../../tests/fixtures/databases.ts";
import { openDatabase, type Database } from "./database.ts";

const SQUARES = "select g as n, g * g as square from generate_series(1, $1::int) g order by g";
const squares = (upTo: number) => CompiledQuery.raw(SQUARES, [upTo]) as CompiledQuery<{ n: number; square: number }>;

/**
 * Database.prepared (the session lookup, a catalog search's rows by id): a named statement
 * parsed once per connection on PostgreSQL answers as the plain query would, for any values,
 * and is shown to the log as Kysely's own queries are (benchmarks time what they capture).
 */
describe.each(testDatabaseKinds)("prepared statements on %s", (kind) => {
  let database: Database;
  let url: string | undefined;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, url, drop } = await freshDatabase(kind));
  });
  afterAll(() => drop?.());

  it("answers each call with its own values, as the plain query does", async () => {
    // More calls than connections: each connection prepares it once, then reuses it.
    for (const upTo of [3, 1, 4, 2, 5, 3, 1]) {
      const rows = await database.prepared("squares", squares(upTo));
      expect(rows.map((r) => [Number(r.n), Number(r.square)])).toEqual(Array.from({ length: upTo }, (_, i) => [i + 1, (i + 1) ** 2]));
    }
  });

  it.runIf(kind === "postgres")("is shown to the log, a failure too", async () => {
    const events: LogEvent[] = [];
    const logged = await openDatabase({ url: url!, poolSize: 2, log: (event) => events.push(event) });
    try {
      await logged.prepared("squares", squares(2));
      expect(events).toMatchObject([{ level: "query", query: { sql: SQUARES, parameters: [2] } }]);
      // Not a number: PostgreSQL refuses the value.
      await expect(logged.prepared("squares", CompiledQuery.raw(SQUARES, ["many"]))).rejects.toThrow(/integer/);
      expect(events[1]).toMatchObject({ level: "error", query: { sql: SQUARES, parameters: ["many"] } });
    } finally {
      await logged.close();
    }
  });
});
