import { contractSchema, blockDataSchemaNames } from "../../../shared/api/blockDataSchemas.ts";
import type { BlockClass } from "./blockTypes.ts";

/**
 * How a template draws a field of the block's data: an input of its kind, or (imageCells,
 * videoCells) the compact list editor of an image list's or video list's cells, or of a slideshow's slides.
 */
export type TemplateFieldKind = "text" | "richText" | "url" | "image" | "switch" | "number" | "imageCells" | "videoCells";

export interface TemplateField {
  key: string;
  kind: TemplateFieldKind;
}

/** Fields drawn side by side (a link's text and address, a video's three files). */
export type TemplateRow = readonly TemplateField[];

const f = (key: string, kind: TemplateFieldKind): TemplateField => ({ key, kind });

/** The fields of one image list cell or slideshow slide, as a template lays them out. */
export const IMAGE_CELL_ROWS: readonly TemplateRow[] = [
  [f("header", "text")],
  [f("preamble", "richText")],
  [f("text", "richText")],
  [f("linkText", "text"), f("linkUrl", "url")],
  [f("image", "image")],
];

/** The fields of one video list cell: those of a video block. */
export const VIDEO_CELL_ROWS: readonly TemplateRow[] = [
  [f("header", "text")],
  [f("preamble", "richText")],
  [f("text", "richText")],
  [f("UrlMp4", "url"), f("UrlWebm", "url"), f("UrlOgg", "url")],
  [f("BgVideo", "switch")],
  [f("image", "image")],
];

/**
 * The hand-made layouts: the spec's three templates (text header, text story, video), and the
 * classes whose cells or slides are edited in a compact list (image list, video list, slideshow);
 * the fields in the order an editor writes them, related ones on one row. Other classes get the
 * form drawn from their schema.
 */
export const BLOCK_TEMPLATES: Partial<Record<BlockClass, readonly TemplateRow[]>> = {
  text_header: [[f("header", "text")], [f("preamble", "richText")], [f("text", "richText")], [f("linkText", "text"), f("linkUrl", "url")]],
  text_story: [[f("header", "text")], [f("preamble", "richText")], [f("text", "richText")], [f("image", "image")]],
  video: VIDEO_CELL_ROWS,
  image_list: [[f("header", "text")], [f("preamble", "richText")], [f("cells", "imageCells")]],
  video_list: [[f("header", "text")], [f("preamble", "richText")], [f("cells", "videoCells")]],
  slideshow: [[f("header", "text"), f("autoplaySeconds", "number")], [f("slides", "imageCells")]],
};

type Property = { maxLength?: number; minimum?: number; maximum?: number; maxItems?: number; items?: { $ref?: string } };

/** The properties of a contract schema by name (a block class's data, a cell). */
function propertiesOf(schemaName: string | undefined): Record<string, Property> | undefined {
  return (schemaName ? contractSchema(schemaName)?.properties : undefined) as Record<string, Property> | undefined;
}

/** The contract's limits of a field of a schema (a class's data or a cell): maxLength (an image's identifier for image fields), minimum, maximum, maxItems. */
export function schemaFieldLimits(schemaName: string | undefined, field: TemplateField): Property {
  if (field.kind === "image") return propertiesOf("BlockImage")?.identifier ?? {};
  return propertiesOf(schemaName)?.[field.key] ?? {};
}

/** The contract's maxLength of a text field of a class's data (an image's identifier for image fields). */
export function fieldMaxLength(blockClass: BlockClass, field: TemplateField): number | undefined {
  return schemaFieldLimits(blockDataSchemaNames[blockClass], field).maxLength;
}

/** The schema name of the items of a class's list field (cells → BlockImageListCell, slides → BlockSlideshowSlide). */
export function itemSchemaName(blockClass: BlockClass, key: string): string | undefined {
  const ref = propertiesOf(blockDataSchemaNames[blockClass])?.[key]?.items?.$ref;
  return ref?.slice(ref.lastIndexOf("/") + 1);
}

/**
 * The data with one field set; an emptied text, number or image is removed rather than sent as "".
 * Numbers are whole (the contract's are integers).
 */
export function withField(data: Record<string, unknown>, field: TemplateField, value: string | boolean): Record<string, unknown> {
  const next = { ...data };
  const number = field.kind === "number" ? Math.round(Number(value)) : Number.NaN;
  if (value === "" || (field.kind === "number" && !Number.isFinite(number))) delete next[field.key];
  else if (field.kind === "image") next[field.key] = { identifier: value, type: "static" };
  else if (field.kind === "number") next[field.key] = number;
  else next[field.key] = value;
  return next;
}

/** A field's value as its input shows it. */
export function fieldValue(data: Record<string, unknown>, field: TemplateField): string | boolean {
  const value = data[field.key];
  if (field.kind === "switch") return value === true;
  if (field.kind === "image") return (value as { identifier?: string } | null | undefined)?.identifier ?? "";
  if (field.kind === "number") return typeof value === "number" ? String(value) : "";
  return typeof value === "string" ? value : "";
}
