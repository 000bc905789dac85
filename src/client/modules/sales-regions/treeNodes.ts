import { groupKey, regionKey, type RegionTreeState } from "./regionTree.ts";
import type { AreaRef, Region, ZipCode, ZipCodeGroup } from "./salesRegionTypes.ts";

/** What a tree node stands for; the view turns it back into a toggle or a choice. */
export type NodeTarget = { kind: "region"; id: number } | { kind: "group"; key: string } | { kind: "zipCode"; id: number };

/** A node for Blueprint's Tree (structural, so this file needs no view import). */
export interface RegionTreeNode {
  id: string;
  label: string;
  /** The number of handlers set on the area itself, when any. */
  handlerCount?: number;
  icon: "folder-close" | "folder-open" | "map-marker" | "layers";
  isExpanded: boolean;
  isSelected: boolean;
  hasCaret: boolean;
  /** Its children are being read. */
  isLoading: boolean;
  target: NodeTarget;
  childNodes?: RegionTreeNode[];
}

const zipLabel = (zip: ZipCode) => [zip.zipCode, zip.locality].filter(Boolean).join(" ");

function zipNode(zip: ZipCode, selected: AreaRef | null): RegionTreeNode {
  return {
    id: `z:${zip.id}`,
    label: zipLabel(zip),
    ...(zip.handlers.length > 0 && !zip.handlersAreTemporary ? { handlerCount: zip.handlers.length } : {}),
    icon: "map-marker",
    isExpanded: false,
    isSelected: selected?.kind === "zipCode" && selected.id === zip.id,
    hasCaret: false,
    isLoading: false,
    target: { kind: "zipCode", id: zip.id },
  };
}

function groupNode(regionId: number, group: ZipCodeGroup, state: RegionTreeState): RegionTreeNode {
  const key = groupKey(regionId, group.prefix);
  const isExpanded = state.expanded.has(key);
  const inner = group.groups ?? [];
  const count = countZipCodes(group);
  return {
    id: key,
    label: `${group.prefix}… (${count})`,
    icon: "layers",
    isExpanded,
    isSelected: false,
    hasCaret: true,
    isLoading: false,
    target: { kind: "group", key },
    ...(isExpanded
      ? { childNodes: [...inner.map((g) => groupNode(regionId, g, state)), ...group.zipCodes.map((z) => zipNode(z, state.selected))] }
      : {}),
  };
}

/** The zip codes of a group and its inner groups. */
export function countZipCodes(group: ZipCodeGroup): number {
  return group.zipCodes.length + (group.groups ?? []).reduce((sum, inner) => sum + countZipCodes(inner), 0);
}

/** A loaded region's children: its child regions, then its zip codes (grouped as the server grouped them). */
function childrenOf(region: Region, state: RegionTreeState): RegionTreeNode[] {
  const zips =
    region.zipCodeGroups.length > 0
      ? region.zipCodeGroups.map((group) => groupNode(region.id, group, state))
      : region.zipCodes.map((zip) => zipNode(zip, state.selected));
  return [...region.regions.map((child) => regionNode(child, state)), ...zips];
}

function regionNode(region: Pick<Region, "id" | "name"> & { handlers?: Region["handlers"] }, state: RegionTreeState): RegionTreeNode {
  const loaded = state.loaded.get(region.id);
  const key = regionKey(region.id);
  const isExpanded = loaded !== undefined && state.expanded.has(key);
  const children = loaded ? childrenOf(loaded, state) : undefined;
  const handlers = (loaded ?? region).handlers ?? [];
  return {
    id: key,
    label: region.name,
    ...(handlers.length > 0 ? { handlerCount: handlers.length } : {}),
    icon: isExpanded ? "folder-open" : "folder-close",
    isExpanded,
    isSelected: state.selected?.kind === "region" && state.selected.id === region.id,
    // Before its first read a region may have children; after it, only if it has.
    hasCaret: children === undefined || children.length > 0,
    isLoading: state.expanding === region.id,
    target: { kind: "region", id: region.id },
    ...(isExpanded && children ? { childNodes: children } : {}),
  };
}

/** The tree as nodes: the country's level-1 regions, opened as far as the state says. */
export function toTreeNodes(state: RegionTreeState): RegionTreeNode[] {
  return state.roots.map((root) => regionNode(root, state));
}
