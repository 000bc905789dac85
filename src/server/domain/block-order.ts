/**
 * Block order of a CMS page (spec part 2, section 5): a new block gets the highest existing
 * sortOrder plus 1 (base 0) and is a text header unless another class is chosen.
 */
/** The class a block added without one gets. */
export const DEFAULT_BLOCK_CLASS = "text_header" as const;

/** The highest sortOrder the contract allows (Block.sortOrder's maximum). */
export const MAX_BLOCK_SORT_ORDER = 100_000;

/** The sortOrder of a block added after these: highest + 1, 0 on an empty page. */
export function nextBlockSortOrder(existing: readonly { sortOrder: number | null | undefined }[]): number {
  const orders = existing.map((b) => b.sortOrder).filter((o): o is number => typeof o === "number");
  return orders.length === 0 ? 0 : Math.max(...orders) + 1;
}

/**
 * The sortOrder of every block of a save, in the order sent: a block that gives one keeps it;
 * one that does not (a new block) gets the highest given or assigned so far plus 1, so blocks
 * added at the end of the list land after every block before them.
 */
export function assignBlockSortOrders(blocks: readonly { sortOrder?: number | null }[]): number[] {
  const assigned: { sortOrder: number }[] = [];
  const given = blocks.filter((b) => typeof b.sortOrder === "number") as { sortOrder: number }[];
  let highest = nextBlockSortOrder(given) - 1;
  for (const block of blocks) {
    if (typeof block.sortOrder === "number") assigned.push({ sortOrder: block.sortOrder });
    else {
      highest += 1;
      assigned.push({ sortOrder: highest });
    }
  }
  return assigned.map((a) => a.sortOrder);
}
