import { describe, expect, it } from "vitest";
import { blockDataFormSchema, blockDataUiSchema, cleanedData, designFormSchema, hasRules, withTitles } from "./blockForm.ts";
import { BLOCK_CLASSES } from "./blockClasses.ts";
import { limitErrors } from "./blockFormValidator.ts";

describe("the block data forms, drawn from the contract's schemas", () => {
  it("has a schema for every block class, with the contract's fields and limits", () => {
    for (const blockClass of BLOCK_CLASSES) expect(blockDataFormSchema(blockClass).type).toBe("object");
    const story = blockDataFormSchema("text_story");
    expect(Object.keys(story.properties!)).toEqual(["header", "preamble", "text", "image"]);
    expect(story.properties!.header).toMatchObject({ type: "string", maxLength: 300 });
  });

  it("inlines $refs and draws 'T or null' as T", () => {
    const image = blockDataFormSchema("text_story").properties!.image as Record<string, unknown>;
    expect(image.type).toBe("object");
    expect(image).not.toHaveProperty("oneOf");
    expect((image.properties as Record<string, unknown>).type).toMatchObject({ enum: ["static"], default: "static" });
    const cells = blockDataFormSchema("image_list").properties!.cells as { items: { properties: Record<string, unknown> } };
    expect(Object.keys(cells.items.properties)).toContain("linkUrl");
  });

  it("leaves the display rules to the rules editor (popup and campaign only)", () => {
    expect(blockDataFormSchema("popup").properties).not.toHaveProperty("rules");
    expect(BLOCK_CLASSES.filter(hasRules).sort()).toEqual(["campaign", "popup"]);
  });

  it("draws rich text as text areas and hides an image's fixed type", () => {
    const ui = blockDataUiSchema("informative_image");
    expect(ui.preamble).toMatchObject({ "ui:widget": "textarea" });
    expect(ui.image).toMatchObject({ type: { "ui:widget": "hidden" } });
    expect(ui.points).toMatchObject({ items: { text: { "ui:widget": "textarea" } } });
  });

  it("has the design's schema without null in its choices", () => {
    const design = designFormSchema();
    expect((design.properties!.textAlign as { enum: unknown[] }).enum).toEqual(["left", "center", "right"]);
  });

  it("titles every field, nested ones too", () => {
    const titled = withTitles(blockDataFormSchema("image_list"), (key) => `T:${key}`);
    expect(titled.properties!.header).toMatchObject({ title: "T:header" });
    const cells = titled.properties!.cells as { title: string; items: { properties: Record<string, { title: string }> } };
    expect(cells.title).toBe("T:cells");
    expect(cells.items.properties.linkText!.title).toBe("T:linkText");
  });

  it("sends no empty texts and no image without a file", () => {
    expect(cleanedData({ header: "", text: "x", image: { type: "static" }, cells: [{ header: "", linkUrl: "/a" }] })).toEqual({
      text: "x",
      cells: [{ linkUrl: "/a" }],
    });
    expect(cleanedData({ image: { identifier: "a.jpg", type: "static" } })).toEqual({ image: { identifier: "a.jpg", type: "static" } });
  });
});

describe("the block forms' checks of the contract's limits", () => {
  const schema = blockDataFormSchema("informative_image") as Record<string, unknown>;

  it("passes data within the limits", () => {
    expect(limitErrors(schema, { header: "Fine", points: [{ horizontalPos: 10.5, verticalPos: 99 }] })).toEqual([]);
  });

  it("names the field over a limit, nested ones by their path", () => {
    const errors = limitErrors(schema, { header: "x".repeat(301), points: [{ horizontalPos: 101, verticalPos: -1 }] });
    expect(errors.map((e) => [e.property, e.name])).toEqual([
      [".header", "maxLength"],
      [".points.0.horizontalPos", "maximum"],
      [".points.0.verticalPos", "minimum"],
    ]);
  });

  it("checks the design's patterns", () => {
    const design = designFormSchema() as Record<string, unknown>;
    expect(limitErrors(design, { backgroundColor: "red" }).map((e) => e.name)).toEqual(["pattern"]);
    expect(limitErrors(design, { backgroundColor: "#ff0000" })).toEqual([]);
  });
});

describe("the block preview", () => {
  it("stores only the block's content and opens the preview page under the configured address", async () => {
    const { previewAddress, previewBlock, newPreviewIdentifier } = await import("./blockPreview.ts");
    const block = { id: 3, class: "quote" as const, blockId: "b", sortOrder: 2, data: { quote: "Q" }, key: "block-3" };
    expect(previewBlock(block)).toEqual({ class: "quote", data: { quote: "Q" }, image: null });
    expect(previewAddress("http://localhost:8080/", "preview-1")).toBe("http://localhost:8080/en/preview-block?identifier=preview-1");
    expect(previewAddress("https://polo.example", "a_b")).toBe("https://polo.example/en/preview-block?identifier=a_b");
    expect(newPreviewIdentifier()).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
  });
});
