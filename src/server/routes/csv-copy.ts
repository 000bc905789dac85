import type { Readable } from "node:stream";
import pg from "pg";
import { to as copyTo } from "pg-copy-streams";

/**
 * PostgreSQL's COPY for CSV exports: the database writes the CSV itself and Node only passes
 * bytes on, so a million rows cost neither a million row objects nor their garbage. Used by
 * sendSqlCsv (csv-stream.ts) on PostgreSQL; PGlite has no COPY to a client and reads batches.
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
  if (typeof value === "string") return pg.escapeLiteral(value);
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "bigint") return String(value);
  if (typeof value === "boolean") return value ? "true" : "false";
  if (value instanceof Date) return `${pg.escapeLiteral(value.toISOString())}::timestamptz`;
  throw new Error(`Cannot write a ${typeof value} parameter into a COPY statement`);
}

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

/**
 * COPY ends records with LF; RFC 4180 (and the cursor path) with CRLF. Answers a converter for
 * consecutive chunks that turns record ends into CRLF and leaves line breaks inside quoted
 * cells as they are (it remembers across chunks whether it is inside quotes; a doubled quote
 * leaves and re-enters, which comes to the same).
 */
export function crlfRecordEnds(): (chunk: Buffer) => Buffer {
  let inQuotes = false;
  return (chunk) => {
    // First the record ends (LFs outside quotes), then one copy into a buffer that has room for
    // a CR before each: a chunk holds thousands of records, and a piece per record would cost
    // an object each.
    const ends: number[] = [];
    let at = 0;
    while (at < chunk.length) {
      const quote = chunk.indexOf(QUOTE, at);
      if (inQuotes) {
        if (quote < 0) break;
        inQuotes = false;
        at = quote + 1;
        continue;
      }
      const lineEnd = chunk.indexOf(LF, at);
      if (lineEnd >= 0 && (quote < 0 || lineEnd < quote)) {
        ends.push(lineEnd);
        at = lineEnd + 1;
      } else if (quote >= 0) {
        inQuotes = true;
        at = quote + 1;
      } else break;
    }
    if (ends.length === 0) return chunk;
    const out = Buffer.allocUnsafe(chunk.length + ends.length);
    let from = 0;
    let to = 0;
    for (const end of ends) {
      to += chunk.copy(out, to, from, end);
      out[to++] = CR;
      from = end; // the LF itself is copied with the next piece
    }
    chunk.copy(out, to, from);
    return out;
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
 * The query's rows as CSV (RFC 4180, no header), from COPY ... TO STDOUT in a read-only
 * transaction on a connection of its own, after the settings statement if one is given. A reader that stops early leaves the connection in
 * the middle of COPY, so it is closed instead of handed back to the pool.
 */
export async function* copyCsvRows(pool: pg.Pool, query: CompiledSql, settings?: CompiledSql): AsyncGenerator<Buffer> {
  const client = await pool.connect();
  let clean = false;
  try {
    await client.query("begin read only");
    if (settings) await client.query(settings.sql, [...settings.parameters]);
    // Up to 1 MB of rows waits for the reader, so the answer is written in large pieces
    // (a write per piece; COPY's own 16 KB pieces made the socket writes cost as much as COPY).
    const stream = client.query(copyTo(`copy (${inlineParameters(query)}) to stdout with (format csv)`, { highWaterMark: 1 << 20 }));
    const withCrlf = crlfRecordEnds();
    for await (const chunk of bufferedChunks(stream)) yield withCrlf(chunk);
    await client.query("commit");
    clean = true;
  } finally {
    client.release(clean ? undefined : true);
  }
}
