import type { MediaFolder, MediaItem } from "./mediaTypes.ts";

const VERSION = "2026-11-20T09:00:00.000Z";

const item = (id: number, name: string, sortOrder: number, downloadedTimes: number): MediaItem => ({
  id,
  name,
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
  description: null,
  publishedDate: `2026-10-${String(10 + sortOrder).padStart(2, "0")}T08:00:00.000Z`,
  thumbnail: null,
  thumbnailOriginalFilename: null,
  lowRes: null,
  lowResOriginalFilename: null,
  highRes: `${id}.jpg`,
  highResOriginalFilename: `${name}.jpg`,
  sortOrder,
  parentFolderId: 10,
  source: null,
  downloadedTimes,
});

const folder = (
  id: number,
  name: string,
  sortOrder: number,
  parentFolderId: number | null,
  folderList: MediaFolder[] = [],
): MediaFolder => ({
  id,
  name,
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
  description: null,
  mediaSortMethod: "custom",
  sortOrder,
  parentFolderId,
  isRootFolder: parentFolderId === null,
  folderList,
  mediaList: [],
  updatedAt: VERSION,
});

/** Beds (with Aurora and Eira under it) and Campaigns: the tree the stories and tests start from. */
export const folderTree: MediaFolder[] = [
  folder(10, "Beds", 0, null, [folder(11, "Aurora", 0, 10), folder(12, "Eira", 1, 10)]),
  folder(20, "Campaigns", 1, null),
];

/** The Beds folder as its own read answers it: its children and two media items. */
export const bedsFolder: MediaFolder = {
  ...folderTree[0]!,
  description: "Product photos of the bed range",
  mediaList: [item(101, "Aurora headboard", 0, 12), item(102, "Eira in oak", 1, 3)],
};

export const folderById = (id: number): MediaFolder | undefined =>
  id === bedsFolder.id ? bedsFolder : [...folderTree, ...folderTree.flatMap((f) => f.folderList)].find((f) => f.id === id);
