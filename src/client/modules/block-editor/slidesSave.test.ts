import { describe, expect, it } from "vitest";
import type { Block, BlockInput } from "./blockTypes.ts";
import { sameSlides, savesSlidesApart, slidesOf, slidesUpdate, withSavedSlides } from "./slidesSave.ts";

const READ = "2026-11-20T09:00:00.000Z";
const SAVED = "2026-11-22T09:00:00.000Z";
const slideshow: BlockInput = {
  id: 81,
  class: "slideshow",
  blockId: "blk-show-1",
  sortOrder: 0,
  data: { header: "Our beds", slides: [{ header: "Vividus" }] },
  updatedAt: READ,
};

describe("a slideshow's slides saved on their own", () => {
  it("only for a stored slideshow: a new one's slides go with the page", () => {
    expect(savesSlidesApart(slideshow)).toBe(true);
    expect(savesSlidesApart({ ...slideshow, id: null })).toBe(false);
    expect(savesSlidesApart({ ...slideshow, id: undefined })).toBe(false);
    expect(savesSlidesApart({ ...slideshow, class: "image_list" })).toBe(false);
  });

  it("sends the block's id, its slides and the version it was read at", () => {
    expect(slidesUpdate(slideshow)).toEqual({ id: 81, slides: [{ header: "Vividus" }], updatedAt: READ });
    expect(slidesUpdate({ ...slideshow, data: {}, updatedAt: undefined })).toEqual({ id: 81, slides: [], updatedAt: null });
  });

  it("compares slides by what they say, key order aside", () => {
    expect(sameSlides([{ header: "a", text: "b" }], [{ text: "b", header: "a" }])).toBe(true);
    expect(sameSlides([{ header: "a" }], [{ header: "b" }])).toBe(false);
    expect(sameSlides([{ header: "a" }, { header: "b" }], [{ header: "b" }, { header: "a" }])).toBe(false);
    // A stored value that is no list reads as no slides.
    expect(slidesOf({ data: { slides: "none" } as unknown as BlockInput["data"] })).toEqual([]);
  });

  it("takes the saved slides and version into the block, its other edits kept", () => {
    const edited = { ...slideshow, key: "block-81", data: { header: "Edited", slides: [{ header: "<b>Draft</b>" }] } };
    const saved: Block = { ...slideshow, data: { header: "Our beds", slides: [{ header: "Sanitised" }] }, updatedAt: SAVED } as Block;
    expect(withSavedSlides(edited, saved)).toEqual({
      ...edited,
      data: { header: "Edited", slides: [{ header: "Sanitised" }] },
      updatedAt: SAVED,
    });
  });
});
