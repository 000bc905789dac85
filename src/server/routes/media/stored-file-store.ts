import { sql, type Kysely } from "kysely";
import type { FileStorage } from "../../adapters/file-storage.ts";
import type { DB } from "../../db/schema.ts";
import type { StoredFile } from "./media-upload.ts";
import { referencedKeys } from "./stored-file-references.ts";

/** A thumbnail ready to send: its content-addressed key (the ETag) and type. */
export interface ThumbnailRef {
  key: string;
  contentType: string;
}

/** stored_files: what was uploaded, the renditions of each image, and freeing files nothing references. */
export class StoredFileStore {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly storage: FileStorage,
  ) {}

  /**
   * Records stored files; a key already recorded (the same bytes uploaded again) is kept as it
   * is, except that a CMS upload marks it for good (cmsUpload: nothing but a CMS upload's
   * blocks may name it, so a media delete must never free it).
   */
  async record(
    files: readonly StoredFile[],
    originalFilename: string,
    accountId: number | null,
    { cmsUpload = false }: { cmsUpload?: boolean } = {},
  ): Promise<void> {
    // A small image's renditions can be the same bytes (one key): one row each.
    const unique = files.filter((f, i) => files.findIndex((g) => g.key === f.key) === i);
    await this.db
      .insertInto("stored_files")
      .values(
        unique.map((f) => ({
          storage_key: f.key,
          original_filename: originalFilename,
          content_type: f.contentType,
          size_bytes: f.sizeBytes,
          sha256: f.sha256,
          account_id: accountId,
          thumbnail_key: f.thumbnailKey ?? null,
          low_res_key: f.lowResKey ?? null,
          width: f.width ?? null,
          height: f.height ?? null,
          cms_upload: cmsUpload,
        })),
      )
      .onConflict((oc) =>
        // A rendition recorded first (as another upload's thumbnail) learns its own renditions.
        oc.column("storage_key").doUpdateSet((eb) => ({
          thumbnail_key: sql`coalesce(${eb.ref("stored_files.thumbnail_key")}, ${eb.ref("excluded.thumbnail_key")})`,
          low_res_key: sql`coalesce(${eb.ref("stored_files.low_res_key")}, ${eb.ref("excluded.low_res_key")})`,
          cms_upload: sql`${eb.ref("stored_files.cms_upload")} or ${eb.ref("excluded.cms_upload")}`,
        })),
      )
      .execute();
  }

  /** The thumbnail of a stored file: its rendition, or itself when it is a small image; undefined when there is none. */
  async thumbnailOf(key: string): Promise<ThumbnailRef | undefined> {
    const row = await this.db
      .selectFrom("stored_files as f")
      .leftJoin("stored_files as t", "t.storage_key", "f.thumbnail_key")
      .select(["f.storage_key", "f.content_type", "f.thumbnail_key", "t.content_type as thumbnail_type", "f.width", "f.height"])
      .where("f.storage_key", "=", key)
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.thumbnail_key) return { key: row.thumbnail_key, contentType: row.thumbnail_type ?? "image/jpeg" };
    const small = (row.width ?? Infinity) <= 600 && (row.height ?? Infinity) <= 600;
    if (row.content_type?.startsWith("image/") && small) return { key: row.storage_key, contentType: row.content_type };
    return undefined;
  }

  /**
   * Frees stored files that nothing references any more (stored-file-references.ts: media,
   * CMS uploads, blocks), with their renditions (when nothing names those either): the rows,
   * then the bytes. Content-addressed files are shared by every upload of the same bytes, so a
   * file is only removed when its last user is gone.
   */
  async release(keys: readonly string[]): Promise<string[]> {
    if (keys.length === 0) return [];
    const renditions = await this.db
      .selectFrom("stored_files")
      .select(["thumbnail_key", "low_res_key"])
      .where("storage_key", "in", keys)
      .execute();
    const candidates = [
      ...new Set([...keys, ...renditions.flatMap((r) => [r.thumbnail_key, r.low_res_key].filter((k): k is string => !!k))]),
    ];
    const stillUsed = await referencedKeys(this.db, candidates);
    // A rendition another kept file points at stays too.
    const pointedAt = await this.db
      .selectFrom("stored_files")
      .select(["thumbnail_key", "low_res_key"])
      .where("storage_key", "in", [...stillUsed].length > 0 ? [...stillUsed] : [""])
      .execute();
    for (const p of pointedAt) for (const k of [p.thumbnail_key, p.low_res_key]) if (k) stillUsed.add(k);
    const free = candidates.filter((k) => !stillUsed.has(k));
    if (free.length === 0) return [];
    await this.db.deleteFrom("stored_files").where("storage_key", "in", free).execute();
    await Promise.all(free.map((key) => this.storage.remove(key).catch(() => undefined)));
    return free;
  }
}
