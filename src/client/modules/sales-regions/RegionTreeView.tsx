import { Spinner, Tag, Tree, type TreeNodeInfo } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { RegionTreeState } from "./regionTree.ts";
import { toTreeNodes, type NodeTarget, type RegionTreeNode } from "./treeNodes.ts";

export interface RegionTreeViewProps {
  state: RegionTreeState;
  /** A click on a node: chooses a region or zip code, opens or closes a zip-code group. */
  onActivate(target: NodeTarget): void;
  /** The caret: opens or closes a region (the first open reads its children) or a group. */
  onToggle(target: NodeTarget): void;
  /** Accessible name of the tree. */
  label: string;
}

function toInfo(node: RegionTreeNode, handlersLabel: (count: number) => string): TreeNodeInfo<NodeTarget> {
  return {
    id: node.id,
    label: node.label,
    icon: node.icon,
    isExpanded: node.isExpanded,
    isSelected: node.isSelected,
    hasCaret: node.hasCaret,
    nodeData: node.target,
    secondaryLabel: node.isLoading ? (
      <Spinner size={14} aria-label={handlersLabel(-1)} />
    ) : node.handlerCount ? (
      <Tag minimal round title={handlersLabel(node.handlerCount)}>
        {node.handlerCount}
      </Tag>
    ) : undefined,
    ...(node.childNodes ? { childNodes: node.childNodes.map((child) => toInfo(child, handlersLabel)) } : {}),
  };
}

/** The region tree of a country with its zip-code groups and zip codes. */
export function RegionTreeView({ state, onActivate, onToggle, label }: RegionTreeViewProps) {
  const { t } = useTranslation();
  const handlersLabel = (count: number) => (count < 0 ? t("salesRegions.tree.loading") : t("salesRegions.tree.handlers", { count }));
  const contents = toTreeNodes(state).map((node) => toInfo(node, handlersLabel));
  const target = (node: TreeNodeInfo<NodeTarget>) => node.nodeData!;
  return (
    <nav aria-label={label} aria-busy={state.expanding !== null} style={{ overflow: "auto" }}>
      <Tree<NodeTarget>
        contents={contents}
        onNodeClick={(node) => onActivate(target(node))}
        onNodeExpand={(node) => onToggle(target(node))}
        onNodeCollapse={(node) => onToggle(target(node))}
      />
    </nav>
  );
}
