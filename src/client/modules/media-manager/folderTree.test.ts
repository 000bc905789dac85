import { describe, expect, it } from "vitest";
import {
  canMoveDown,
  canMoveUp,
  flattenFolders,
  moveAmongSiblings,
  moveTargets,
  moveUnder,
  toFolderNodes,
  treeSavePlan,
  type FolderNode,
} from "./folderTree.ts";
import type { MediaFolder } from "./mediaTypes.ts";

const folder = (id: number, sortOrder: number, folderList: MediaFolder[] = []): MediaFolder => ({
  id,
  name: `F${id}`,
  slug: `f${id}`,
  mediaSortMethod: "custom",
  sortOrder,
  isRootFolder: false,
  folderList,
  mediaList: [],
  updatedAt: `v${id}`,
});

// 1 (2 (3), 4), 5, 6 as the server answers it: each level by sortOrder, listed out of order.
const answer = [folder(5, 1), folder(1, 0, [folder(4, 1), folder(2, 0, [folder(3, 0)])]), folder(6, 2)];
const tree = toFolderNodes(answer);
const shape = (nodes: readonly FolderNode[]): unknown => nodes.map((n) => (n.children.length ? [n.id, shape(n.children)] : n.id));
const ids = (nodes: readonly { node: FolderNode }[]) => nodes.map((f) => f.node.id);

describe("the folder tree", () => {
  it("orders each level by sortOrder and keeps each folder's version", () => {
    expect(shape(tree)).toEqual([[1, [[2, [3]], 4]], 5, 6]);
    expect(flattenFolders(tree).map((f) => [f.node.id, f.parentId, f.depth])).toEqual([
      [1, null, 0],
      [2, 1, 1],
      [3, 2, 2],
      [4, 1, 1],
      [5, null, 0],
      [6, null, 0],
    ]);
    expect(tree[0]!.updatedAt).toBe("v1");
  });

  it("offers move up to all but the first sibling and move down to all but the last", () => {
    expect([1, 5, 6].map((id) => canMoveUp(tree, id))).toEqual([false, true, true]);
    expect([1, 5, 6].map((id) => canMoveDown(tree, id))).toEqual([true, true, false]);
    expect([2, 4, 3].map((id) => [canMoveUp(tree, id), canMoveDown(tree, id)])).toEqual([
      [false, true],
      [true, false],
      [false, false],
    ]);
  });

  it("moves a folder among its siblings, its subtree with it, and leaves a first or last folder where it is", () => {
    expect(shape(moveAmongSiblings(tree, 5, -1))).toEqual([5, [1, [[2, [3]], 4]], 6]);
    expect(shape(moveAmongSiblings(tree, 2, 1))).toEqual([[1, [4, [2, [3]]]], 5, 6]);
    expect(shape(moveAmongSiblings(tree, 1, -1))).toEqual(shape(tree));
    expect(shape(moveAmongSiblings(tree, 6, 1))).toEqual(shape(tree));
  });

  it("offers as move targets every folder but the folder itself, its descendants and its present parent", () => {
    expect(ids(moveTargets(tree, 2))).toEqual([4, 5, 6]);
    expect(ids(moveTargets(tree, 1))).toEqual([5, 6]);
    expect(ids(moveTargets(tree, 3))).toEqual([1, 4, 5, 6]);
    expect(ids(moveTargets(tree, 99))).toEqual([]);
  });

  it("moves a folder under another as its last child, and refuses a target in its own subtree", () => {
    expect(shape(moveUnder(tree, 5, 2))).toEqual([[1, [[2, [3, 5]], 4]], 6]);
    expect(shape(moveUnder(tree, 1, 6))).toEqual([5, [6, [[1, [[2, [3]], 4]]]]]);
    expect(shape(moveUnder(tree, 1, 3))).toEqual(shape(tree));
    expect(shape(moveUnder(tree, 2, 2))).toEqual(shape(tree));
  });
});

describe("the tree save plan", () => {
  it("is empty when nothing moved", () => {
    expect(treeSavePlan(tree, tree)).toEqual([]);
  });

  it("sends a reorder among children as the parent's folderList", () => {
    const plan = treeSavePlan(tree, moveAmongSiblings(tree, 4, -1));
    expect(plan.map((s) => [s.folder.id, s.folderList, s.sortOrder])).toEqual([[1, [4, 2], undefined]]);
  });

  it("places every top folder by its sortOrder, first to last, when the top level's order changed", () => {
    const plan = treeSavePlan(tree, moveAmongSiblings(tree, 6, -1));
    expect(plan.map((s) => [s.folder.id, s.folderList, s.sortOrder])).toEqual([
      [1, undefined, 0],
      [6, undefined, 1],
      [5, undefined, 2],
    ]);
  });

  it("needs no top-level step when a top folder only moved away under another", () => {
    const plan = treeSavePlan(tree, moveUnder(tree, 5, 4));
    expect(plan.map((s) => [s.folder.id, s.folderList, s.sortOrder])).toEqual([[4, [5], undefined]]);
  });

  it("goes from the top down, so no step moves a folder under one of its own descendants on the server", () => {
    // 2 leaves 1 for 5, then 1 goes under 2: on the server 1 is still above 2 until 5 takes 2.
    const edited = moveUnder(moveUnder(tree, 2, 5), 1, 2);
    expect(shape(edited)).toEqual([[5, [[2, [3, [1, [4]]]]]], 6]);
    const plan = treeSavePlan(tree, edited);
    expect(plan.map((s) => [s.folder.id, s.folderList])).toEqual([
      [5, [2]],
      [2, [3, 1]],
    ]);
  });
});
