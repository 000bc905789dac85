import type { Selectable } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { AnswerOf } from "../types.ts";

export type FolderRow = Selectable<DB["media_folders"]>;
export type MediaRow = Selectable<DB["media"]>;
export type MediaFolder = AnswerOf<"getMediaFolder">;
export type MediaItem = MediaFolder["mediaList"][number];

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** A folder as the API answers it, with the child folders and media given. */
export function toFolder(row: FolderRow, folderList: MediaFolder[] = [], mediaList: MediaItem[] = []): MediaFolder {
  return {
    id: Number(row.id),
    name: row.name,
    slug: row.slug ?? "",
    description: row.description,
    folderList,
    mediaList,
    mediaSortMethod: row.media_sort_method,
    sortOrder: row.sort_order,
    parentFolderId: row.parent_id === null ? null : Number(row.parent_id),
    isRootFolder: row.parent_id === null,
    updatedAt: iso(row.updated_at)!,
  };
}

export function toMedia(row: MediaRow): MediaItem {
  return {
    id: Number(row.id),
    name: row.name,
    description: row.description,
    slug: row.slug ?? "",
    publishedDate: iso(row.published_date),
    thumbnail: row.thumbnail,
    thumbnailOriginalFilename: row.thumbnail_original_filename,
    lowRes: row.low_res,
    lowResOriginalFilename: row.low_res_original_filename,
    highRes: row.high_res,
    highResOriginalFilename: row.high_res_original_filename,
    sortOrder: row.sort_order,
    parentFolderId: Number(row.folder_id),
    source: row.source,
    downloadedTimes: row.downloaded_times,
  };
}

/** The rows of a whole tree nested: roots and each level by sortOrder (the rows come in that order). */
export function nestFolders(rows: readonly FolderRow[]): MediaFolder[] {
  const children = new Map<number | null, FolderRow[]>();
  for (const row of rows) {
    const parent = row.parent_id === null ? null : Number(row.parent_id);
    const list = children.get(parent) ?? [];
    list.push(row);
    children.set(parent, list);
  }
  const build = (parent: number | null, depth: number): MediaFolder[] =>
    // A tree deeper than the rows is a cycle in the data: stop there instead of recursing forever.
    depth > rows.length ? [] : (children.get(parent) ?? []).map((row) => toFolder(row, build(Number(row.id), depth + 1)));
  return build(null, 0);
}
