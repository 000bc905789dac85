import type { BlockClass, BlockInput } from "./blockTypes.ts";

/** What ordering needs of a block: its sortOrder (none yet on a block the server will place). */
export interface Ordered {
  sortOrder?: number | null;
}

/** The contract's bounds of a block's sortOrder. */
export const MAX_SORT_ORDER = 100_000;

/** The class a new block starts as (spec part 2 section 5, contract BlockClass). */
export const NEW_BLOCK_CLASS: BlockClass = "text_header";

/** The sortOrder of a new block: the highest existing one plus 1, 0 on an empty page (spec part 2 section 5). */
export function nextSortOrder(blocks: readonly Ordered[]): number {
  return blocks.reduce((highest, block) => (typeof block.sortOrder === "number" ? Math.max(highest, block.sortOrder) : highest), -1) + 1;
}

/**
 * The blocks in the order the page shows them: by sortOrder, a block without one after those
 * with one, equal ones in the order given (the sort is stable).
 */
export function inSortOrder<T extends Ordered>(blocks: readonly T[]): T[] {
  const rank = (block: T) => (typeof block.sortOrder === "number" ? block.sortOrder : Number.POSITIVE_INFINITY);
  return [...blocks].sort((a, b) => rank(a) - rank(b));
}

/** The blocks numbered 0..n-1 in the order given, so the saved sortOrders say that order and nothing else. */
export function renumbered<T extends Ordered>(blocks: readonly T[]): T[] {
  return blocks.map((block, index) => (block.sortOrder === index ? block : { ...block, sortOrder: index }));
}

/** A new, unsaved block: a text header with no content (the server gives it its id and blockId). */
export function newBlock(sortOrder: number): BlockInput {
  return { id: null, class: NEW_BLOCK_CLASS, blockId: null, sortOrder, data: {} };
}

/**
 * The page's blocks with a new block at the end, numbered highest + 1. Blocks whose numbers leave
 * no room under the contract's maximum are numbered 0..n-1 (in page order) first.
 */
export function withNewBlock(blocks: readonly BlockInput[]): BlockInput[] {
  const placed = nextSortOrder(blocks) > MAX_SORT_ORDER ? renumbered(inSortOrder(blocks)) : [...blocks];
  return [...placed, newBlock(nextSortOrder(placed))];
}

/** Whether the block at `index` can move by `offset` places (up is -1) and stay on the page. */
export function canMove(blocks: readonly Ordered[], index: number, offset: number): boolean {
  const target = index + offset;
  return offset !== 0 && index >= 0 && index < blocks.length && target >= 0 && target < blocks.length;
}

/** The blocks (in page order) with one moved from `from` to `to`, renumbered 0..n-1; an impossible move changes nothing. */
export function moveBlock<T extends Ordered>(blocks: readonly T[], from: number, to: number): T[] {
  if (from === to || !canMove(blocks, from, to - from)) return [...blocks];
  const next = [...blocks];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return renumbered(next);
}

/** The blocks (in page order) without the one at `index`, renumbered 0..n-1 (a save leaves out, so deletes, it). */
export function removeBlock<T extends Ordered>(blocks: readonly T[], index: number): T[] {
  if (index < 0 || index >= blocks.length) return [...blocks];
  return renumbered(blocks.filter((_, i) => i !== index));
}
