import type { Readable } from "node:stream";
import pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import { LIFT_STATEMENT_TIMEOUT, type Database } from "../db/database.ts";

/**
 * PostgreSQL's COPY for CSV exports whose records the database keeps (a catalog request's
 * csv_line, migration 0010): the database sends the bytes and Node only passes them on, so a
 * million rows cost neither a million row objects nor their garbage. Used by sendCsvRecords
 * (csv-stream.ts) on PostgreSQL; PGlite has no COPY to a client and reads batches.
 */

/** A compiled query (Kysely's shape): SQL text with $1, $2 ... and their values. */
export interface CompiledSql {
  sql: string;
  parameters: readonly unknown[];
}

/**
 * The query's text with every parameter written in as a literal, since COPY takes no
 * parameters. Strings are quoted by pg's escapeLiteral; only placeholders outside quoted
 * strings and identifiers are replaced.
 */
export function inlineParameters(query: CompiledSql): string {
  let out = "";
  let i = 0;
  const text = query.sql;
  while (i < text.length) {
    const c = text[i]!;
    if (c === "'" || c === '"') {
      const end = closingQuote(text, i);
      out += text.slice(i, end);
      i = end;
    } else if (c === "$" && /[0-9]/.test(text[i + 1] ?? "") && !/[\w$]/.test(text[i - 1] ?? "")) {
      const digits = /^\d+/.exec(text.slice(i + 1))![0];
      const index = Number(digits) - 1;
      if (index < 0 || index >= query.parameters.length) throw new Error(`The query has no parameter $${digits}`);
      out += literal(query.parameters[index]);
      i += 1 + digits.length;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** Index just past the quoted string or identifier starting at start (a doubled quote stays inside). */
function closingQuote(text: string, start: number): number {
  const quote = text[start]!;
  // E'...' strings escape with backslashes as well.
  const backslashes = quote === "'" && /[eE]/.test(text[start - 1] ?? "") && !/\w/.test(text[start - 2] ?? "");
  let i = start + 1;
  while (i < text.length) {
    if (backslashes && text[i] === "\\") i += 2;
    else if (text[i] === quote && text[i + 1] === quote) i += 2;
    else if (text[i] === quote) return i + 1;
    else i++;
  }
  throw new Error("Unterminated quote in the query");
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "string") {
    // A NUL would end the statement's text early on the wire, and PostgreSQL answers a broken
    // message by dropping the connection (SQLSTATE 08P01, an outage to us). As a parameter it
    // is refused with 22021; say the same here (a bad value, 400).
    if (value.includes("\u0000")) throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: "22021" });
    return pg.escapeLiteral(value);
  }
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "bigint") return String(value);
  if (typeof value === "boolean") return value ? "true" : "false";
  if (value instanceof Date) return `${pg.escapeLiteral(value.toISOString())}::timestamptz`;
  throw new Error(`Cannot write a ${typeof value} parameter into a COPY statement`);
}

// COPY's binary format (PostgreSQL docs, "COPY", Binary Format): a signature, flags and a
// header extension, then per row a 16-bit field count and per field a 32-bit length (-1 for
// null) and its bytes; a field count of -1 ends the data. All integers are big-endian.
const SIGNATURE = Buffer.from("PGCOPY\n\xff\r\n\0", "latin1");
const HEADER_LENGTH = SIGNATURE.length + 8;

/**
 * Reads the output of `COPY (select one_text_column ...) TO STDOUT (FORMAT binary)` chunk by
 * chunk and answers each field's bytes joined together: the kept CSV records of an export,
 * passed on as they are. Binary output sends text without COPY's per-character escaping, so
 * the database only copies bytes. Chunks may end anywhere; a row cut by a chunk's end is
 * finished with the next one. A null field or a row with more than one field is refused.
 */
export function binaryCopyTextColumn(): (chunk: Buffer) => Buffer {
  let rest: Buffer = Buffer.alloc(0);
  let headerRead = false;
  let ended = false;
  return (chunk) => {
    const data = rest.length > 0 ? Buffer.concat([rest, chunk]) : chunk;
    let at = 0;
    if (!headerRead) {
      if (data.length < HEADER_LENGTH) {
        rest = data;
        return Buffer.alloc(0);
      }
      if (!data.subarray(0, SIGNATURE.length).equals(SIGNATURE)) throw new Error("Not the output of a binary COPY");
      const extension = data.readUInt32BE(SIGNATURE.length + 4);
      if (data.length < HEADER_LENGTH + extension) {
        rest = data;
        return Buffer.alloc(0);
      }
      at = HEADER_LENGTH + extension;
      headerRead = true;
    }
    // The fields' bytes are the data less six bytes of framing per row: one copy into a buffer
    // of the data's size, a row at a time.
    const out = Buffer.allocUnsafe(data.length);
    let written = 0;
    while (!ended && at + 2 <= data.length) {
      const fields = data.readInt16BE(at);
      if (fields === -1) {
        ended = true;
        at += 2;
        break;
      }
      if (fields !== 1) throw new Error(`A binary COPY row of ${fields} fields where one was expected`);
      if (at + 6 > data.length) break;
      const length = data.readInt32BE(at + 2);
      if (length < 0) throw new Error("A null field in a binary COPY of records");
      if (at + 6 + length > data.length) break;
      written += data.copy(out, written, at + 6, at + 6 + length);
      at += 6 + length;
    }
    rest = ended ? Buffer.alloc(0) : data.subarray(at);
    return out.subarray(0, written);
  };
}

/**
 * A byte stream's data as it arrives, everything buffered so far in one piece. COPY sends one
 * message per row, and the stream's own iterator would hand a million rows on one by one, each
 * through every generator up to the HTTP answer; read() takes all that is waiting at once.
 */
export async function* bufferedChunks(stream: Readable): AsyncGenerator<Buffer> {
  for (;;) {
    const chunk = stream.read() as Buffer | null;
    if (chunk !== null) {
      yield chunk;
      continue;
    }
    if (stream.errored) throw stream.errored;
    if (stream.readableEnded || stream.destroyed) return;
    await new Promise<void>((resolve, reject) => {
      const settle = (error?: unknown) => {
        for (const event of ["readable", "end", "close"]) stream.off(event, onEvent);
        stream.off("error", onError);
        if (error) reject(error);
        else resolve();
      };
      const onEvent = () => settle();
      const onError = (error: unknown) => settle(error);
      for (const event of ["readable", "end", "close"]) stream.on(event, onEvent);
      stream.on("error", onError);
    });
  }
}

/**
 * The query's single text column, every row's value joined, from COPY ... TO STDOUT in binary
 * format in a read-only transaction on a connection of its own, without the statement timeout
 * (COPY runs as long as the download takes; 1M rows take a few seconds). A reader that stops
 * early leaves the connection in the middle of COPY, so it is closed instead of handed back.
 */
export async function* copyTextColumn(pool: NonNullable<Database["pool"]>, query: CompiledSql): AsyncGenerator<Buffer> {
  const client = await pool.connect();
  let clean = false;
  try {
    await client.query(`begin read only; ${LIFT_STATEMENT_TIMEOUT}`);
    // Up to 1 MB of rows waits for the reader, so the answer is written in large pieces
    // (a write per piece; the stream's own 16 KB pieces made the socket writes cost as much as COPY).
    const stream = client.query(copyTo(`copy (${inlineParameters(query)}) to stdout with (format binary)`, { highWaterMark: 1 << 20 }));
    const fields = binaryCopyTextColumn();
    for await (const chunk of bufferedChunks(stream)) {
      const records = fields(chunk);
      if (records.length > 0) yield records;
    }
    await client.query("commit");
    clean = true;
  } finally {
    client.release(clean ? undefined : true);
  }
}
