import { useState } from "react";
import { Icon, Tag } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { CmsNode } from "./cmsTree.ts";

export interface ContentTreeListProps {
  tree: readonly CmsNode[];
  selectedId: number | null;
  /** The page the site shows at its root, marked in the tree. */
  frontpageId: number | null;
  /** Dragging is off while a save runs. */
  canDrag: boolean;
  onSelect(id: number): void;
  /** A node dropped on another: it takes that node's place (cmsTree.dropSide). */
  onDrop(id: number, targetId: number): void;
}

/**
 * The site's content tree as nested lists of buttons: each is reachable by Tab and chosen by
 * Enter or Space (the moves have buttons of their own, ContentTreeActions), and can be dragged
 * onto another node to take its place.
 */
export function ContentTreeList({ tree, selectedId, frontpageId, canDrag, onSelect, onDrop }: ContentTreeListProps) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const level = (nodes: readonly CmsNode[]) => (
    <ul className="ordered-tree-level">
      {nodes.map((node) => (
        <li key={node.id}>
          <button
            type="button"
            data-testid="cms-node"
            className={`ordered-tree-node${over === node.id && dragged !== node.id ? " cms-tree-node-over" : ""}`}
            aria-current={node.id === selectedId ? "true" : undefined}
            draggable={canDrag}
            onClick={() => onSelect(node.id)}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = "move";
              event.dataTransfer.setData("text/plain", String(node.id));
              setDragged(node.id);
            }}
            onDragOver={(event) => {
              if (dragged === null || dragged === node.id) return;
              event.preventDefault();
              setOver(node.id);
            }}
            onDragLeave={() => setOver((o) => (o === node.id ? null : o))}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged !== null && dragged !== node.id) onDrop(dragged, node.id);
              setDragged(null);
              setOver(null);
            }}
            onDragEnd={() => {
              setDragged(null);
              setOver(null);
            }}
          >
            <Icon icon={node.children.length > 0 ? "folder-open" : "document"} aria-hidden />
            {node.label}
            {node.pageId !== null && node.pageId === frontpageId && (
              <Tag minimal round>
                {t("cmsContent.tree.frontpage")}
              </Tag>
            )}
            {node.excludeFromNavigation && <Icon icon="eye-off" title={t("cmsContent.node.excludeFromNavigation")} />}
            {node.excludeFromSearch && <Icon icon="search" title={t("cmsContent.node.excludeFromSearch")} />}
          </button>
          {node.children.length > 0 && level(node.children)}
        </li>
      ))}
    </ul>
  );
  return <nav aria-label={t("cmsContent.tree.label")}>{level(tree)}</nav>;
}
