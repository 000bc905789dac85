import { contractSchema, blockDataSchemaNames } from "../../../shared/api/blockDataSchemas.ts";
import type { BlockClass } from "./blockTypes.ts";

/** How a template draws a field of the block's data. */
export type TemplateFieldKind = "text" | "richText" | "url" | "image" | "switch";

export interface TemplateField {
  key: string;
  kind: TemplateFieldKind;
}

/** Fields drawn side by side (a link's text and address, a video's three files). */
export type TemplateRow = readonly TemplateField[];

const f = (key: string, kind: TemplateFieldKind): TemplateField => ({ key, kind });

/**
 * The hand-made layouts of the spec's three templates (text header, text story, video): the
 * fields in the order an editor writes them, related ones on one row. Other classes get the form
 * drawn from their schema.
 */
export const BLOCK_TEMPLATES: Partial<Record<BlockClass, readonly TemplateRow[]>> = {
  text_header: [[f("header", "text")], [f("preamble", "richText")], [f("text", "richText")], [f("linkText", "text"), f("linkUrl", "url")]],
  text_story: [[f("header", "text")], [f("preamble", "richText")], [f("text", "richText")], [f("image", "image")]],
  video: [
    [f("header", "text")],
    [f("preamble", "richText")],
    [f("text", "richText")],
    [f("UrlMp4", "url"), f("UrlWebm", "url"), f("UrlOgg", "url")],
    [f("BgVideo", "switch")],
    [f("image", "image")],
  ],
};

/** The contract's maxLength of a text field of a class's data (an image's identifier for image fields). */
export function fieldMaxLength(blockClass: BlockClass, field: TemplateField): number | undefined {
  if (field.kind === "image")
    return (contractSchema("BlockImage")?.properties as Record<string, { maxLength?: number }>)?.identifier?.maxLength;
  const name = blockDataSchemaNames[blockClass];
  const properties = (name ? contractSchema(name)?.properties : undefined) as Record<string, { maxLength?: number }> | undefined;
  return properties?.[field.key]?.maxLength;
}

/** The data with one field set; an emptied text or image is removed rather than sent as "". */
export function withField(data: Record<string, unknown>, field: TemplateField, value: string | boolean): Record<string, unknown> {
  const next = { ...data };
  if (value === "") delete next[field.key];
  else next[field.key] = field.kind === "image" ? { identifier: value, type: "static" } : value;
  return next;
}

/** A field's value as its input shows it. */
export function fieldValue(data: Record<string, unknown>, field: TemplateField): string | boolean {
  const value = data[field.key];
  if (field.kind === "switch") return value === true;
  if (field.kind === "image") return (value as { identifier?: string } | null | undefined)?.identifier ?? "";
  return typeof value === "string" ? value : "";
}
