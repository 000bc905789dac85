import { describe, expect, it } from "vitest";
import {
  draftOfFolder,
  folderInputOf,
  folderProblems,
  isDirty,
  mediaDraftOfUpload,
  moveMedia,
  nameOfFile,
  newFolderDraft,
  newMediaDraft,
  publishedNow,
  withUploadedFile,
} from "./folderDraft.ts";
import type { MediaFolder, MediaItem } from "./mediaTypes.ts";

const item = (id: number, name: string): MediaItem => ({
  id,
  name,
  slug: name.toLowerCase(),
  sortOrder: id,
  parentFolderId: 7,
  downloadedTimes: id * 10,
  thumbnail: `t${id}.jpg`,
  publishedDate: "2026-01-02T03:04:05.000Z",
});
const folder: MediaFolder = {
  id: 7,
  name: "Beds",
  slug: "beds",
  description: null,
  mediaSortMethod: "custom",
  sortOrder: 0,
  isRootFolder: true,
  folderList: [],
  mediaList: [item(1, "Aurora"), item(2, "Eira")],
  updatedAt: "2026-11-26T10:00:00.000Z",
};

describe("the folder form", () => {
  it("is pristine as read, dirty after a field or the media order changed", () => {
    const saved = draftOfFolder(folder);
    expect(isDirty(draftOfFolder(folder), saved)).toBe(false);
    expect(isDirty({ ...saved, name: "Bedroom" }, saved)).toBe(true);
    expect(isDirty({ ...saved, mediaSortMethod: "alphabetical" }, saved)).toBe(true);
    expect(isDirty({ ...saved, media: moveMedia(saved.media, 0, 1) }, saved)).toBe(true);
    // Moved back: pristine again.
    expect(isDirty({ ...saved, media: moveMedia(moveMedia(saved.media, 0, 1), 1, 0) }, saved)).toBe(false);
  });

  it("needs a name and takes an empty slug or one of lower-case words joined by single dashes", () => {
    expect(folderProblems(newFolderDraft())).toEqual({ name: "required" });
    expect(folderProblems({ ...newFolderDraft(), name: "  " })).toEqual({ name: "required" });
    expect(folderProblems({ ...newFolderDraft(), name: "Beds", slug: "beds-2026" })).toEqual({});
    for (const slug of ["Beds", "beds--x", "-beds", "beds-", "säng"])
      expect(folderProblems({ ...newFolderDraft(), name: "Beds", slug })).toEqual({ slug: "slug" });
  });

  it("sends the media in the form's order numbered 0..n, without what the contract does not take", () => {
    const draft = { ...draftOfFolder(folder), slug: "", media: moveMedia(draftOfFolder(folder).media, 1, 0) };
    const body = folderInputOf(draft, { updatedAt: folder.updatedAt! });
    expect(body).toMatchObject({ name: "Beds", slug: null, description: null, mediaSortMethod: "custom", updatedAt: folder.updatedAt });
    expect(body.mediaList!.map((m) => [m.id, m.name, m.sortOrder])).toEqual([
      [2, "Eira", 0],
      [1, "Aurora", 1],
    ]);
    expect(Object.keys(body.mediaList![0]!)).not.toContain("key");
    expect(Object.keys(body.mediaList![0]!)).not.toContain("downloadedTimes");
  });

  it("creates a new folder under its parent", () => {
    expect(folderInputOf({ ...newFolderDraft(), name: " Showroom " }, { parentFolderId: 7 })).toMatchObject({
      name: "Showroom",
      parentFolderId: 7,
      mediaSortMethod: "published_date",
      mediaList: [],
    });
  });
});

describe("media items", () => {
  it("moves an item by drag or arrow, and ignores a move out of range", () => {
    const media = draftOfFolder(folder).media;
    expect(moveMedia(media, 1, 0).map((m) => m.id)).toEqual([2, 1]);
    expect(moveMedia(media, 0, 5).map((m) => m.id)).toEqual([1, 2]);
    expect(moveMedia(media, -1, 0).map((m) => m.id)).toEqual([1, 2]);
  });

  it("publishes a new item now, with the milliseconds zeroed", () => {
    const now = new Date("2026-11-26T13:45:12.987Z");
    expect(publishedNow(now)).toBe("2026-11-26T13:45:12.000Z");
    expect(newMediaDraft(now).publishedDate).toBe("2026-11-26T13:45:12.000Z");
    expect(now.getMilliseconds()).toBe(987);
  });

  it("makes a dropped image an item named by its file, with its original, thumbnail and low-resolution files", () => {
    const made = mediaDraftOfUpload("Aurora bed.front.jpg", ["a.jpg", "a-thumb.webp", "a-low.webp"], new Date("2026-11-26T13:45:12.5Z"));
    expect(made).toMatchObject({
      name: "Aurora bed.front",
      highRes: "a.jpg",
      highResOriginalFilename: "Aurora bed.front.jpg",
      thumbnail: "a-thumb.webp",
      thumbnailOriginalFilename: "Aurora bed.front.jpg",
      lowRes: "a-low.webp",
      publishedDate: "2026-11-26T13:45:12.000Z",
      downloadedTimes: 0,
    });
    expect(made.id).toBeUndefined();
    // A video has no renditions: only its high-resolution file.
    expect(mediaDraftOfUpload("film.mp4", ["f.mp4"], new Date())).toMatchObject({ highRes: "f.mp4", thumbnail: null, lowRes: null });
    expect(new Set([newMediaDraft(new Date()).key, newMediaDraft(new Date()).key]).size).toBe(2);
  });

  it("names an item by its file without the extension", () => {
    expect(nameOfFile("C:\\pics\\bed.png")).toBe("bed");
    expect(nameOfFile(".hidden")).toBe(".hidden");
    expect(nameOfFile("noext")).toBe("noext");
  });

  it("puts an upload's first stored name in the field it was for", () => {
    const media = draftOfFolder(folder).media[0]!;
    expect(withUploadedFile(media, "lowRes", ["low.jpg", "x", "y"], "mine.jpg")).toMatchObject({
      lowRes: "low.jpg",
      lowResOriginalFilename: "mine.jpg",
      thumbnail: "t1.jpg",
    });
  });
});
