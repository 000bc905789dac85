import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { LIFT_STATEMENT_TIMEOUT, type Database } from "../database.ts";
import type { ColumnSpec } from "./batch.ts";

// pg-copy-streams.d.ts types its COPY TO; this is the COPY FROM side.
declare module "pg-copy-streams" {
  /** A query that streams what is written to it into a COPY ... FROM STDIN statement. */
  export function from(text: string, options?: import("node:stream").WritableOptions): import("node:stream").Writable & pg.Submittable;
}

/**
 * From how many appended rows a PostgreSQL append takes the bulk path below. Under it, rows go
 * in by json_to_recordset into the indexed table (batch.ts): cheaper than rebuilding the
 * indexes, which costs the same for 1,000 new rows as for 1,000,000.
 */
export const BULK_LOAD_THRESHOLD = 1_000_000;

/** Receives the appended rows chunk by chunk; the next chunk is generated while it stores one. */
export type RowSink = (rows: readonly Record<string, unknown>[]) => Promise<void>;

export interface SecondaryIndex {
  name: string;
  /** CREATE INDEX statement as pg_indexes gives it (pg_get_indexdef). */
  definition: string;
}

export interface BulkLoadOptions {
  /**
   * Tables the loaded table's triggers write a row to for each row (catalog_orders: its search
   * table): their indexes are dropped and rebuilt too. A name that is no table is skipped.
   */
  triggerTables?: readonly string[];
  /** The session's maintenance_work_mem for the index builds; default 1GB. */
  maintenanceWorkMem?: string;
  log?: (line: string) => void;
}

/**
 * A large append on PostgreSQL (catalog_orders has 37 secondary indexes and its search table a
 * trigram index: with them in place 1,000,000 rows took ~11 min, most of it in index
 * maintenance). In one transaction on one connection: drop the indexes that back no
 * constraint, of the table and of the tables its triggers fill (their definitions read from
 * pg_indexes first), let `load` send its rows by COPY through the sink it is given, recreate
 * the indexes one after another with a large maintenance_work_mem, commit. The triggers stay
 * on and fire for COPY as for INSERT (each chunk is one statement): the row trigger writes
 * csv_line, the statement triggers keep the counts tables and the search table and bump the
 * cache version shard, so nothing has to be put right afterwards.
 *
 * One transaction: a run that fails or is stopped anywhere rolls back whole, the indexes with
 * it, so the table is never left without them; the price is that readers of the table wait
 * for the whole run (DROP INDEX locks it), and a stopped run keeps none of its rows.
 * The caller analyzes afterwards (appendDemoData's vacuum).
 */
export async function bulkLoad<T>(
  database: Database,
  table: string,
  columns: ColumnSpec,
  load: (sink: RowSink) => Promise<T>,
  options: BulkLoadOptions = {},
): Promise<T> {
  const tables = [table, ...(options.triggerTables ?? [])];
  if (!database.pool) throw new Error("bulkLoad needs PostgreSQL (COPY)");
  const log = options.log ?? (() => {});
  const client = await database.pool.connect();
  try {
    await client.query("begin");
    await client.query(LIFT_STATEMENT_TIMEOUT);
    await client.query(`select set_config('maintenance_work_mem', $1, true)`, [options.maintenanceWorkMem ?? "1GB"]);
    const indexes: SecondaryIndex[] = [];
    for (const t of tables) indexes.push(...(await secondaryIndexes(client, t)));
    for (const index of indexes) await client.query(`drop index ${client.escapeIdentifier(index.name)}`);
    log(`${indexes.length} indexes of ${tables.join(", ")} dropped for the load`);
    const loading = performance.now();

    const target = `${client.escapeIdentifier(table)} (${Object.keys(columns)
      .map((c) => client.escapeIdentifier(c))
      .join(", ")})`;
    const names = Object.keys(columns);
    const result = await load((rows) =>
      pipeline(Readable.from([copyText(rows, names)]), client.query(copyFrom(`copy ${target} from stdin`))),
    );

    log(`rows loaded in ${seconds(loading)}`);
    const building = performance.now();
    for (const index of indexes) {
      const t = performance.now();
      await client.query(index.definition);
      log(`${index.name} rebuilt in ${seconds(t)}`);
    }
    log(`${indexes.length} indexes rebuilt in ${seconds(building)}`);
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** The table's indexes that back no constraint (primary key, unique, exclusion), by name. */
export async function secondaryIndexes(client: pg.ClientBase, table: string): Promise<SecondaryIndex[]> {
  const { rows } = await client.query<SecondaryIndex>(
    `select i.indexname as name, i.indexdef as definition
       from pg_indexes i
      where i.schemaname = current_schema() and i.tablename = $1
        and not exists (select 1 from pg_constraint c where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)
      order by i.indexname`,
    [table],
  );
  return rows;
}

/** Rows as COPY's text format: tab-separated, \N for null, one line each. */
export function copyText(rows: readonly Record<string, unknown>[], columns: readonly string[]): string {
  let text = "";
  for (const row of rows) {
    for (let i = 0; i < columns.length; i++) {
      const value = row[columns[i]!];
      text += (i === 0 ? "" : "\t") + (value === null || value === undefined ? "\\N" : escapeCopy(literal(value)));
    }
    text += "\n";
  }
  return text;
}

/** A value as PostgreSQL reads it back from text: arrays as {"a","b"}, objects as JSON. */
function literal(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value))
    return `{${value.map((v) => (v === null || v === undefined ? "NULL" : `"${literal(v).replace(/[\\"]/g, "\\$&")}"`)).join(",")}}`;
  if (typeof value === "boolean") return value ? "t" : "f";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

const COPY_ESCAPES: Record<string, string> = { "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t" };

function escapeCopy(text: string): string {
  return text.replace(/[\\\n\r\t]/g, (c) => COPY_ESCAPES[c]!);
}
