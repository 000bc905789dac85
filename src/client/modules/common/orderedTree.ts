/**
 * Pure moves over an ordered tree edited in memory (media folders, CMS content nodes): a node's
 * place among its siblings is its index, so sort orders are always 0..n, and a node never moves
 * under itself or one of its descendants (spec part 2 sections 4 and 5).
 */
export interface OrderedNode<T> {
  id: number;
  children: readonly T[];
}

/** A node with where it stands: its parent (null at the top) and its depth (0 at the top). */
export interface PlacedNode<T> {
  node: T;
  parentId: number | null;
  depth: number;
}

/** Every node, parents before children, in tree order. */
export function flattenTree<T extends OrderedNode<T>>(nodes: readonly T[], parentId: number | null = null, depth = 0): PlacedNode<T>[] {
  return nodes.flatMap((node) => [{ node, parentId, depth }, ...flattenTree(node.children, node.id, depth + 1)]);
}

export function findNode<T extends OrderedNode<T>>(nodes: readonly T[], id: number): PlacedNode<T> | undefined {
  return flattenTree(nodes).find((f) => f.node.id === id);
}

/** The ids of a node and everything below it. */
export function subtreeIds<T extends OrderedNode<T>>(node: T): Set<number> {
  return new Set(flattenTree([node]).map((f) => f.node.id));
}

/** The node's siblings (itself included) and its index among them. */
function siblingsOf<T extends OrderedNode<T>>(nodes: readonly T[], id: number): { siblings: readonly T[]; index: number } | undefined {
  const index = nodes.findIndex((n) => n.id === id);
  if (index >= 0) return { siblings: nodes, index };
  for (const node of nodes) {
    const found = siblingsOf(node.children, id);
    if (found) return found;
  }
  return undefined;
}

export function canMoveUp<T extends OrderedNode<T>>(nodes: readonly T[], id: number): boolean {
  return (siblingsOf(nodes, id)?.index ?? 0) > 0;
}

export function canMoveDown<T extends OrderedNode<T>>(nodes: readonly T[], id: number): boolean {
  const found = siblingsOf(nodes, id);
  return found !== undefined && found.index < found.siblings.length - 1;
}

/** The tree with the children of `parentId` (null: the top level) replaced. */
function withChildren<T extends OrderedNode<T>>(nodes: readonly T[], parentId: number | null, change: (children: T[]) => T[]): T[] {
  if (parentId === null) return change([...nodes]);
  return nodes.map((node) =>
    // The spread keeps every other field of the node; only its children change.
    node.id === parentId
      ? ({ ...node, children: change([...node.children]) } as T)
      : ({ ...node, children: withChildren(node.children, parentId, change) } as T),
  );
}

/** The tree with the node one place up (-1) or down (+1) among its siblings; unchanged where it cannot go. */
export function moveAmongSiblings<T extends OrderedNode<T>>(nodes: readonly T[], id: number, step: -1 | 1): T[] {
  const placed = findNode(nodes, id);
  if (!placed || !(step < 0 ? canMoveUp(nodes, id) : canMoveDown(nodes, id))) return [...nodes];
  return withChildren(nodes, placed.parentId, (children) => {
    const index = children.findIndex((n) => n.id === id);
    const [moved] = children.splice(index, 1);
    children.splice(index + step, 0, moved!);
    return children;
  });
}

/**
 * Nodes the node may be moved under: never itself or one of its descendants (the subtree would
 * be cut off the tree), nor its present parent (no move at all).
 */
export function moveTargets<T extends OrderedNode<T>>(nodes: readonly T[], id: number): PlacedNode<T>[] {
  const placed = findNode(nodes, id);
  if (!placed) return [];
  const excluded = subtreeIds(placed.node);
  return flattenTree(nodes).filter((f) => !excluded.has(f.node.id) && f.node.id !== placed.parentId);
}

/** The tree with the node moved under the target, as its last child; unchanged for a target moveTargets does not offer. */
export function moveUnder<T extends OrderedNode<T>>(nodes: readonly T[], id: number, targetId: number): T[] {
  const placed = findNode(nodes, id);
  if (!placed || !moveTargets(nodes, id).some((t) => t.node.id === targetId)) return [...nodes];
  const without = withChildren(nodes, placed.parentId, (children) => children.filter((n) => n.id !== id));
  return withChildren(without, targetId, (children) => [...children, placed.node]);
}

/**
 * The tree with the node put just before (or after) another node, among that node's siblings: a
 * drop in a list. Unchanged when the target is the node itself or lies below it.
 */
export function moveBeside<T extends OrderedNode<T>>(nodes: readonly T[], id: number, targetId: number, side: "before" | "after"): T[] {
  const placed = findNode(nodes, id);
  const target = findNode(nodes, targetId);
  if (!placed || !target || subtreeIds(placed.node).has(targetId)) return [...nodes];
  const without = withChildren(nodes, placed.parentId, (children) => children.filter((n) => n.id !== id));
  return withChildren(without, target.parentId, (children) => {
    const at = children.findIndex((n) => n.id === targetId) + (side === "after" ? 1 : 0);
    children.splice(at, 0, placed.node);
    return children;
  });
}
