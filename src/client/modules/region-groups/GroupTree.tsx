import { Tree, type TreeNodeInfo } from "@blueprintjs/core";
import { toTreeNodes } from "./groupTree.ts";
import type { RegionGroup } from "./regionGroupTypes.ts";

export interface GroupTreeProps {
  tree: readonly RegionGroup[];
  expanded: ReadonlySet<number>;
  selectedId: number | null;
  onSelect: (id: number) => void;
  onToggleExpanded: (id: number) => void;
  /** Accessible name of the tree. */
  label: string;
}

/** The region group tree; a click selects, the caret opens and closes. */
export function GroupTree({ tree, expanded, selectedId, onSelect, onToggleExpanded, label }: GroupTreeProps) {
  const contents = toTreeNodes(tree, expanded, selectedId) as TreeNodeInfo<number>[];
  return (
    <nav aria-label={label}>
      <Tree<number>
        contents={contents}
        onNodeClick={(node) => onSelect(Number(node.id))}
        onNodeExpand={(node) => onToggleExpanded(Number(node.id))}
        onNodeCollapse={(node) => onToggleExpanded(Number(node.id))}
      />
    </nav>
  );
}
