import { Icon } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { FolderNode } from "./folderTree.ts";
import type { NewFolder } from "./useFolderEditor.ts";

export interface FolderTreeListProps {
  tree: readonly FolderNode[];
  selectedId: number | null;
  /** The folder being created, shown under its parent until saved or discarded. */
  newFolder: NewFolder | null;
  newFolderName: string;
  onSelect(id: number): void;
  /** Accessible name of the tree. */
  label: string;
}

/**
 * The folder tree as nested lists of buttons: every folder is reachable by Tab and chosen by
 * Enter or Space, and the chosen one is marked for assistive technology (aria-current).
 */
export function FolderTreeList({ tree, selectedId, newFolder, newFolderName, onSelect, label }: FolderTreeListProps) {
  const { t } = useTranslation();
  const newNode = (
    <li key="new">
      <span className="ordered-tree-node media-tree-node-new" aria-current="true">
        <Icon icon="folder-new" aria-hidden />
        {newFolderName.trim() || t("mediaManager.tree.unsaved")}
      </span>
    </li>
  );
  const level = (nodes: readonly FolderNode[], parentId: number | null) => (
    <ul className="ordered-tree-level">
      {nodes.map((node) => (
        <li key={node.id}>
          <button
            type="button"
            className="ordered-tree-node"
            aria-current={node.id === selectedId ? "true" : undefined}
            onClick={() => onSelect(node.id)}
          >
            <Icon icon={node.children.length > 0 ? "folder-open" : "folder-close"} aria-hidden />
            {node.name}
          </button>
          {(node.children.length > 0 || newFolder?.parentId === node.id) && level(node.children, node.id)}
        </li>
      ))}
      {newFolder && newFolder.parentId === parentId && newNode}
    </ul>
  );
  return <nav aria-label={label}>{level(tree, null)}</nav>;
}
