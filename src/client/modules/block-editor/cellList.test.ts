import { describe, expect, it } from "vitest";
import {
  addItem,
  canMoveItem,
  cellsOf,
  cellSummary,
  moveItem,
  removeItem,
  replaceItem,
  sourceVideoData,
  videoTexts,
  withVideo,
  type Video,
} from "./cellList.ts";
import type { BlockVersion } from "./blockTypes.ts";

const list = ["a", "b", "c"] as const;

describe("list edits of cells and slides", () => {
  it("add at the end, up to the contract's maxItems", () => {
    expect(addItem(list, "d")).toEqual(["a", "b", "c", "d"]);
    expect(addItem([], "a", 1)).toEqual(["a"]);
    expect(addItem(list, "d", 3)).toEqual(["a", "b", "c"]);
    expect(addItem(list, "d", 2)).toEqual(["a", "b", "c"]);
  });

  it("remove by index; an index outside the list changes nothing", () => {
    expect(removeItem(list, 0)).toEqual(["b", "c"]);
    expect(removeItem(list, 1)).toEqual(["a", "c"]);
    expect(removeItem(list, 2)).toEqual(["a", "b"]);
    expect(removeItem(list, 3)).toEqual(["a", "b", "c"]);
    expect(removeItem(list, -1)).toEqual(["a", "b", "c"]);
    expect(removeItem(["a"], 0)).toEqual([]);
  });

  it("move up and down within the list, every index and offset of a three-item list", () => {
    const expected: Record<string, string[] | null> = {
      "0,-1": null,
      "0,1": ["b", "a", "c"],
      "1,-1": ["b", "a", "c"],
      "1,1": ["a", "c", "b"],
      "2,-1": ["a", "c", "b"],
      "2,1": null,
      "0,2": ["b", "c", "a"],
      "2,-2": ["c", "a", "b"],
      "0,0": null,
      "3,-1": null,
      "-1,1": null,
    };
    for (const [at, result] of Object.entries(expected)) {
      const [index, offset] = at.split(",").map(Number) as [number, number];
      expect(canMoveItem(list.length, index, offset), at).toBe(result !== null);
      expect(moveItem(list, index, offset), at).toEqual(result ?? [...list]);
    }
  });

  it("never change the list they are given", () => {
    const cells: Record<string, unknown>[] = [{ header: "a" }, { header: "b" }];
    const copy = structuredClone(cells);
    addItem(cells, {});
    removeItem(cells, 0);
    moveItem(cells, 0, 1);
    replaceItem(cells, 1, { header: "c" });
    expect(cells).toEqual(copy);
  });

  it("replace one item", () => {
    expect(replaceItem(list, 1, "x")).toEqual(["a", "x", "c"]);
    expect(replaceItem(list, 5, "x")).toEqual(["a", "b", "c"]);
  });

  it("read a stored list as cells, whatever was stored", () => {
    expect(cellsOf(undefined)).toEqual([]);
    expect(cellsOf("cells")).toEqual([]);
    expect(cellsOf([{ header: "a" }, null, "b", [1], { text: "c" }])).toEqual([{ header: "a" }, { text: "c" }]);
  });
});

describe("a cell's line in the list", () => {
  it("is its header, else its first text without tags, else its image or video file, cut at 60 characters", () => {
    expect(cellSummary({ header: "Horsehair", text: "<p>x</p>" })).toBe("Horsehair");
    expect(cellSummary({ header: "  ", preamble: "<p>Natural  <b>fibres</b></p>" })).toBe("Natural fibres");
    expect(cellSummary({ linkText: "Read more" })).toBe("Read more");
    expect(cellSummary({ image: { identifier: "bed.jpg", type: "static" } })).toBe("bed.jpg");
    expect(cellSummary({ UrlWebm: "/media/a.webm" })).toBe("/media/a.webm");
    expect(cellSummary({})).toBe("");
    expect(cellSummary({ header: "x".repeat(70) })).toBe(`${"x".repeat(59)}…`);
  });
});

const site = (id: number, languageCode: string) => ({ id, name: `Site ${languageCode}`, languageCode });
const video: Video = {
  id: 5,
  header: "Caring for your bed",
  preamble: "Turn, air and brush.",
  blockId: "blk-video-care",
  versions: [{ site: site(2, "sv"), header: "Skötsel av sängen" }],
  availableToSpecificPartnerPages: [],
  isAvailableForPartnerPages: true,
};

describe("a video chosen for a video list cell", () => {
  it("brings its texts in the site's language where it has a version, else its own", () => {
    expect(videoTexts(video, 2)).toEqual({ header: "Skötsel av sängen", preamble: "Turn, air and brush." });
    expect(videoTexts(video, 1)).toEqual({ header: "Caring for your bed", preamble: "Turn, air and brush." });
    expect(videoTexts({ ...video, header: null, preamble: null, versions: [] }, undefined)).toEqual({ header: null, preamble: null });
  });

  it("takes its files from its video block: the site's version, else the first video block", () => {
    const block = (id: number, siteId: number, cls: "video" | "text_header", data: Record<string, unknown>): BlockVersion => ({
      site: site(siteId, siteId === 1 ? "en" : "sv"),
      block: { id, class: cls, blockId: "b", sortOrder: 0, data },
    });
    const versions = [block(1, 1, "video", { UrlMp4: "/en.mp4" }), block(2, 2, "video", { UrlMp4: "/sv.mp4" })];
    expect(sourceVideoData(versions, 2)).toEqual({ UrlMp4: "/sv.mp4" });
    expect(sourceVideoData(versions, 3)).toEqual({ UrlMp4: "/en.mp4" });
    expect(sourceVideoData([block(3, 1, "text_header", { header: "x" })], 1)).toBeUndefined();
    expect(sourceVideoData([], 1)).toBeUndefined();
  });

  it("replaces the cell's files, background flag and poster with its block's, and keeps what the video has nothing for", () => {
    const cell = { header: "Old", text: "<p>Kept</p>", UrlMp4: "/old.mp4", UrlOgg: "/old.ogv", linkText: "x" };
    const source = {
      UrlMp4: "/care.mp4",
      UrlWebm: "/care.webm",
      UrlOgg: null,
      BgVideo: true,
      image: { identifier: "care.jpg", type: "static" },
    };
    expect(withVideo(cell, video, 1, source)).toEqual({
      header: "Caring for your bed",
      preamble: "Turn, air and brush.",
      text: "<p>Kept</p>",
      UrlMp4: "/care.mp4",
      UrlWebm: "/care.webm",
      BgVideo: true,
      image: { identifier: "care.jpg", type: "static" },
      linkText: "x",
    });
    // Without its block (none, or not found) only the texts change.
    expect(withVideo(cell, video, 2, undefined)).toEqual({ ...cell, header: "Skötsel av sängen", preamble: "Turn, air and brush." });
    expect(withVideo(cell, { ...video, header: null, preamble: null, versions: [] }, 1, undefined)).toEqual(cell);
  });
});
