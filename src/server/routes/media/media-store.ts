import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { assertFresh, nextVersion } from "../../db/record-version.ts";
import { badRequest, notFound } from "../../http-errors.ts";
import {
  isValidMoveTarget,
  newPublishedDate,
  placeAmongSiblings,
  slugFromName,
  sortMedia,
  subtreeIds,
  type MediaSortMethod,
} from "../../domain/media-tree.ts";
import type { BodyOf } from "../types.ts";
import { nestFolders, toFolder, toMedia, type FolderRow, type MediaFolder, type MediaRow } from "./media-mapper.ts";

export type FolderInput = BodyOf<"updateMediaFolder">;
type MediaInput = NonNullable<FolderInput["mediaList"]>[number];

// Every change of the tree's shape (create, move, delete) holds this lock for its transaction:
// two moves checked against the same old tree could otherwise together make a cycle.
const TREE_LOCK = 72_410_017;

const FILE_FIELDS = [
  ["thumbnail", "thumbnail"],
  ["lowRes", "low_res"],
  ["highRes", "high_res"],
] as const;

/** The media folder tree, its folders with their media, and media deletion. */
export class MediaStore {
  constructor(private readonly db: Kysely<DB>) {}

  /** Every folder, nested, each level by sortOrder (one read; media are left out). */
  async tree(): Promise<MediaFolder[]> {
    const rows = await this.db.selectFrom("media_folders").selectAll().orderBy("parent_id").orderBy("sort_order").orderBy("id").execute();
    return nestFolders(rows);
  }

  /** A folder with its direct children (their own children left out) and its media in its sort method; 404 when unknown. */
  async get(id: number, db: Kysely<DB> = this.db): Promise<MediaFolder> {
    const [folder, children, media] = await Promise.all([
      db.selectFrom("media_folders").selectAll().where("id", "=", id).executeTakeFirst(),
      db.selectFrom("media_folders").selectAll().where("parent_id", "=", id).orderBy("sort_order").orderBy("id").execute(),
      db.selectFrom("media").selectAll().where("folder_id", "=", id).orderBy("sort_order").orderBy("id").execute(),
    ]);
    if (!folder) throw notFound("Media folder");
    const items = sortMedia(
      media.map((m) => ({ row: m, id: Number(m.id), name: m.name, sortOrder: m.sort_order, publishedDate: m.published_date })),
      folder.media_sort_method as MediaSortMethod,
    );
    return toFolder(
      folder,
      children.map((c) => toFolder(c)),
      items.map((m) => toMedia(m.row)),
    );
  }

  /** Creates the folder as the last child of its parent (or at its sortOrder), with its media. */
  async create(input: BodyOf<"createMediaFolder">): Promise<MediaFolder> {
    return this.db.transaction().execute(async (trx) => {
      await lockTree(trx);
      const parentId = input.parentFolderId ?? null;
      if (parentId !== null) {
        const parent = await trx.selectFrom("media_folders").select("id").where("id", "=", parentId).executeTakeFirst();
        if (!parent) throw badRequest("The parent folder does not exist.", { parentFolderId: "names no folder" });
      }
      const created = await trx
        .insertInto("media_folders")
        .values({
          parent_id: parentId,
          name: input.name.trim(),
          slug: input.slug || slugFromName(input.name),
          description: input.description ?? null,
          media_sort_method: input.mediaSortMethod ?? "published_date",
          sort_order: 100_000,
          is_root_folder: parentId === null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const id = Number(created.id);
      await placeFolders(trx, parentId, [id], input.sortOrder);
      await saveMedia(trx, id, input.mediaList ?? []);
      return this.get(id, trx);
    });
  }

  /**
   * Saves a folder (name, slug, description, sort method), its place among its siblings
   * (sortOrder), the folders listed in folderList moved under it in that order, and its media
   * (mediaList: created, updated and ordered). One transaction under the row lock and the tree
   * lock; a stale version is 409, a move of a folder into itself or its own subtree 400.
   */
  async update(id: number, input: FolderInput): Promise<{ before: MediaFolder; after: MediaFolder }> {
    return this.db.transaction().execute(async (trx) => {
      await lockTree(trx);
      const current = await trx.selectFrom("media_folders").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
      if (!current) throw notFound("Media folder");
      assertFresh(current, input.updatedAt);
      const before = await this.get(id, trx);
      await trx
        .updateTable("media_folders")
        .set({
          name: input.name.trim(),
          slug: input.slug || current.slug || slugFromName(input.name),
          description: input.description === undefined ? current.description : input.description,
          media_sort_method: input.mediaSortMethod ?? current.media_sort_method,
          updated_at: nextVersion,
        })
        .where("id", "=", id)
        .execute();
      if (input.sortOrder !== undefined && input.sortOrder !== null) {
        await placeFolders(trx, current.parent_id === null ? null : Number(current.parent_id), [id], input.sortOrder);
      }
      if (input.folderList && input.folderList.length > 0)
        await moveInto(
          trx,
          id,
          input.folderList.map((f) => f.id),
        );
      if (input.mediaList) await saveMedia(trx, id, input.mediaList);
      return { before, after: await this.get(id, trx) };
    });
  }

  /**
   * Deletes the folder, every folder below it and all their media in one transaction; the
   * remaining siblings are renumbered. Answers the deleted folder and the stored file names its
   * media named (to free those no other media use).
   */
  async delete(id: number): Promise<{ folder: MediaFolder; files: string[] }> {
    return this.db.transaction().execute(async (trx) => {
      await lockTree(trx);
      const folder = await trx.selectFrom("media_folders").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
      if (!folder) throw notFound("Media folder");
      const all = await treeShape(trx);
      const ids = [...subtreeIds(all, id)];
      const media = await trx.selectFrom("media").select(["thumbnail", "low_res", "high_res"]).where("folder_id", "in", ids).execute();
      // media rows go with their folders (on delete cascade), child folders with their parents.
      await trx.deleteFrom("media_folders").where("id", "=", id).execute();
      await renumberFolders(trx, folder.parent_id === null ? null : Number(folder.parent_id));
      return { folder: toFolder(folder), files: fileNamesOf(media) };
    });
  }

  /** Deletes a media item and renumbers the rest of its folder; answers it and its file names. */
  async deleteMedia(id: number): Promise<{ media: ReturnType<typeof toMedia>; files: string[] }> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.deleteFrom("media").where("id", "=", id).returningAll().executeTakeFirst();
      if (!row) throw notFound("Media");
      await renumberMedia(trx, Number(row.folder_id));
      return { media: toMedia(row), files: fileNamesOf([row]) };
    });
  }

  /** Download totals of the known ids among those asked. */
  async totalDownloads(ids: readonly number[]) {
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom("media").select(["id", "downloaded_times"]).where("id", "in", ids).orderBy("id").execute();
    return rows.map((r) => ({ id: Number(r.id), total: r.downloaded_times }));
  }
}

async function lockTree(trx: Transaction<DB>) {
  await sql`select pg_advisory_xact_lock(${TREE_LOCK})`.execute(trx);
}

async function treeShape(trx: Transaction<DB>) {
  const rows = await trx.selectFrom("media_folders").select(["id", "parent_id"]).execute();
  return rows.map((r) => ({ id: Number(r.id), parentId: r.parent_id === null ? null : Number(r.parent_id) }));
}

const fileNamesOf = (rows: readonly Pick<MediaRow, "thumbnail" | "low_res" | "high_res">[]) => [
  ...new Set(rows.flatMap((r) => [r.thumbnail, r.low_res, r.high_res].filter((f): f is string => !!f))),
];

/** Children of a parent (null: the roots) in their current order. */
async function childIds(trx: Transaction<DB>, parentId: number | null): Promise<number[]> {
  const rows = await trx
    .selectFrom("media_folders")
    .select("id")
    .where((eb) => (parentId === null ? eb("parent_id", "is", null) : eb("parent_id", "=", parentId)))
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
  return rows.map((r) => Number(r.id));
}

/** Writes sortOrder 0..n in the given order (only rows whose number changes). */
async function writeFolderOrder(trx: Transaction<DB>, ordered: readonly number[]) {
  if (ordered.length === 0) return;
  const values = sql.join(ordered.map((id, index) => sql`(${id}::bigint, ${index}::int)`));
  await sql`update media_folders f set sort_order = v.position
    from (values ${values}) as v(id, position)
    where f.id = v.id and f.sort_order <> v.position`.execute(trx);
}

/** Places folders (already children of the parent) at a position among their siblings, renumbering all. */
async function placeFolders(trx: Transaction<DB>, parentId: number | null, ids: readonly number[], position?: number | null) {
  await writeFolderOrder(trx, placeAmongSiblings(await childIds(trx, parentId), ids, position));
}

async function renumberFolders(trx: Transaction<DB>, parentId: number | null) {
  await writeFolderOrder(trx, await childIds(trx, parentId));
}

/**
 * Moves the listed folders under `parentId` in the listed order, first among its children;
 * their old parents' children are renumbered. A folder that is the parent itself or one of its
 * ancestors (the parent would end up inside it) is 400 naming its place in folderList.
 */
async function moveInto(trx: Transaction<DB>, parentId: number, ids: readonly number[]) {
  const shape = await treeShape(trx);
  const byId = new Map(shape.map((f) => [f.id, f]));
  const problems: Record<string, string> = {};
  ids.forEach((id, i) => {
    if (!byId.has(id)) problems[`folderList.${i}.id`] = "names no folder";
    else if (!isValidMoveTarget(shape, id, parentId)) problems[`folderList.${i}.id`] = "cannot move into itself or one of its descendants";
  });
  if (ids.length !== new Set(ids).size) problems.folderList = "must not list a folder twice";
  if (Object.keys(problems).length > 0) throw badRequest("A folder cannot be moved into itself or one of its descendants.", problems);
  const oldParents = new Set(ids.map((id) => byId.get(id)!.parentId).filter((p) => p !== parentId));
  await trx
    .updateTable("media_folders")
    .set({ parent_id: parentId, is_root_folder: false, updated_at: nextVersion })
    .where("id", "in", ids)
    .where((eb) => eb.or([eb("parent_id", "is", null), eb("parent_id", "<>", parentId)]))
    .execute();
  await placeFolders(trx, parentId, ids, 0);
  for (const old of oldParents) await renumberFolders(trx, old);
}

async function renumberMedia(trx: Transaction<DB>, folderId: number) {
  await sql`update media m set sort_order = v.position
    from (select id, (row_number() over (order by sort_order, id) - 1)::int as position from media where folder_id = ${folderId}) v
    where m.id = v.id and m.sort_order <> v.position`.execute(trx);
}

/** 400 naming every file field that names no stored file. */
async function assertKnownFiles(trx: Transaction<DB>, items: readonly MediaInput[]) {
  const names = new Set(items.flatMap((m) => FILE_FIELDS.map(([field]) => m[field]).filter((f): f is string => !!f)));
  if (names.size === 0) return;
  const known = new Set(
    (
      await trx
        .selectFrom("stored_files")
        .select("storage_key")
        .where("storage_key", "in", [...names])
        .execute()
    ).map((r) => r.storage_key),
  );
  const problems: Record<string, string> = {};
  items.forEach((m, i) => {
    for (const [field] of FILE_FIELDS) {
      const name = m[field];
      if (name && !known.has(name)) problems[`mediaList.${i}.${field}`] = "names no uploaded file";
    }
  });
  if (Object.keys(problems).length > 0) throw badRequest("Some media name files that were never uploaded.", problems);
}

/**
 * Creates the items without an id and updates those with one (they must be in this folder),
 * then numbers the folder's media: the listed ones first in the listed order, the others after
 * them in their old order. A new item without a published date is published now (seconds).
 */
async function saveMedia(trx: Transaction<DB>, folderId: number, items: readonly MediaInput[]) {
  if (items.length === 0) return;
  await assertKnownFiles(trx, items);
  const ids = items.flatMap((m) => (m.id ? [m.id] : []));
  const existing = new Set(
    ids.length === 0
      ? []
      : (await trx.selectFrom("media").select("id").where("id", "in", ids).where("folder_id", "=", folderId).forUpdate().execute()).map(
          (r) => Number(r.id),
        ),
  );
  const problems: Record<string, string> = {};
  items.forEach((m, i) => {
    if (m.id && !existing.has(m.id)) problems[`mediaList.${i}.id`] = "names no media item of this folder";
  });
  if (ids.length !== new Set(ids).size) problems.mediaList = "must not list an item twice";
  if (Object.keys(problems).length > 0) throw badRequest("Some media items are not in this folder.", problems);

  const now = newPublishedDate(new Date());
  const ordered: number[] = [];
  for (const m of items) {
    const fields = {
      name: m.name.trim(),
      description: m.description ?? null,
      slug: m.slug || slugFromName(m.name, "media"),
      thumbnail: m.thumbnail ?? null,
      thumbnail_original_filename: m.thumbnailOriginalFilename ?? null,
      low_res: m.lowRes ?? null,
      low_res_original_filename: m.lowResOriginalFilename ?? null,
      high_res: m.highRes ?? null,
      high_res_original_filename: m.highResOriginalFilename ?? null,
      source: m.source ?? null,
    };
    if (m.id) {
      await trx
        .updateTable("media")
        .set({
          ...fields,
          ...(m.publishedDate !== undefined ? { published_date: m.publishedDate === null ? null : new Date(m.publishedDate) } : {}),
          updated_at: sql`now()`,
        })
        .where("id", "=", m.id)
        .execute();
      ordered.push(m.id);
    } else {
      const published = m.publishedDate === undefined ? now : m.publishedDate === null ? null : new Date(m.publishedDate);
      const row = await trx
        .insertInto("media")
        .values({ ...fields, folder_id: folderId, published_date: published, sort_order: 100_000 })
        .returning("id")
        .executeTakeFirstOrThrow();
      ordered.push(Number(row.id));
    }
  }
  const others = (
    await trx
      .selectFrom("media")
      .select("id")
      .where("folder_id", "=", folderId)
      .where("id", "not in", ordered)
      .orderBy("sort_order")
      .orderBy("id")
      .execute()
  ).map((r) => Number(r.id));
  const all = [...ordered, ...others];
  const values = sql.join(all.map((id, index) => sql`(${id}::bigint, ${index}::int)`));
  await sql`update media m set sort_order = v.position from (values ${values}) as v(id, position)
    where m.id = v.id and m.sort_order <> v.position`.execute(trx);
}

export type { FolderRow };
