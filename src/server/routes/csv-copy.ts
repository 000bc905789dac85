import pg from "pg";
import { LIFT_STATEMENT_TIMEOUT, type Database } from "../db/database.ts";
import { CopyOutRecordsQuery } from "./copy-out-query.ts";

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
    const stream = client.query(new CopyOutRecordsQuery(`copy (${inlineParameters(query)}) to stdout with (format binary)`));
    for await (const records of stream) yield records as Buffer;
    await client.query("commit");
    clean = true;
  } finally {
    client.release(clean ? undefined : true);
  }
}
