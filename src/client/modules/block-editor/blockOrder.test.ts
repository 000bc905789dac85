import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  canMove,
  inSortOrder,
  MAX_SORT_ORDER,
  moveBlock,
  newBlock,
  nextSortOrder,
  removeBlock,
  renumbered,
  withNewBlock,
  type Ordered,
} from "./blockOrder.ts";
import type { BlockInput } from "./blockTypes.ts";

const block = (id: number, sortOrder: number | null | undefined): BlockInput => ({ id, class: "text_story", sortOrder, data: {} });
const ids = (blocks: readonly BlockInput[]) => blocks.map((b) => b.id);
const orders = (blocks: readonly Ordered[]) => blocks.map((b) => b.sortOrder);

/** A page's blocks as they may arrive: any sortOrders within the contract's bounds, some unset. */
const blocksArb = fc
  .array(fc.option(fc.integer({ min: 0, max: MAX_SORT_ORDER }), { nil: null }), { maxLength: 25 })
  .map((sortOrders) => sortOrders.map((sortOrder, i) => block(i + 1, sortOrder)));
const blocksWithIndex = blocksArb
  .filter((b) => b.length > 0)
  .chain((b) => fc.tuple(fc.constant(b), fc.nat(b.length - 1), fc.nat(b.length - 1)));

describe("nextSortOrder", () => {
  it("is 0 on an empty page and the highest existing + 1 otherwise", () => {
    expect(nextSortOrder([])).toBe(0);
    expect(nextSortOrder([{ sortOrder: 0 }])).toBe(1);
    expect(nextSortOrder([{ sortOrder: 4 }, { sortOrder: 9 }, { sortOrder: 2 }])).toBe(10);
  });

  it("skips blocks the server has not numbered yet", () => {
    expect(nextSortOrder([{ sortOrder: null }, {}])).toBe(0);
    expect(nextSortOrder([{ sortOrder: 3 }, { sortOrder: null }])).toBe(4);
  });

  it("is above every existing number", () => {
    fc.assert(
      fc.property(blocksArb, (blocks) => {
        const next = nextSortOrder(blocks);
        for (const b of blocks) if (b.sortOrder != null) expect(next).toBeGreaterThan(b.sortOrder);
        expect(blocks.some((b) => b.sortOrder === next - 1) || next === 0).toBe(true);
      }),
    );
  });
});

describe("new blocks", () => {
  it("are text headers with no content and no ids yet", () => {
    expect(newBlock(3)).toEqual({ id: null, class: "text_header", blockId: null, sortOrder: 3, data: {} });
  });

  it("go last, numbered highest + 1 (0 on an empty page)", () => {
    expect(withNewBlock([])).toEqual([newBlock(0)]);
    const page = [block(1, 0), block(2, 5), block(3, 1)];
    const after = withNewBlock(page);
    expect(after.slice(0, 3)).toEqual(page);
    expect(after[3]).toEqual(newBlock(6));
  });

  it("renumber the page first when the highest number leaves no room", () => {
    const page = [block(1, MAX_SORT_ORDER), block(2, 7), block(3, null)];
    expect(orders(withNewBlock(page))).toEqual([0, 1, 2, 3]);
    expect(ids(withNewBlock(page))).toEqual([2, 1, 3, null]);
  });

  it("always stay within the contract's bounds", () => {
    fc.assert(
      fc.property(blocksArb, (blocks) => {
        const added = withNewBlock(blocks).at(-1)!;
        expect(added.sortOrder).toBeGreaterThanOrEqual(0);
        expect(added.sortOrder).toBeLessThanOrEqual(MAX_SORT_ORDER);
      }),
    );
  });
});

describe("inSortOrder and renumbered", () => {
  it("sorts by sortOrder, unnumbered last, ties in the order given", () => {
    expect(ids(inSortOrder([block(1, 5), block(2, null), block(3, 0), block(4, 5)]))).toEqual([3, 1, 4, 2]);
  });

  it("numbers 0..n-1 in the order given, keeping blocks already right as they are", () => {
    const page = [block(1, 0), block(2, 7), block(3, null)];
    const after = renumbered(page);
    expect(orders(after)).toEqual([0, 1, 2]);
    expect(after[0]).toBe(page[0]);
    expect(page[1]!.sortOrder).toBe(7);
  });

  it("renumbering the sorted page keeps its order", () => {
    fc.assert(
      fc.property(blocksArb, (blocks) => {
        const sorted = inSortOrder(blocks);
        expect(ids(inSortOrder(renumbered(sorted)))).toEqual(ids(sorted));
      }),
    );
  });
});

describe("moving blocks", () => {
  const page = [block(1, 0), block(2, 1), block(3, 2), block(4, 3)];

  it("up and down within the page only", () => {
    expect(canMove(page, 0, -1)).toBe(false);
    expect(canMove(page, 0, 1)).toBe(true);
    expect(canMove(page, 3, 1)).toBe(false);
    expect(canMove(page, 3, -3)).toBe(true);
    expect(canMove(page, 1, 0)).toBe(false);
    expect(canMove(page, 9, -1)).toBe(false);
  });

  it("moves one block and renumbers 0..n-1", () => {
    const after = moveBlock(page, 3, 1);
    expect(ids(after)).toEqual([1, 4, 2, 3]);
    expect(orders(after)).toEqual([0, 1, 2, 3]);
    expect(ids(moveBlock(page, 0, 3))).toEqual([2, 3, 4, 1]);
  });

  it("changes nothing for an impossible move", () => {
    expect(moveBlock(page, 0, 4)).toEqual(page);
    expect(moveBlock(page, 2, 2)).toEqual(page);
  });

  it("keeps every block once, numbered 0..n-1, the moved one at its place", () => {
    fc.assert(
      fc.property(blocksWithIndex, ([blocks, from, to]) => {
        const after = moveBlock(blocks, from, to);
        expect([...ids(after)].sort()).toEqual([...ids(blocks)].sort());
        if (from !== to) {
          expect(orders(after)).toEqual(blocks.map((_, i) => i));
          expect(after[to]!.id).toBe(blocks[from]!.id);
        }
        expect(ids(moveBlock(after, to, from))).toEqual(ids(blocks));
      }),
    );
  });
});

describe("removing blocks", () => {
  it("drops the block and renumbers the rest 0..n-1", () => {
    const page = [block(1, 0), block(2, 1), block(3, 2)];
    expect(removeBlock(page, 1)).toEqual([block(1, 0), block(3, 1)]);
    expect(removeBlock(page, 5)).toEqual(page);
    expect(removeBlock([block(1, 0)], 0)).toEqual([]);
  });

  it("then the next new block is numbered n", () => {
    fc.assert(
      fc.property(blocksWithIndex, ([blocks, index]) => {
        const after = removeBlock(blocks, index);
        expect(after).toHaveLength(blocks.length - 1);
        expect(ids(after)).not.toContain(blocks[index]!.id);
        expect(withNewBlock(after).at(-1)!.sortOrder).toBe(after.length);
      }),
    );
  });
});
