import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";

/**
 * Every place that names a stored file by its key. Files are content-addressed, so one key is
 * shared by every upload of the same bytes, whichever way they came (media library, CMS upload):
 * a file may only be freed when none of these names it. A new table that stores keys of stored
 * files belongs here, the one check every delete path (StoredFileStore.release) asks.
 */

/** Columns that hold a key as their whole value. */
const KEY_COLUMNS = [
  ["media", "thumbnail"],
  ["media", "low_res"],
  ["media", "high_res"],
  ["blocks", "image"],
] as const;

/**
 * JSON columns a key may appear anywhere inside (a block's images, a page's SEO image, a
 * preview kept for an hour): searched as text. A key is a SHA-256 and an extension, so finding
 * it inside another string keeps a file at worst, never frees one that is named.
 */
const JSON_COLUMNS = [
  ["blocks", "data"],
  ["blocks", "design"],
  ["pages", "seo"],
  ["sites", "properties"],
  ["cms_preview_blocks", "block"],
] as const;

/** The keys among candidates that something still references (a CMS upload is referenced for good). */
export async function referencedKeys(db: Kysely<DB>, candidates: readonly string[]): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const keys = sql`(values ${sql.join(candidates.map((k) => sql`(${k}::text)`))}) as k(key)`;
  const named = KEY_COLUMNS.map(([table, column]) => sql`exists (select 1 from ${sql.table(table)} t where t.${sql.ref(column)} = k.key)`);
  const inside = JSON_COLUMNS.map(
    ([table, column]) => sql`exists (select 1 from ${sql.table(table)} t where strpos(t.${sql.ref(column)}::text, k.key) > 0)`,
  );
  const uploadedForCms = sql`exists (select 1 from stored_files f where f.storage_key = k.key and f.cms_upload)`;
  const { rows } = await sql<{ key: string }>`select k.key from ${keys}
    where ${sql.join([uploadedForCms, ...named, ...inside], sql` or `)}`.execute(db);
  return new Set(rows.map((r) => r.key));
}
