import { flattenTree as flattenFolders, type PlacedNode } from "../common/orderedTree.ts";
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
export type PlacedFolder = PlacedNode<FolderNode>;

// The moves themselves are the shared ordered-tree rules (also the CMS content tree's).
export {
  canMoveDown,
  canMoveUp,
  findNode as findFolder,
  flattenTree as flattenFolders,
  moveAmongSiblings,
  moveTargets,
  moveUnder,
  subtreeIds as subtreeIdsOf,
} from "../common/orderedTree.ts";

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
