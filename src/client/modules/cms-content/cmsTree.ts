import { flattenTree, type OrderedNode } from "../common/orderedTree.ts";
import type { CmsSite, TreeNode, TreeNodeInput, TreeNodeMoveInput } from "./cmsTypes.ts";

/**
 * One site's content tree as the screen edits it: moves (shared ordered-tree rules, so a node's
 * place is its index) and the node fields, kept in memory until 'Save' sends them.
 */
export interface CmsNode extends OrderedNode<CmsNode> {
  id: number;
  label: string;
  slug: string;
  /** The page shown at this node, which 'Edit page' opens; null when the node has none. */
  pageId: number | null;
  excludeFromNavigation: boolean;
  excludeFromSearch: boolean;
  children: CmsNode[];
}

/** The node fields updateCmsTreeItems saves besides the order. */
export type NodeFields = Pick<CmsNode, "label" | "excludeFromNavigation" | "excludeFromSearch">;

const toNode = (node: TreeNode): CmsNode => ({
  id: node.id,
  label: node.label,
  slug: node.slug ?? "",
  pageId: node.pageId ?? null,
  excludeFromNavigation: node.excludeFromNavigation,
  excludeFromSearch: node.excludeFromSearch,
  children: inOrder(node.children ?? []).map(toNode),
});
const inOrder = (nodes: readonly TreeNode[]) => [...nodes].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);

/** The site's tree out of every site's nodes (getCmsTree answers all sites' top levels together). */
export function siteTreeOf(nodes: readonly TreeNode[], siteId: number): CmsNode[] {
  return inOrder(nodes.filter((n) => n.siteId === siteId)).map(toNode);
}

/** The site the tabs open on: the one asked for if it exists, else the first active one, else the first. */
export function initialSiteId(sites: readonly CmsSite[], wanted: number | null): number | null {
  if (wanted !== null && sites.some((s) => s.id === wanted)) return wanted;
  // A null isActive counts as active (spec part 1 section 5).
  return (sites.find((s) => s.isActive !== false) ?? sites[0])?.id ?? null;
}

/** The tree with one node's fields changed. */
export function withNodeFields(nodes: readonly CmsNode[], id: number, fields: Partial<NodeFields>): CmsNode[] {
  return nodes.map((n) => (n.id === id ? { ...n, ...fields } : { ...n, children: withNodeFields(n.children, id, fields) }));
}

/** Each parent's children ids (null: the top level). */
function listsOf(nodes: readonly CmsNode[]): Map<number | null, number[]> {
  const lists = new Map<number | null, number[]>([[null, nodes.map((n) => n.id)]]);
  for (const { node } of flattenTree(nodes))
    lists.set(
      node.id,
      node.children.map((c) => c.id),
    );
  return lists;
}
const sameList = (a: readonly number[] = [], b: readonly number[] = []) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * The moves of updateCmsTreePages that turn the saved tree into the edited one: every node of
 * each sibling list that changed, with its parent and index (the server renumbers a list a move
 * touches, so sending whole lists places them exactly). Parents come before their children, so
 * when a node goes under another, that one already stands where the edited tree has it and the
 * server never sees a node moved under its own subtree on the way.
 */
export function pageMovesOf(saved: readonly CmsNode[], edited: readonly CmsNode[]): TreeNodeMoveInput[] {
  const before = listsOf(saved);
  const after = listsOf(edited);
  const changed = (parentId: number | null) => !sameList(before.get(parentId), after.get(parentId));
  const moves: TreeNodeMoveInput[] = [];
  const walk = (nodes: readonly CmsNode[], parentId: number | null) => {
    const isChanged = changed(parentId);
    nodes.forEach((node, sortOrder) => {
      if (isChanged) moves.push({ id: node.id, parentId, sortOrder });
      walk(node.children, node.id);
    });
  };
  walk(edited, null);
  return moves;
}

/** The field edits of updateCmsTreeItems: each node whose label or flags differ, with only those fields. */
export function nodeEditsOf(saved: readonly CmsNode[], edited: readonly CmsNode[]): TreeNodeInput[] {
  const before = new Map(flattenTree(saved).map(({ node }) => [node.id, node]));
  return flattenTree(edited).flatMap(({ node }) => {
    const old = before.get(node.id);
    if (!old) return [];
    const edit: TreeNodeInput = { id: node.id };
    if (node.label !== old.label) edit.label = node.label.trim();
    if (node.excludeFromNavigation !== old.excludeFromNavigation) edit.excludeFromNavigation = node.excludeFromNavigation;
    if (node.excludeFromSearch !== old.excludeFromSearch) edit.excludeFromSearch = node.excludeFromSearch;
    return Object.keys(edit).length > 1 ? [edit] : [];
  });
}

/** The slugs from the top down to the node: its address below the site's own path. */
export function slugPathOf(nodes: readonly CmsNode[], id: number): string[] | undefined {
  for (const node of nodes) {
    if (node.id === id) return [node.slug];
    const below = slugPathOf(node.children, id);
    if (below) return [node.slug, ...below];
  }
  return undefined;
}

/** The node at a slug path, if the tree has one. */
export function nodeAtSlugPath(nodes: readonly CmsNode[], path: readonly string[]): CmsNode | undefined {
  const [first, ...rest] = path;
  const node = nodes.find((n) => n.slug === first);
  return node && rest.length > 0 ? nodeAtSlugPath(node.children, rest) : node;
}

/**
 * Where a node dropped on another lands: in the target's place. Coming from above in the same
 * list it goes after the target (the target moves up one), otherwise before it.
 */
export function dropSide(nodes: readonly CmsNode[], id: number, targetId: number): "before" | "after" {
  const dragged = flattenTree(nodes).find((p) => p.node.id === id);
  const target = flattenTree(nodes).find((p) => p.node.id === targetId);
  if (!dragged || !target || dragged.parentId !== target.parentId) return "before";
  const siblings = target.parentId === null ? nodes : (flattenTree(nodes).find((p) => p.node.id === target.parentId)?.node.children ?? []);
  return siblings.findIndex((n) => n.id === id) < siblings.findIndex((n) => n.id === targetId) ? "after" : "before";
}
