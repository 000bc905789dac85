import type { BlockInput } from "./blockTypes.ts";

/** The preview frames of the spec (desktop, tablet, mobile) and their widths in CSS pixels. */
export const PREVIEW_FRAMES = [
  { id: "desktop", width: 1280 },
  { id: "tablet", width: 768 },
  { id: "mobile", width: 375 },
] as const;

/** A new identifier for one dialog's previews (the contract's pattern: letters, digits, - and _). */
export const newPreviewIdentifier = () => `preview-${crypto.randomUUID()}`;

/** The block as set-preview-block takes it: its content only (an editor's own fields, such as a list key, left out). */
export function previewBlock(block: BlockInput): BlockInput {
  return {
    class: block.class,
    data: block.data ?? {},
    image: block.image ?? null,
    ...(block.design ? { design: block.design } : {}),
  };
}

/** The preview page's address: the configured polo_url plus 'en/preview-block' with the identifier (spec part 2 section 7). */
export function previewAddress(poloUrl: string, identifier: string): string {
  const base = poloUrl.endsWith("/") ? poloUrl : `${poloUrl}/`;
  return `${base}en/preview-block?identifier=${encodeURIComponent(identifier)}`;
}
