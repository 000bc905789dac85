import { describe, expect, it } from "vitest";
import { nestNodes, planTreeMoves, type CmsTreeNode } from "./cms-tree.ts";

// Site 1: 1 (children 2, 3; 3 has child 4), 5. Site 2: 10.
const TREE: CmsTreeNode[] = [
  { id: 1, siteId: 1, parentId: null, sortOrder: 0 },
  { id: 2, siteId: 1, parentId: 1, sortOrder: 0 },
  { id: 3, siteId: 1, parentId: 1, sortOrder: 1 },
  { id: 4, siteId: 1, parentId: 3, sortOrder: 0 },
  { id: 5, siteId: 1, parentId: null, sortOrder: 1 },
  { id: 10, siteId: 2, parentId: null, sortOrder: 0 },
];

describe("planTreeMoves", () => {
  it("moves a node under another parent and renumbers both sibling lists 0..n", () => {
    const plan = planTreeMoves(TREE, [{ id: 2, parentId: 5, sortOrder: 0 }]);
    expect(plan).toEqual({
      ok: true,
      changes: [
        { id: 2, siteId: 1, parentId: 5, sortOrder: 0 },
        { id: 3, siteId: 1, parentId: 1, sortOrder: 0 },
      ],
    });
  });

  it("reorders siblings: the moved node takes its position, the others keep their order", () => {
    const plan = planTreeMoves(TREE, [{ id: 5, parentId: null, sortOrder: 0 }]);
    expect(plan).toEqual({
      ok: true,
      changes: [
        { id: 1, siteId: 1, parentId: null, sortOrder: 1 },
        { id: 5, siteId: 1, parentId: null, sortOrder: 0 },
      ],
    });
  });

  it("appends a node whose position is past the end, and reports nothing for a move that changes nothing", () => {
    expect(planTreeMoves(TREE, [{ id: 4, parentId: 1, sortOrder: 99 }])).toEqual({
      ok: true,
      changes: [{ id: 4, siteId: 1, parentId: 1, sortOrder: 2 }],
    });
    expect(planTreeMoves(TREE, [{ id: 3, parentId: 1, sortOrder: 1 }])).toEqual({ ok: true, changes: [] });
  });

  it("moves several nodes together, in their asked positions", () => {
    const plan = planTreeMoves(TREE, [
      { id: 3, parentId: null, sortOrder: 2 },
      { id: 2, parentId: null, sortOrder: 0 },
    ]);
    expect(plan.ok && plan.changes).toEqual([
      { id: 1, siteId: 1, parentId: null, sortOrder: 1 },
      { id: 2, siteId: 1, parentId: null, sortOrder: 0 },
      { id: 3, siteId: 1, parentId: null, sortOrder: 2 },
      { id: 5, siteId: 1, parentId: null, sortOrder: 3 },
    ]);
  });

  it("refuses a node under itself or under a descendant", () => {
    expect(planTreeMoves(TREE, [{ id: 3, parentId: 3, sortOrder: 0 }])).toEqual({
      ok: false,
      problem: { kind: "underItself", index: 0, id: 3 },
    });
    expect(planTreeMoves(TREE, [{ id: 1, parentId: 4, sortOrder: 0 }])).toEqual({
      ok: false,
      problem: { kind: "underItself", index: 0, id: 1 },
    });
  });

  it("checks each move against the tree the earlier moves left (no cycle by two moves)", () => {
    // 5 under 4 is fine alone; then 3 under 5 would put 3 under its own descendant.
    expect(
      planTreeMoves(TREE, [
        { id: 5, parentId: 4, sortOrder: 0 },
        { id: 3, parentId: 5, sortOrder: 0 },
      ]),
    ).toEqual({ ok: false, problem: { kind: "underItself", index: 1, id: 3 } });
  });

  it("refuses a move to another site's node, unknown nodes and parents, and a node moved twice", () => {
    expect(planTreeMoves(TREE, [{ id: 2, parentId: 10, sortOrder: 0 }])).toEqual({
      ok: false,
      problem: { kind: "otherSite", index: 0, id: 2 },
    });
    expect(planTreeMoves(TREE, [{ id: 99, parentId: null, sortOrder: 0 }])).toEqual({
      ok: false,
      problem: { kind: "unknownNode", index: 0, id: 99 },
    });
    expect(planTreeMoves(TREE, [{ id: 2, parentId: 98, sortOrder: 0 }])).toEqual({
      ok: false,
      problem: { kind: "unknownParent", index: 0, id: 98 },
    });
    expect(
      planTreeMoves(TREE, [
        { id: 2, parentId: null, sortOrder: 0 },
        { id: 2, parentId: 5, sortOrder: 0 },
      ]),
    ).toEqual({ ok: false, problem: { kind: "movedTwice", index: 1, id: 2 } });
  });

  it("keeps a top-level move within its own site's top level", () => {
    const plan = planTreeMoves(TREE, [{ id: 4, parentId: null, sortOrder: 0 }]);
    expect(plan.ok && plan.changes).toEqual([
      { id: 1, siteId: 1, parentId: null, sortOrder: 1 },
      { id: 4, siteId: 1, parentId: null, sortOrder: 0 },
      { id: 5, siteId: 1, parentId: null, sortOrder: 2 },
    ]);
  });
});

describe("nestNodes", () => {
  it("nests rows under their parents in sortOrder, then id", () => {
    const tree = nestNodes([
      { id: 3, parentId: 1, sortOrder: 0 },
      { id: 1, parentId: null, sortOrder: 1 },
      { id: 2, parentId: 1, sortOrder: 0 },
      { id: 5, parentId: null, sortOrder: 0 },
    ]);
    expect(tree.map((n) => n.id)).toEqual([5, 1]);
    expect(tree[1]!.children.map((n) => n.id)).toEqual([2, 3]);
    expect(tree[0]!.children).toEqual([]);
  });
});
