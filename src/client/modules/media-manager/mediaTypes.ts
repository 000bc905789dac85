import type { components } from "../../../shared/api/contract.ts";

/** A folder as the contract answers it (the tree fills folderList, the single read mediaList). */
export type MediaFolder = components["schemas"]["MediaFolder"];
/** A media item as the contract answers it. */
export type MediaItem = components["schemas"]["MediaMedia"];
export type MediaFolderInput = components["schemas"]["MediaFolderInput"];
export type MediaItemInput = components["schemas"]["MediaMediaInput"];
export type MediaSortMethod = components["schemas"]["MediaSortMethod"];
/** Which of a media item's three files an upload is (the upload's filetype parameter). */
export type MediaFileKind = "thumbnail" | "lowRes" | "highRes";

export const SORT_METHODS: readonly MediaSortMethod[] = ["custom", "alphabetical", "published_date"];
export const FILE_KINDS: readonly MediaFileKind[] = ["thumbnail", "lowRes", "highRes"];

/** Where the browser reads a stored image's thumbnail (getMediaThumbnail; the session cookie goes along). */
export const thumbnailUrl = (filename: string) => `/rest/media/get-thumbnail?${new URLSearchParams({ filename })}`;
