import { deepEquals } from "@rjsf/utils";
import { isApiErrorBody } from "../../api/errors.ts";
import { inSortOrder } from "../block-editor/blockOrder.ts";
import type { Block, BlockClass, BlockInput } from "../block-editor/blockTypes.ts";
import { withSavedSlides } from "../block-editor/slidesSave.ts";
import { toBlockInput } from "../block-editor/versionSave.ts";
import type { components } from "../../../shared/api/contract.ts";

/** A page as GET /cms/editor/page answers it. */
export type CmsPage = components["schemas"]["CmsPage"];
/** The body of POST /cms/editor/save. */
export type CmsPageSaveRequest = components["schemas"]["CmsPageSaveRequest"];

/** A block of the page being edited: what a save sends, plus a key that stays while it moves. */
export interface DraftBlock extends BlockInput {
  key: string;
}

let serial = 0;
const nextKey = () => `new-${++serial}`;

/** The page's blocks as the editor holds them, in page order. */
export function draftBlocks(page: CmsPage): DraftBlock[] {
  return inSortOrder(page.blocks).map((block) => ({ ...toBlockInput(block), key: `block-${block.id}` }));
}

/** A block input (a new one from blockOrder's newBlock) as a draft with a key of its own. */
export function asDraft(block: BlockInput): DraftBlock {
  return { ...block, key: nextKey() };
}

/**
 * The save's body: the page's title, slug and SEO as read (this editor changes its blocks), its
 * version (page.updatedAt: a page changed meanwhile is refused, 409), the blocks in order and the
 * SEO (as edited with cmsSeo, else as read). No SEO is sent when none was read, so a save never clears it.
 */
export function pageSaveBody(page: CmsPage, blocks: readonly DraftBlock[], seo: CmsPage["seo"] = page.seo): CmsPageSaveRequest {
  return {
    page: {
      id: page.id,
      title: page.title,
      slug: page.slug || null,
      blocks: blocks.map(({ key: _key, ...block }) => block),
      ...(seo ? { seo } : {}),
      updatedAt: page.updatedAt ?? null,
    },
  };
}

/** Whether a save was refused because the page changed since it was read (409 naming page.updatedAt, or 428). */
export function isStalePageSave(error: unknown): boolean {
  if (!isApiErrorBody(error)) return false;
  const { code, fields } = error.error;
  return (code === "CONFLICT" && fields?.["page.updatedAt"] !== undefined) || code === "VERSION_REQUIRED";
}

/** A page delete's failure as the spec words it: the server's message, else the status text, else 'Unknown error'. */
export function deleteFailureText(error: unknown, statusText: string | undefined, unknownText: string): string {
  if (isApiErrorBody(error) && error.error.message.trim() !== "") return error.error.message;
  if (statusText && statusText.trim() !== "") return statusText;
  return unknownText;
}

const TEXT_FIELDS = ["header", "quote", "preamble", "text", "linkText"] as const;
const TAGS = /<[^>]*>/g;

/** A one-line summary of a block for the list: its first text (rich text without tags), cut at 80 characters. */
export function blockSummary(block: Pick<BlockInput, "data">): string {
  const data = (block.data ?? {}) as Record<string, unknown>;
  for (const field of TEXT_FIELDS) {
    const value = data[field];
    if (typeof value === "string") {
      const text = value.replace(TAGS, " ").replace(/\s+/g, " ").trim();
      if (text) return text.length > 80 ? `${text.slice(0, 79)}…` : text;
    }
  }
  return "";
}

/** The blocks with one replaced by its edited version (matched by key). */
export function withBlock(blocks: readonly DraftBlock[], edited: DraftBlock): DraftBlock[] {
  return blocks.map((block) => (block.key === edited.key ? edited : block));
}

/** The block with another class: its data starts empty, since each class has its own fields. */
export function withClass(block: DraftBlock, blockClass: BlockClass): DraftBlock {
  return block.class === blockClass ? block : { ...block, class: blockClass, data: {} };
}

/** What a page says, its versions aside: title, slug, SEO and its blocks in order. */
function pageContent(page: CmsPage) {
  return {
    title: page.title,
    slug: page.slug ?? null,
    seo: page.seo ?? null,
    blocks: inSortOrder(page.blocks).map((b) => ({
      id: b.id,
      class: b.class,
      blockId: b.blockId,
      sortOrder: b.sortOrder,
      image: b.image ?? null,
      data: b.data ?? {},
      design: b.design ?? null,
    })),
  };
}

/**
 * Whether the page read after a slides save is the page as read before with just those slides
 * changed: then nobody else changed it meanwhile, and the editor carries on from its new version
 * (the slides save moved the page's version on). Otherwise a page save would overwrite someone
 * else's change, so the editor must read the page again.
 */
export function isPageWithSavedSlides(before: CmsPage, after: CmsPage, saved: Block): boolean {
  const expected = { ...before, blocks: before.blocks.map((b) => (b.id === saved.id ? withSavedSlides(b, saved) : b)) };
  return deepEquals(pageContent(expected), pageContent(after));
}
