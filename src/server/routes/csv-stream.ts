import { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import { sql, type Expression, type Kysely, type SelectQueryBuilder } from "kysely";
import { LIFT_STATEMENT_TIMEOUT, type Database } from "../db/database.ts";
import { copyTextColumn } from "./csv-copy.ts";

/**
 * CSV exports streamed from the database (DESIGN.md section 3): the answer is written as rows
 * arrive and an export never holds more than a batch in memory. Cells follow RFC 4180, text a
 * spreadsheet would run as a formula is made harmless, and the file is UTF-8 with a BOM (Excel
 * reads it right). Two ways in, both called from a handler as `return sendXxx(reply, {...})`
 * with the query built from the table's own filters and sort:
 *
 * - sendCsv: columns read from each row in Node (any value, computed as you like). Rows come
 *   through a server-side cursor in batches, on PostgreSQL and PGlite alike.
 * - sendCsvRecords: records the database keeps ready, one text column holding each row's
 *   whole CSV line (a catalog request's csv_line, migration 0010). On PostgreSQL they come
 *   by COPY in binary format and Node only passes bytes on: the way for exports of a million
 *   rows. On PGlite the same column comes through the cursor.
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
}

export interface CsvRecordsExport {
  database: Pick<Database, "db" | "pool">;
  /** The rows in export order, selecting one text column `line`: each row's CSV record with its CRLF. */
  records: SelectQueryBuilder<any, any, { line: string }>;
  /** The header's cells, in the records' order. */
  headers: readonly string[];
  filename: string;
  /** Rows per FETCH where the cursor is used (PGlite). */
  batchSize?: number;
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
  if (typeof value === "string" && FORMULA_START.test(value)) value = `'${value}`;
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
export function csvLines<R>(rows: readonly R[], columns: readonly CsvColumn<R>[]): string {
  let out = "";
  for (const row of rows) {
    let line = "";
    for (let i = 0; i < columns.length; i++) line += (i === 0 ? "" : ",") + csvCell(columns[i]!.value(row));
    out += line + "\r\n";
  }
  return out;
}

/** Content-Disposition for a download; filename* carries names that are not plain ASCII. */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export interface BatchOptions {
  /** Rows per FETCH; bigger is faster, smaller holds less memory. */
  batchSize?: number;
}

/**
 * The query's rows in batches, read through a cursor (DECLARE ... FETCH) in a read-only
 * transaction of its own, without the statement timeout (an export's FETCHes go as fast as its
 * download, and its first may sort the whole result). The next batch is fetched while the caller works on the current one,
 * so the database and Node work at the same time. Stopping early (return() on the generator,
 * as a closed download does) rolls the transaction back, which closes the cursor and gives the
 * connection back.
 */
export async function* queryInBatches<R>(db: Kysely<any>, query: Expression<R>, options: BatchOptions = {}): AsyncGenerator<R[]> {
  const { batchSize = DEFAULT_BATCH_SIZE } = options;
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
    await sql.raw(LIFT_STATEMENT_TIMEOUT).execute(trx);
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
    if (!finished)
      await trx
        .rollback()
        .execute()
        .catch(() => {});
  }
}

/** Answers the export as a streamed CSV download, its columns read from each row in Node. */
export function sendCsv<R>(reply: FastifyReply, options: CsvExport<R>): Promise<FastifyReply> {
  return sendDownload(reply, options.filename, csvLine(options.columns.map((c) => c.header)), cursorRecords(options));
}

async function* cursorRecords<R>(options: CsvExport<R>): AsyncGenerator<string> {
  for await (const rows of queryInBatches(options.db, options.query, { batchSize: options.batchSize })) {
    for (let start = 0; start < rows.length; start += CHUNK_ROWS) yield csvLines(rows.slice(start, start + CHUNK_ROWS), options.columns);
  }
}

/** Answers the export as a streamed CSV download of records the database keeps ready. */
export function sendCsvRecords(reply: FastifyReply, options: CsvRecordsExport): Promise<FastifyReply> {
  const header = csvLine(options.headers);
  const { database, records } = options;
  const lines = database.pool ? copyTextColumn(database.pool, records.compile()) : cursorLines(database.db, records, options.batchSize);
  return sendDownload(reply, options.filename, header, lines);
}

async function* cursorLines(db: Kysely<any>, records: CsvRecordsExport["records"], batchSize?: number): AsyncGenerator<string> {
  for await (const rows of queryInBatches(db, records, { batchSize })) {
    for (let start = 0; start < rows.length; start += CHUNK_ROWS)
      yield rows
        .slice(start, start + CHUNK_ROWS)
        .map((row) => row.line)
        .join("");
  }
}

/**
 * Streams BOM, header and records. The first records are read before the answer starts, so a
 * database failure at that point is still an error answer (503) instead of a cut-off file.
 */
async function sendDownload(
  reply: FastifyReply,
  filename: string,
  header: string,
  records: AsyncGenerator<string | Buffer>,
): Promise<FastifyReply> {
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
