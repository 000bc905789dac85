/**
 * Rules of the CMS content tree's moves (POST /cms/tree/update-pages), pure so the store and its
 * tests share them: a node moves only within its site and never under itself or a descendant,
 * and every sibling list a move touches is renumbered 0..n.
 */
import { subtreeIds } from "./media-tree.ts";

/** A node as far as the tree's shape and order go. */
export interface CmsTreeNode {
  id: number;
  siteId: number;
  parentId: number | null;
  sortOrder: number;
}

/** Where one node should go: its new parent (null: top level of its site) and position. */
export interface CmsTreeMove {
  id: number;
  parentId: number | null;
  sortOrder: number;
}

/** Why a set of moves cannot be made; the store turns it into 404 or 409 naming the entry. */
export type CmsTreeMoveProblem =
  | { kind: "unknownNode"; index: number; id: number }
  | { kind: "unknownParent"; index: number; id: number }
  | { kind: "otherSite"; index: number; id: number }
  | { kind: "underItself"; index: number; id: number }
  | { kind: "movedTwice"; index: number; id: number };

export type CmsTreePlan = { ok: true; changes: CmsTreeNode[] } | { ok: false; problem: CmsTreeMoveProblem };

/**
 * The nodes whose parent or sortOrder change when the moves are made together (all or none).
 * Each move is checked against the tree as the earlier moves of the same list left it, so a
 * node cannot slip under its own subtree by moving the subtree first. In every sibling list a
 * move leaves or enters, the moved nodes take their asked positions (in ascending order) among
 * the others, which keep their order; the list is then numbered 0..n.
 */
export function planTreeMoves(nodes: readonly CmsTreeNode[], moves: readonly CmsTreeMove[]): CmsTreePlan {
  const byId = new Map(nodes.map((n) => [n.id, { ...n }]));
  const seen = new Set<number>();
  for (const [index, move] of moves.entries()) {
    const node = byId.get(move.id);
    if (!node) return { ok: false, problem: { kind: "unknownNode", index, id: move.id } };
    if (seen.has(move.id)) return { ok: false, problem: { kind: "movedTwice", index, id: move.id } };
    seen.add(move.id);
    if (move.parentId !== null) {
      const parent = byId.get(move.parentId);
      if (!parent) return { ok: false, problem: { kind: "unknownParent", index, id: move.parentId } };
      if (parent.siteId !== node.siteId) return { ok: false, problem: { kind: "otherSite", index, id: move.id } };
      if (subtreeIds([...byId.values()], node.id).has(parent.id))
        return { ok: false, problem: { kind: "underItself", index, id: move.id } };
    }
    node.parentId = move.parentId;
  }

  const movedTo = new Map(moves.map((m) => [m.id, m.sortOrder]));
  const groupKey = (n: { siteId: number; parentId: number | null }) => `${n.siteId}:${n.parentId ?? "top"}`;
  const touched = new Set<string>();
  for (const move of moves) {
    touched.add(groupKey(nodes.find((n) => n.id === move.id)!));
    touched.add(groupKey(byId.get(move.id)!));
  }
  const changes: CmsTreeNode[] = [];
  for (const key of touched) {
    const group = [...byId.values()].filter((n) => groupKey(n) === key);
    const ordered = orderSiblings(group, movedTo);
    for (const [sortOrder, node] of ordered.entries()) {
      const before = nodes.find((n) => n.id === node.id)!;
      if (before.sortOrder !== sortOrder || before.parentId !== node.parentId) changes.push({ ...node, sortOrder });
    }
  }
  return { ok: true, changes: changes.sort((a, b) => a.id - b.id) };
}

/** Others in their order (sortOrder, then id); each moved node inserted at its asked position. */
function orderSiblings(group: readonly CmsTreeNode[], movedTo: ReadonlyMap<number, number>): CmsTreeNode[] {
  const byOrder = (a: CmsTreeNode, b: CmsTreeNode) => a.sortOrder - b.sortOrder || a.id - b.id;
  const ordered = group.filter((n) => !movedTo.has(n.id)).sort(byOrder);
  const moved = group
    .filter((n) => movedTo.has(n.id))
    .map((n) => ({ node: n, at: movedTo.get(n.id)! }))
    .sort((a, b) => a.at - b.at || a.node.id - b.node.id);
  for (const { node, at } of moved) ordered.splice(Math.min(at, ordered.length), 0, node);
  return ordered;
}

/** A tree built from flat rows: each row's children in sortOrder, then id; roots in the same order. */
export function nestNodes<T extends { id: number; parentId: number | null; sortOrder: number }>(
  rows: readonly T[],
): (T & { children: (T & { children: unknown[] })[] })[] {
  type Nested = T & { children: Nested[] };
  const nested = new Map<number, Nested>(rows.map((r) => [r.id, { ...r, children: [] }]));
  const roots: Nested[] = [];
  for (const node of nested.values()) {
    const parent = node.parentId === null ? undefined : nested.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  const byOrder = (a: Nested, b: Nested) => a.sortOrder - b.sortOrder || a.id - b.id;
  for (const node of nested.values()) node.children.sort(byOrder);
  return roots.sort(byOrder) as never;
}
