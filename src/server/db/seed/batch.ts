import { sql, type Kysely } from "kysely";
import type { DB } from "../schema.ts";

/** SQL type of each inserted column, e.g. { name: "text", country_id: "bigint", offers: "text[]" }. */
export type ColumnSpec = Record<string, string>;

export interface BulkInsertOptions {
  /** Rows per statement. */
  batchSize?: number;
  /** Return the new ids, in the order of the rows. */
  returning?: boolean;
  onBatch?: (inserted: number) => void;
}

/**
 * Inserts rows in large batches: each statement sends one JSON document and expands it with
 * json_to_recordset, which is as fast on PGlite as on PostgreSQL and needs no array quoting.
 * Dates become ISO strings, objects go into json/jsonb columns, arrays into array columns.
 */
export async function bulkInsert(
  db: Kysely<DB>,
  table: keyof DB & string,
  columns: ColumnSpec,
  rows: readonly Record<string, unknown>[],
  options: BulkInsertOptions = {},
): Promise<number[]> {
  const names = Object.keys(columns);
  const batchSize = options.batchSize ?? 2000;
  const ids: number[] = [];
  const target = sql.join(names.map((n) => sql.id(n)));
  // Column types come from our own code, never from input.
  const definition = sql.join(names.map((n) => sql`${sql.id(n)} ${sql.raw(columns[n]!)}`));
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const json = JSON.stringify(batch.map((row) => pickColumns(row, names)));
    const query = sql<{ id: number }>`insert into ${sql.table(table)} (${target})
      select ${target} from json_to_recordset(${json}::json) as r(${definition})
      ${options.returning ? sql`returning id` : sql``}`;
    const result = await query.execute(db);
    if (options.returning) for (const row of result.rows) ids.push(Number(row.id));
    options.onBatch?.(batch.length);
  }
  return ids;
}

function pickColumns(row: Record<string, unknown>, names: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const n of names) out[n] = row[n] ?? null;
  return out;
}
