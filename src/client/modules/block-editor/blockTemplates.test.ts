import { describe, expect, it } from "vitest";
import {
  BLOCK_TEMPLATES,
  fieldMaxLength,
  fieldValue,
  IMAGE_CELL_ROWS,
  itemSchemaName,
  schemaFieldLimits,
  VIDEO_CELL_ROWS,
  withField,
} from "./blockTemplates.ts";
import { contractSchema } from "../../../shared/api/blockDataSchemas.ts";
import { blockDataFormSchema } from "./blockForm.ts";

describe("the hand-made templates (text header, text story, video; image list, video list, slideshow)", () => {
  it("lay out only fields their class's schema has, each once", () => {
    for (const [blockClass, rows] of Object.entries(BLOCK_TEMPLATES)) {
      const keys = rows!.flat().map((f) => f.key);
      expect(new Set(keys).size).toBe(keys.length);
      const schemaKeys = Object.keys(blockDataFormSchema(blockClass as "video").properties!);
      expect(schemaKeys).toEqual(expect.arrayContaining(keys));
    }
  });

  it("take the contract's limits", () => {
    expect(fieldMaxLength("text_header", { key: "header", kind: "text" })).toBe(300);
    expect(fieldMaxLength("video", { key: "image", kind: "image" })).toBe(255);
  });

  it("store an image by its file name and drop emptied fields", () => {
    const image = { key: "image", kind: "image" } as const;
    const withImage = withField({ header: "x" }, image, "a.jpg");
    expect(withImage).toEqual({ header: "x", image: { identifier: "a.jpg", type: "static" } });
    expect(fieldValue(withImage, image)).toBe("a.jpg");
    expect(withField(withImage, { key: "header", kind: "text" }, "")).toEqual({ image: { identifier: "a.jpg", type: "static" } });
    expect(fieldValue({}, { key: "BgVideo", kind: "switch" })).toBe(false);
  });
});

describe("the cells and slides of the list templates", () => {
  it("lay out each field of their item's schema once", () => {
    const cases = [
      ["image_list", "cells", IMAGE_CELL_ROWS, "BlockImageListCell"],
      ["video_list", "cells", VIDEO_CELL_ROWS, "BlockVideoListCell"],
      ["slideshow", "slides", IMAGE_CELL_ROWS, "BlockSlideshowSlide"],
    ] as const;
    for (const [blockClass, key, rows, schemaName] of cases) {
      expect(itemSchemaName(blockClass, key)).toBe(schemaName);
      const keys = rows.flat().map((f) => f.key);
      expect(keys.sort()).toEqual(Object.keys(contractSchema(schemaName)!.properties as object).sort());
    }
  });

  it("take the contract's limits of the list and of a cell's fields", () => {
    expect(schemaFieldLimits("BlockDataImageList", { key: "cells", kind: "imageCells" }).maxItems).toBe(100);
    expect(schemaFieldLimits("BlockVideoListCell", { key: "UrlMp4", kind: "url" }).maxLength).toBe(2000);
    expect(schemaFieldLimits("BlockDataSlideshow", { key: "autoplaySeconds", kind: "number" })).toMatchObject({ minimum: 0, maximum: 120 });
  });

  it("store a number as a whole number, and drop it when emptied or not a number", () => {
    const seconds = { key: "autoplaySeconds", kind: "number" } as const;
    expect(withField({}, seconds, "5")).toEqual({ autoplaySeconds: 5 });
    expect(withField({}, seconds, "4.6")).toEqual({ autoplaySeconds: 5 });
    expect(withField({ autoplaySeconds: 5 }, seconds, "")).toEqual({});
    expect(withField({ autoplaySeconds: 5 }, seconds, "x")).toEqual({});
    expect(fieldValue({ autoplaySeconds: 0 }, seconds)).toBe("0");
    expect(fieldValue({}, seconds)).toBe("");
  });
});
