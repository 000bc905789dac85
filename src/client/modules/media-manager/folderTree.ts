import type { MediaFolder, MediaSortMethod } from "./mediaTypes.ts";

/**
 * The media folder tree as the screen edits it (spec part 2 section 4 "Media tree"): moves are
 * made here, in memory, and sent by 'save tree' (treeSavePlan). A folder's place among its
 * siblings is its index, so sort orders are always 0..n.
 */
export interface FolderNode {
  id: number;
  name: string;
  mediaSortMethod: MediaSortMethod;
  /** The version the tree was read at; the save sends it back. */
  updatedAt?: string;
  children: FolderNode[];
}

/** The tree answer as nodes, each level in its sortOrder. */
export function toFolderNodes(folders: readonly MediaFolder[]): FolderNode[] {
  return [...folders]
    .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
    .map((f) => ({
      id: f.id,
      name: f.name,
      mediaSortMethod: f.mediaSortMethod,
      ...(f.updatedAt ? { updatedAt: f.updatedAt } : {}),
      children: toFolderNodes(f.folderList),
    }));
}

/** A folder with where it stands: its parent (null at the top) and its depth (0 at the top). */
export interface PlacedFolder {
  node: FolderNode;
  parentId: number | null;
  depth: number;
}

/** Every folder, parents before children, in tree order. */
export function flattenFolders(nodes: readonly FolderNode[], parentId: number | null = null, depth = 0): PlacedFolder[] {
  return nodes.flatMap((node) => [{ node, parentId, depth }, ...flattenFolders(node.children, node.id, depth + 1)]);
}

export function findFolder(nodes: readonly FolderNode[], id: number): PlacedFolder | undefined {
  return flattenFolders(nodes).find((f) => f.node.id === id);
}

/** The ids of a folder and everything below it. */
export function subtreeIdsOf(node: FolderNode): Set<number> {
  return new Set(flattenFolders([node]).map((f) => f.node.id));
}

/** The folder's siblings (itself included) and its index among them. */
function siblingsOf(nodes: readonly FolderNode[], id: number): { siblings: readonly FolderNode[]; index: number } | undefined {
  const index = nodes.findIndex((n) => n.id === id);
  if (index >= 0) return { siblings: nodes, index };
  for (const node of nodes) {
    const found = siblingsOf(node.children, id);
    if (found) return found;
  }
  return undefined;
}

export function canMoveUp(nodes: readonly FolderNode[], id: number): boolean {
  return (siblingsOf(nodes, id)?.index ?? 0) > 0;
}

export function canMoveDown(nodes: readonly FolderNode[], id: number): boolean {
  const found = siblingsOf(nodes, id);
  return found !== undefined && found.index < found.siblings.length - 1;
}

/** The tree with the children of `parentId` (null: the top level) replaced. */
function withChildren(
  nodes: readonly FolderNode[],
  parentId: number | null,
  change: (children: FolderNode[]) => FolderNode[],
): FolderNode[] {
  if (parentId === null) return change([...nodes]);
  return nodes.map((node) =>
    node.id === parentId
      ? { ...node, children: change([...node.children]) }
      : { ...node, children: withChildren(node.children, parentId, change) },
  );
}

/** The tree with the folder one place up (-1) or down (+1) among its siblings; unchanged where it cannot go. */
export function moveAmongSiblings(nodes: readonly FolderNode[], id: number, step: -1 | 1): FolderNode[] {
  const placed = findFolder(nodes, id);
  if (!placed || !(step < 0 ? canMoveUp(nodes, id) : canMoveDown(nodes, id))) return [...nodes];
  return withChildren(nodes, placed.parentId, (children) => {
    const index = children.findIndex((n) => n.id === id);
    const [moved] = children.splice(index, 1);
    children.splice(index + step, 0, moved!);
    return children;
  });
}

/**
 * Folders the folder may be moved under: never itself or one of its descendants (the subtree
 * would be cut off the tree), nor its present parent (no move at all).
 */
export function moveTargets(nodes: readonly FolderNode[], id: number): PlacedFolder[] {
  const placed = findFolder(nodes, id);
  if (!placed) return [];
  const excluded = subtreeIdsOf(placed.node);
  return flattenFolders(nodes).filter((f) => !excluded.has(f.node.id) && f.node.id !== placed.parentId);
}

/** The tree with the folder moved under the target, as its last child; unchanged for a target moveTargets does not offer. */
export function moveUnder(nodes: readonly FolderNode[], id: number, targetId: number): FolderNode[] {
  const placed = findFolder(nodes, id);
  if (!placed || !moveTargets(nodes, id).some((t) => t.node.id === targetId)) return [...nodes];
  const without = withChildren(nodes, placed.parentId, (children) => children.filter((n) => n.id !== id));
  return withChildren(without, targetId, (children) => [...children, placed.node]);
}

/** One folder update of a tree save: the folders to hold in this order, and/or its place at the top level. */
export interface TreeSaveStep {
  folder: FolderNode;
  folderList?: number[];
  sortOrder?: number;
}

const childrenByParent = (nodes: readonly FolderNode[]) => {
  const map = new Map<number | null, number[]>([[null, nodes.map((n) => n.id)]]);
  for (const { node } of flattenFolders(nodes))
    map.set(
      node.id,
      node.children.map((c) => c.id),
    );
  return map;
};
/** The ids of `before` that are still in `after`, in their old order. */
const kept = (before: readonly number[] = [], after: readonly number[]) => before.filter((id) => after.includes(id));
const sameIds = (a: readonly number[] = [], b: readonly number[] = []) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * The folder updates that turn the saved tree into the edited one, in an order the server
 * accepts at every step: shallower folders first, so when a folder takes its children
 * (folderList) its ancestors are already those of the edited tree, and none of them can be one
 * of the children (that would be a cycle, refused with 400). A top-level reorder places each top
 * folder by its sortOrder, from the first to the last. A step moves folders and so changes their
 * versions: the runner takes the new ones from each answer (treeSave.ts).
 */
export function treeSavePlan(saved: readonly FolderNode[], edited: readonly FolderNode[]): TreeSaveStep[] {
  const before = childrenByParent(saved);
  const after = childrenByParent(edited);
  const steps = new Map<number, TreeSaveStep & { depth: number; index: number }>();
  const placed = flattenFolders(edited);
  for (const { node, depth } of placed) {
    const children = after.get(node.id) ?? [];
    // A parent that only lost children needs nothing: the server renumbers what stays, in its order.
    if (children.length > 0 && !sameIds(children, kept(before.get(node.id), children)))
      steps.set(node.id, { folder: node, folderList: children, depth, index: depth === 0 ? edited.indexOf(node) : 0 });
  }
  const tops = after.get(null)!;
  if (!sameIds(tops, kept(before.get(null), tops))) {
    tops.forEach((id, index) => {
      const node = edited[index]!;
      steps.set(id, { ...(steps.get(id) ?? { folder: node, depth: 0, index }), sortOrder: index, index });
    });
  }
  return [...steps.values()]
    .sort((a, b) => a.depth - b.depth || a.index - b.index)
    .map(({ folder, folderList, sortOrder }) => ({
      folder,
      ...(folderList ? { folderList } : {}),
      ...(sortOrder !== undefined ? { sortOrder } : {}),
    }));
}
