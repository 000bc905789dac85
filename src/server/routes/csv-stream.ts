import { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import { sql, type Expression, type Kysely, type RawBuilder, type SelectQueryBuilder } from "kysely";
import type { Database } from "../db/database.ts";
import { copyCsvRows } from "./csv-copy.ts";

/**
 * CSV exports streamed from the database (DESIGN.md section 3): the answer is written as rows
 * arrive and an export never holds more than a batch in memory. Cells follow RFC 4180, text a
 * spreadsheet would run as a formula is made harmless, and the file is UTF-8 with a BOM (Excel
 * reads it right). Two ways in, both called from a handler as `return sendXxx(reply, {...})`
 * with the query built from the table's own filters and sort:
 *
 * - sendCsv: columns read from each row in Node (any value, computed as you like). Rows come
 *   through a server-side cursor in batches, on PostgreSQL and PGlite alike.
 * - sendSqlCsv: columns computed by the database (text or numbers). On PostgreSQL the database
 *   writes the CSV itself (COPY) and Node only passes bytes on: the way for exports of a
 *   million rows. On PGlite the same columns come through the cursor.
 */

/** What a cell may hold; null and undefined become an empty cell, a Date its ISO form. */
export type CsvValue = string | number | bigint | boolean | Date | null | undefined;

/** One column of an export: its header and how to read its cell from a row. */
export interface CsvColumn<R> {
  header: string;
  value: (row: R) => CsvValue;
}

export interface CsvExport<R> {
  // Typed loosely on purpose: exports are read-only queries over any schema.
  db: Kysely<any>;
  /** The rows in export order (a Kysely select or a `sql` template: any expression with rows). */
  query: Expression<R>;
  columns: readonly CsvColumn<R>[];
  /** File name offered to the browser, e.g. "catalog-requests.csv". */
  filename: string;
  /** Rows per FETCH; bigger is faster, smaller holds less memory. */
  batchSize?: number;
  /** Session time zone of the export's transaction (see SqlCsvExport.timeZone). */
  timeZone?: string;
}

/** A column the database computes, as text or a number; text gets the formula guard in SQL. */
export interface SqlCsvColumn {
  header: string;
  value: Expression<string | number | null>;
  /**
   * The value never starts with = + - @ tab or carriage return (a number, a date, a code), so it
   * is written as it is: -5 stays a number, and a million rows skip a needless check.
   */
  formulaSafe?: boolean;
}

export interface SqlCsvExport {
  database: Pick<Database, "db" | "pool">;
  /** The rows in export order, without a select list: db.selectFrom(...).where(...).orderBy(...). */
  rows: SelectQueryBuilder<any, any, any>;
  columns: readonly SqlCsvColumn[];
  filename: string;
  /** Rows per FETCH where the cursor is used (PGlite). */
  batchSize?: number;
  /** Session time zone of the export's transaction: timestamptz::timestamp gives local time in it. */
  timeZone?: string;
}

export const UTF8_BOM = "\uFEFF";
export const DEFAULT_BATCH_SIZE = 2000;
// Rows per written chunk: small strings die young in V8's nursery, where big ones would pile up
// in the old generation until a full collection and swell the process during a long export.
const CHUNK_ROWS = 200;

// A spreadsheet runs a cell starting with one of these as a formula (CSV injection); tab and
// carriage return are included since some programs strip them first and then see the '='.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV cell: text that a spreadsheet would read as a formula gets an apostrophe in front,
 * and a cell with a quote, comma or line break is quoted with its quotes doubled (RFC 4180).
 * Numbers stay as they are: -5 is a number, not a formula.
 */
export function csvCell(value: CsvValue): string {
  if (typeof value === "string" && FORMULA_START.test(value)) return quoted(`'${value}`);
  return quoted(value);
}

/** A cell quoted per RFC 4180 without the formula guard (for values the database guarded already). */
function quoted(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (typeof value === "boolean") return value ? "true" : "false";
  const text = value instanceof Date ? value.toISOString() : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record with its CRLF line end. */
export function csvLine(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(",") + "\r\n";
}

/** The records of a batch of rows, as one string (one write per batch, not per row). */
export function csvLines<R>(rows: readonly R[], columns: readonly CsvColumn<R>[], cell: (value: CsvValue) => string = csvCell): string {
  let out = "";
  for (const row of rows) {
    let line = "";
    for (let i = 0; i < columns.length; i++) line += (i === 0 ? "" : ",") + cell(columns[i]!.value(row));
    out += line + "\r\n";
  }
  return out;
}

/** The SQL form of csvCell's formula guard: an apostrophe before = + - @ tab and carriage return. */
export function formulaGuard(value: Expression<string | number | null>) {
  return sql<string | null>`case when ascii(${value}) in (61, 43, 45, 64, 9, 13) then '''' || ${value} else ${value} end`;
}

/** Content-Disposition for a download; filename* carries names that are not plain ASCII. */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export interface BatchOptions {
  /** Rows per FETCH; bigger is faster, smaller holds less memory. */
  batchSize?: number;
  /** Session time zone of the transaction (see SqlCsvExport.timeZone). */
  timeZone?: string;
}

/** Time zone and ISO date output for the rest of the transaction (set_config(..., true) is SET LOCAL). */
export function sessionSettings(timeZone: string) {
  // No parallel workers: an export's time goes into writing every row as text, which only the
  // leading backend does; workers merely scan and join, and took the leader's CPU away from it
  // (1,030,000 rows on two cores: median 3.6 s with them, 3.1 s without).
  return sql`select set_config('TimeZone', ${timeZone}, true), set_config('DateStyle', 'ISO, YMD', true), set_config('max_parallel_workers_per_gather', '0', true)`;
}

/**
 * The query's rows in batches, read through a cursor (DECLARE ... FETCH) in a read-only
 * transaction of its own. The next batch is fetched while the caller works on the current one,
 * so the database and Node work at the same time. Stopping early (return() on the generator,
 * as a closed download does) rolls the transaction back, which closes the cursor and gives the
 * connection back.
 */
export async function* queryInBatches<R>(db: Kysely<any>, query: Expression<R>, options: BatchOptions = {}): AsyncGenerator<R[]> {
  const { batchSize = DEFAULT_BATCH_SIZE, timeZone } = options;
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new Error(`batchSize must be a positive integer, not ${batchSize}`);
  const trx = await db.startTransaction().setAccessMode("read only").execute();
  const fetchBatch = (): Promise<R[]> => {
    const batch = sql<R>`fetch forward ${sql.lit(batchSize)} from csv_export_cursor`.execute(trx).then((result) => result.rows);
    // Awaited below or in finally; this only keeps a failure of a fetch nobody waits for anymore
    // from counting as unhandled.
    batch.catch(() => {});
    return batch;
  };
  let finished = false;
  let next: Promise<R[]> | undefined;
  try {
    if (timeZone) await sessionSettings(timeZone).execute(trx);
    await sql`declare csv_export_cursor no scroll cursor for ${query}`.execute(trx);
    next = fetchBatch();
    for (;;) {
      const rows: R[] = await next;
      next = rows.length === batchSize ? fetchBatch() : undefined;
      if (rows.length > 0) yield rows;
      if (!next) break;
    }
    await trx.commit().execute();
    finished = true;
  } finally {
    // A fetch still in flight must end before the rollback is sent on the same connection.
    if (next) await next.catch(() => {});
    if (!finished) await trx.rollback().execute().catch(() => {});
  }
}

/** Answers the export as a streamed CSV download, its columns read from each row in Node. */
export function sendCsv<R>(reply: FastifyReply, options: CsvExport<R>): Promise<FastifyReply> {
  return sendDownload(reply, options.filename, csvLine(options.columns.map((c) => c.header)), cursorRecords(options, csvCell));
}

async function* cursorRecords<R>(options: CsvExport<R>, cell: (value: CsvValue) => string): AsyncGenerator<string> {
  for await (const rows of queryInBatches(options.db, options.query, { batchSize: options.batchSize, timeZone: options.timeZone })) {
    for (let start = 0; start < rows.length; start += CHUNK_ROWS) yield csvLines(rows.slice(start, start + CHUNK_ROWS), options.columns, cell);
  }
}

/** The export's rows with one cell per column (c0, c1, ...), made harmless for spreadsheets in SQL. */
export function sqlCsvSelect(options: Pick<SqlCsvExport, "rows" | "columns">) {
  const cells = options.columns.map((c, i) => {
    const cell: RawBuilder<CsvValue> = c.formulaSafe ? sql<CsvValue>`${c.value}` : formulaGuard(c.value);
    return cell.as(`c${i}`);
  });
  return options.rows.select(cells);
}

/** Answers the export as a streamed CSV download, its columns computed by the database. */
export function sendSqlCsv(reply: FastifyReply, options: SqlCsvExport): Promise<FastifyReply> {
  const select = sqlCsvSelect(options);
  const header = csvLine(options.columns.map((c) => c.header));
  if (options.database.pool) {
    const settings = options.timeZone ? sessionSettings(options.timeZone).compile(options.database.db) : undefined;
    return sendDownload(reply, options.filename, header, copyCsvRows(options.database.pool, select.compile(), settings));
  }
  // PGlite: the same columns through the cursor, only quoted here (the guard is in the SQL).
  const columns = options.columns.map((c, i): CsvColumn<Record<string, CsvValue>> => ({ header: c.header, value: (row) => row[`c${i}`] }));
  const records = cursorRecords({ db: options.database.db, query: select, columns, filename: options.filename, batchSize: options.batchSize, timeZone: options.timeZone }, quoted);
  return sendDownload(reply, options.filename, header, records);
}

/**
 * Streams BOM, header and records. The first records are read before the answer starts, so a
 * database failure at that point is still an error answer (503) instead of a cut-off file.
 */
async function sendDownload(reply: FastifyReply, filename: string, header: string, records: AsyncGenerator<string | Buffer>): Promise<FastifyReply> {
  const first = await records.next();
  async function* body(): AsyncGenerator<string | Buffer> {
    try {
      yield UTF8_BOM + header;
      if (first.done) return;
      yield first.value;
      yield* records;
    } finally {
      // A download closed half-way: end the query's transaction now, not at garbage collection.
      await records.return(undefined);
    }
  }
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", attachmentDisposition(filename))
    .send(Readable.from(body()));
}
