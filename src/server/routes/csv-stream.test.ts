import Fastify from "fastify";
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase, testDatabaseKinds } from "../../../tests/fixtures/databases.ts";
import type { Database } from "../db/database.ts";
import {
  attachmentDisposition,
  csvCell,
  csvLine,
  csvLines,
  queryInBatches,
  sendCsv,
  sendCsvRecords,
  UTF8_BOM,
  type CsvColumn,
} from "./csv-stream.ts";

describe("csv cells", () => {
  it("quotes per RFC 4180 only where needed and doubles quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("cr\rhere")).toBe('"cr\rhere"');
    expect(csvCell("Åsa Öberg, Malmö")).toBe('"Åsa Öberg, Malmö"');
  });

  it("makes text a spreadsheet would run as a formula harmless", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("+46 8 123")).toBe("'+46 8 123");
    expect(csvCell("-1+2")).toBe("'-1+2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell("\r=1")).toBe('"\'\r=1"');
    expect(csvCell("a=1")).toBe("a=1");
  });

  it("writes numbers, booleans, dates and empty values", () => {
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(12n)).toBe("12");
    expect(csvCell(true)).toBe("true");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(new Date("2026-01-02T03:04:05.006Z"))).toBe("2026-01-02T03:04:05.006Z");
  });

  it("ends records with CRLF and builds a batch in one string", () => {
    expect(csvLine(["id", "name", null])).toBe("id,name,\r\n");
    const columns: CsvColumn<{ id: number; name: string }>[] = [
      { header: "id", value: (r) => r.id },
      { header: "name", value: (r) => r.name },
    ];
    expect(
      csvLines(
        [
          { id: 1, name: "a" },
          { id: 2, name: "=b" },
        ],
        columns,
      ),
    ).toBe("1,a\r\n2,'=b\r\n");
  });

  it("offers the file as an attachment, with non-ASCII names in filename*", () => {
    expect(attachmentDisposition("catalog-requests.csv")).toBe(
      `attachment; filename="catalog-requests.csv"; filename*=UTF-8''catalog-requests.csv`,
    );
    expect(attachmentDisposition('för"säljare.csv')).toBe(
      `attachment; filename="f_r_s_ljare.csv"; filename*=UTF-8''f%C3%B6r%22s%C3%A4ljare.csv`,
    );
  });
});

describe.each(testDatabaseKinds)("csv streaming on %s", (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await freshDatabase(kind));
  });
  afterAll(() => drop?.());

  const numbers = (n: number) =>
    sql<{ n: number; label: string }>`select g as n, 'row ' || g as label from generate_series(1, ${n}::int) g order by g`;

  it("reads a query in batches through a cursor, in order", async () => {
    const sizes: number[] = [];
    const seen: number[] = [];
    for await (const rows of queryInBatches(database.db, numbers(2500), { batchSize: 1000 })) {
      sizes.push(rows.length);
      seen.push(...rows.map((r) => r.n));
    }
    expect(sizes).toEqual([1000, 1000, 500]);
    expect(seen).toEqual(Array.from({ length: 2500 }, (_, i) => i + 1));
    // An exact multiple of the batch size ends with no empty batch.
    const exact: number[] = [];
    for await (const rows of queryInBatches(database.db, numbers(2000), { batchSize: 1000 })) exact.push(rows.length);
    expect(exact).toEqual([1000, 1000]);
  });

  it("gives the connection back when a reader stops early", async () => {
    for (let i = 0; i < 3; i++) {
      const batches = queryInBatches(database.db, numbers(5000), { batchSize: 100 });
      expect((await batches.next()).value).toHaveLength(100);
      await batches.return(undefined);
    }
    // On PGlite a leaked transaction would block this query forever; on PostgreSQL it would
    // leave a connection idle in transaction.
    const { rows } = await sql<{ open: number }>`select count(*)::int as open from pg_stat_activity
      where state = 'idle in transaction' and datname = current_database()`.execute(database.db);
    expect(rows[0]!.open).toBe(0);
  });

  it("answers a download: BOM, header, one record per row, attachment headers", async () => {
    const app = Fastify();
    app.get("/export", (_request, reply) =>
      sendCsv(reply, {
        db: database.db,
        query: sql<{
          n: number;
          label: string;
        }>`select g as n, case when g = 2 then '=2+2' else 'row, ' || g end as label from generate_series(1, 5) g order by g desc`,
        columns: [
          { header: "number", value: (r) => r.n },
          { header: "label", value: (r) => r.label },
        ],
        filename: "numbers.csv",
        batchSize: 2,
      }),
    );
    const answer = await app.inject({ method: "GET", url: "/export" });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(answer.headers["content-disposition"]).toContain('attachment; filename="numbers.csv"');
    expect(answer.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(answer.body).toBe(`${UTF8_BOM}number,label\r\n5,"row, 5"\r\n4,"row, 4"\r\n3,"row, 3"\r\n2,'=2+2\r\n1,"row, 1"\r\n`);
    await app.close();
  });

  it("answers the header alone when nothing matches", async () => {
    const app = Fastify();
    app.get("/none", (_request, reply) =>
      sendCsv(reply, {
        db: database.db,
        query: sql<{ n: number }>`select 1 as n where false`,
        columns: [{ header: "n", value: (r) => r.n }],
        filename: "none.csv",
      }),
    );
    const answer = await app.inject({ method: "GET", url: "/none" });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(`${UTF8_BOM}n\r\n`);
    await app.close();
  });

  it("answers an error, not a cut-off file, when the query fails before the first row", async () => {
    const app = Fastify();
    app.get("/broken", (_request, reply) =>
      sendCsv(reply, {
        db: database.db,
        query: sql<{ n: number }>`select n from no_such_table`,
        columns: [{ header: "n", value: (r) => r.n }],
        filename: "x.csv",
      }),
    );
    const answer = await app.inject({ method: "GET", url: "/broken" });
    expect(answer.statusCode).toBe(500);
    expect(answer.headers["content-disposition"]).toBeUndefined();
    await app.close();
    // The failed cursor left no transaction open behind it.
    expect((await sql<{ one: number }>`select 1 as one`.execute(database.db)).rows).toEqual([{ one: 1 }]);
  });

  it("answers a download of records the database keeps (COPY on PostgreSQL, batches on PGlite) with the same bytes", async () => {
    await sql`create table csv_records (id int primary key, label text, line text not null)`.execute(database.db);
    // Enough rows that COPY's output arrives in several pieces and rows are cut between them.
    await sql`insert into csv_records
      select g, 'row ' || g, g || ',"Malmö ""' || g || '""",' || repeat('x', g % 300) || E'\r\n' from generate_series(1, 20000) g`.execute(
      database.db,
    );
    await sql`insert into csv_records values (20001, 'comma, "quoted"', E'20001,"two\r\nlines",😀\r\n')`.execute(database.db);
    const app = Fastify();
    app.get("/records", (request, reply) => {
      const label = (request.query as { label?: string }).label;
      let records = (database.db as Kysely<any>).selectFrom("csv_records as c").orderBy("c.id", "desc").select("c.line as line");
      if (label) records = records.where("c.label", "like", label);
      return sendCsvRecords(reply, { database, records, headers: ["id", "label", "filler"], filename: "records.csv", batchSize: 1000 });
    });
    const answer = await app.inject({ method: "GET", url: "/records" });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-disposition"]).toContain('filename="records.csv"');
    const expected = [`20001,"two\r\nlines",😀\r\n`];
    for (let g = 20000; g >= 1; g--) expected.push(`${g},"Malmö ""${g}""",${"x".repeat(g % 300)}\r\n`);
    expect(answer.body).toBe(`${UTF8_BOM}id,label,filler\r\n${expected.join("")}`);
    // Values given as parameters (a filter) reach the database intact, quotes included.
    const filtered = await app.inject({ method: "GET", url: `/records?label=${encodeURIComponent('comma, "%')}` });
    expect(filtered.body).toBe(`${UTF8_BOM}id,label,filler\r\n20001,"two\r\nlines",😀\r\n`);
    const injected = await app.inject({ method: "GET", url: `/records?label=${encodeURIComponent("x' or '1'='1")}` });
    expect(injected.body).toBe(`${UTF8_BOM}id,label,filler\r\n`);
    await app.close();
  });
});
