import type { MediaFileKind, MediaFolder, MediaFolderInput, MediaItem, MediaItemInput, MediaSortMethod } from "./mediaTypes.ts";

/**
 * A media item as the folder form holds it: what the save sends, plus a key that stays the same
 * while the item is unsaved (no id yet) and its download count (shown, never sent).
 */
export interface MediaDraft extends Omit<MediaItemInput, "downloadedTimes" | "parentFolderId" | "sortOrder"> {
  key: string;
  downloadedTimes: number;
}

/** The folder form's values (spec part 2 section 3 MediaFolder) and its media in their order. */
export interface FolderDraft {
  name: string;
  slug: string;
  description: string;
  mediaSortMethod: MediaSortMethod;
  media: MediaDraft[];
}

/** Which of the form's fields are wrong, as message keys of mediaManager.form.problems. */
export type FolderProblems = Partial<Record<"name" | "slug", "required" | "slug">>;

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function mediaDraftOf(item: MediaItem): MediaDraft {
  return {
    key: `media-${item.id}`,
    id: item.id,
    name: item.name,
    description: item.description ?? null,
    slug: item.slug || null,
    publishedDate: item.publishedDate ?? null,
    thumbnail: item.thumbnail ?? null,
    thumbnailOriginalFilename: item.thumbnailOriginalFilename ?? null,
    lowRes: item.lowRes ?? null,
    lowResOriginalFilename: item.lowResOriginalFilename ?? null,
    highRes: item.highRes ?? null,
    highResOriginalFilename: item.highResOriginalFilename ?? null,
    source: item.source ?? null,
    downloadedTimes: item.downloadedTimes,
  };
}

export function draftOfFolder(folder: MediaFolder): FolderDraft {
  return {
    name: folder.name,
    slug: folder.slug,
    description: folder.description ?? "",
    mediaSortMethod: folder.mediaSortMethod,
    media: folder.mediaList.map(mediaDraftOf),
  };
}

/** A new folder's form: empty, its media sorted by published date (the contract's default). */
export function newFolderDraft(): FolderDraft {
  return { name: "", slug: "", description: "", mediaSortMethod: "published_date", media: [] };
}

/** Whether the form holds changes: a field, or the media, their values or their order. */
export function isDirty(draft: FolderDraft, saved: FolderDraft): boolean {
  return JSON.stringify(draft) !== JSON.stringify(saved);
}

export function folderProblems(draft: FolderDraft): FolderProblems {
  const problems: FolderProblems = {};
  if (draft.name.trim() === "") problems.name = "required";
  if (draft.slug !== "" && !SLUG.test(draft.slug)) problems.slug = "slug";
  return problems;
}

/** The body of the folder's create or update: its media in the form's order, numbered 0..n. */
export function folderInputOf(draft: FolderDraft, extra: Pick<MediaFolderInput, "updatedAt" | "parentFolderId">): MediaFolderInput {
  return {
    name: draft.name.trim(),
    slug: draft.slug === "" ? null : draft.slug,
    description: draft.description === "" ? null : draft.description,
    mediaSortMethod: draft.mediaSortMethod,
    mediaList: draft.media.map(({ key: _key, downloadedTimes: _shown, ...item }, index) => ({ ...item, sortOrder: index })),
    ...extra,
  };
}

/** The media with the item at `from` put at `to` (a drag, or a move up/down by keyboard). */
export function moveMedia(media: readonly MediaDraft[], from: number, to: number): MediaDraft[] {
  if (from === to || from < 0 || to < 0 || from >= media.length || to >= media.length) return [...media];
  const next = [...media];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** A new item's published date: now, with the milliseconds zeroed (spec part 2 section 4). */
export function publishedNow(now: Date): string {
  const date = new Date(now);
  date.setMilliseconds(0);
  return date.toISOString();
}

let newKeys = 0;
/** A key for an item not saved yet, unique in this page. */
export const newMediaKey = () => `new-${++newKeys}`;

/** A new, empty media item, published now. */
export function newMediaDraft(now: Date, key = newMediaKey()): MediaDraft {
  return {
    key,
    name: "",
    description: null,
    slug: null,
    publishedDate: publishedNow(now),
    thumbnail: null,
    thumbnailOriginalFilename: null,
    lowRes: null,
    lowResOriginalFilename: null,
    highRes: null,
    highResOriginalFilename: null,
    source: null,
    downloadedTimes: 0,
  };
}

/** The file's name without its extension: the name a dropped file's item starts with. */
export function nameOfFile(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const dot = base.lastIndexOf(".");
  return (dot > 0 ? base.slice(0, dot) : base).slice(0, 200) || base.slice(0, 200);
}

/**
 * The item a dropped file becomes once uploaded as its high-resolution file: the upload answers
 * the stored original, then (images only) its thumbnail and low-resolution renditions.
 */
export function mediaDraftOfUpload(fileName: string, stored: readonly string[], now: Date, key = newMediaKey()): MediaDraft {
  const [original, thumbnail, lowRes] = stored;
  const nameIf = (file: string | undefined) => (file ? fileName : null);
  return {
    ...newMediaDraft(now, key),
    name: nameOfFile(fileName),
    highRes: original ?? null,
    highResOriginalFilename: nameIf(original),
    thumbnail: thumbnail ?? null,
    thumbnailOriginalFilename: nameIf(thumbnail),
    lowRes: lowRes ?? null,
    lowResOriginalFilename: nameIf(lowRes),
  };
}

/** The item with one of its files replaced by an upload's first stored name. */
export function withUploadedFile(item: MediaDraft, kind: MediaFileKind, stored: readonly string[], fileName: string): MediaDraft {
  return { ...item, [kind]: stored[0] ?? null, [`${kind}OriginalFilename`]: stored[0] ? fileName : null };
}
