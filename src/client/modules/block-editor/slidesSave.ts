import { deepEquals } from "@rjsf/utils";
import type { components } from "../../../shared/api/contract.ts";
import { cellsOf, type Cell } from "./cellList.ts";
import type { Block, BlockInput } from "./blockTypes.ts";

/** The body of POST /cms/editor/block/update-slides. */
export type BlockSlidesUpdate = components["schemas"]["BlockSlidesUpdate"];

/** A block's slides (none when its data has none). */
export function slidesOf(block: Pick<BlockInput, "data">): Cell[] {
  return cellsOf((block.data as Record<string, unknown> | undefined)?.slides);
}

/**
 * Whether the block's slides are saved on their own (updateBlockSlides): a slideshow stored
 * already. A new one has no id yet; its slides go with the page's save.
 */
export function savesSlidesApart(block: Pick<BlockInput, "class" | "id">): boolean {
  return block.class === "slideshow" && typeof block.id === "number";
}

/** Whether two lists of slides say the same (key order aside). */
export function sameSlides(a: readonly Cell[], b: readonly Cell[]): boolean {
  return deepEquals(a, b);
}

/** The update-slides body: the block's id, its slides and the version it was read at (a stale one is refused, 409). */
export function slidesUpdate(block: BlockInput): BlockSlidesUpdate {
  return { id: block.id as number, slides: slidesOf(block) as BlockSlidesUpdate["slides"], updatedAt: block.updatedAt ?? null };
}

/** The block with the slides as saved and the version the save answered; its other fields as they are. */
export function withSavedSlides<B extends Pick<BlockInput, "data" | "updatedAt">>(block: B, saved: Block): B {
  const data = { ...((block.data ?? {}) as Record<string, unknown>), slides: slidesOf(saved) };
  return { ...block, data: data as B["data"], ...(saved.updatedAt ? { updatedAt: saved.updatedAt } : {}) };
}
