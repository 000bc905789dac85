import { describe, expect, it } from "vitest";
import { assignBlockSortOrders, DEFAULT_BLOCK_CLASS, MAX_BLOCK_SORT_ORDER, nextBlockSortOrder } from "./block-order.ts";

describe("block order", () => {
  it("puts a new block after the highest sortOrder, at 0 on an empty page", () => {
    expect(nextBlockSortOrder([])).toBe(0);
    expect(nextBlockSortOrder([{ sortOrder: 0 }])).toBe(1);
    expect(nextBlockSortOrder([{ sortOrder: 4 }, { sortOrder: 2 }, { sortOrder: 9 }])).toBe(10);
    expect(nextBlockSortOrder([{ sortOrder: null }, { sortOrder: undefined }])).toBe(0);
  });

  it("defaults a new block to a text header", () => {
    expect(DEFAULT_BLOCK_CLASS).toBe("text_header");
  });

  it("keeps given sortOrders and numbers the blocks without one after the highest, in the order sent", () => {
    expect(assignBlockSortOrders([])).toEqual([]);
    expect(assignBlockSortOrders([{}, {}, {}])).toEqual([0, 1, 2]);
    expect(assignBlockSortOrders([{ sortOrder: 3 }, { sortOrder: null }, { sortOrder: 1 }, {}])).toEqual([3, 4, 1, 5]);
    expect(assignBlockSortOrders([{ sortOrder: 0 }, { sortOrder: 0 }])).toEqual([0, 0]);
    // Past the contract's maximum: the store refuses such a save (400), it never stores it.
    expect(assignBlockSortOrders([{ sortOrder: MAX_BLOCK_SORT_ORDER }, {}])).toEqual([MAX_BLOCK_SORT_ORDER, MAX_BLOCK_SORT_ORDER + 1]);
  });
});
