import type { RegionGroup } from "./regionGroupTypes.ts";

/** Every group of the tree, parents before children. */
export function flattenGroups(tree: readonly RegionGroup[]): RegionGroup[] {
  return tree.flatMap((group) => [group, ...flattenGroups(group.childGroups)]);
}

export function findGroup(tree: readonly RegionGroup[], id: number): RegionGroup | undefined {
  return flattenGroups(tree).find((g) => g.id === id);
}

/** The group's children, grandchildren and so on (not the group itself). */
export function descendantsOf(group: RegionGroup): RegionGroup[] {
  return flattenGroups(group.childGroups);
}

/**
 * What the group's sub-groups already handle: the group dialog disables these, as the server
 * refuses a parent that takes over a country or location from its sub-group (409).
 */
export function handledBySubGroups(group: RegionGroup | undefined): { countries: Map<number, string>; locations: Map<number, string> } {
  const countries = new Map<number, string>();
  const locations = new Map<number, string>();
  for (const sub of group ? descendantsOf(group) : []) {
    for (const c of sub.handlesCountries) countries.set(c.id, sub.name);
    for (const l of sub.handlesLocations) locations.set(l.id, sub.name);
  }
  return { countries, locations };
}

/** Groups a group may be moved under: not itself, not one of its own sub-groups. */
export function possibleParents(tree: readonly RegionGroup[], group: RegionGroup | undefined): RegionGroup[] {
  if (!group) return flattenGroups(tree);
  const excluded = new Set([group.id, ...descendantsOf(group).map((g) => g.id)]);
  return flattenGroups(tree).filter((g) => !excluded.has(g.id));
}

/** A node for Blueprint's Tree (kept structural so this file needs no view import). */
export interface GroupTreeNode {
  id: number;
  label: string;
  icon: "folder-close" | "folder-open" | "map";
  isExpanded: boolean;
  isSelected: boolean;
  hasCaret: boolean;
  /** How many accounts belong to the group. */
  secondaryLabel?: string;
  childNodes?: GroupTreeNode[];
}

/** The tree as Tree nodes, with what is expanded and selected. */
export function toTreeNodes(groups: readonly RegionGroup[], expanded: ReadonlySet<number>, selectedId: number | null): GroupTreeNode[] {
  return groups.map((group) => {
    const hasChildren = group.childGroups.length > 0;
    const isExpanded = hasChildren && expanded.has(group.id);
    const members = group.accounts?.length ?? 0;
    return {
      id: group.id,
      label: group.name,
      icon: hasChildren ? (isExpanded ? "folder-open" : "folder-close") : "map",
      isExpanded,
      isSelected: group.id === selectedId,
      hasCaret: hasChildren,
      ...(members > 0 ? { secondaryLabel: String(members) } : {}),
      ...(hasChildren ? { childNodes: toTreeNodes(group.childGroups, expanded, selectedId) } : {}),
    };
  });
}
