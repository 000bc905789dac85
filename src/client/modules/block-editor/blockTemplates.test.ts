import { describe, expect, it } from "vitest";
import { BLOCK_TEMPLATES, fieldMaxLength, fieldValue, withField } from "./blockTemplates.ts";
import { blockDataFormSchema } from "./blockForm.ts";

describe("the hand-made templates (text header, text story, video)", () => {
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
