import { Button, ButtonGroup, Callout, Classes } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { TreeMoveActions } from "../common/TreeMoveActions.tsx";
import type { FolderNode } from "./folderTree.ts";

export interface FolderTreeActionsProps {
  tree: readonly FolderNode[];
  selectedId: number | null;
  /** Moves are unavailable (a save runs, or an unsaved folder exists): the reason, or null. */
  lockReason: string | null;
  isChanged: boolean;
  isSaving: boolean;
  /** Why 'save tree' cannot run now (the folder form has changes), or null. */
  saveBlockedReason: string | null;
  onMoveUp(id: number): void;
  onMoveDown(id: number): void;
  onMoveUnder(id: number, targetId: number): void;
  onSave(): void;
  onDiscard(): void;
}

/** The chosen folder's moves (up, down, under another folder) and the tree's save and discard. */
export function FolderTreeActions(props: FolderTreeActionsProps) {
  const { tree, selectedId, lockReason, isChanged, isSaving, saveBlockedReason } = props;
  const { t } = useTranslation();
  const isLocked = lockReason !== null || isSaving;

  return (
    <div className="media-tree-actions">
      <TreeMoveActions
        tree={tree}
        selectedId={selectedId}
        nameOf={(node) => node.name}
        selectId="media-move-target"
        disabled={isLocked}
        texts={{
          moveUp: t("mediaManager.tree.moveUp"),
          moveDown: t("mediaManager.tree.moveDown"),
          moveTarget: (name) => t("mediaManager.tree.moveTarget", { name }),
          chooseTarget: t("mediaManager.tree.chooseTarget"),
          move: t("mediaManager.tree.move"),
        }}
        onMoveUp={props.onMoveUp}
        onMoveDown={props.onMoveDown}
        onMoveUnder={props.onMoveUnder}
      />
      {lockReason && <p className={Classes.TEXT_MUTED}>{lockReason}</p>}
      {isChanged && (
        <Callout intent="warning" compact>
          {t("mediaManager.tree.changed")} {saveBlockedReason}
        </Callout>
      )}
      <ButtonGroup>
        <Button
          intent="primary"
          icon="floppy-disk"
          text={t("mediaManager.tree.saveTree")}
          loading={isSaving}
          disabled={!isChanged || saveBlockedReason !== null}
          onClick={props.onSave}
        />
        <Button text={t("mediaManager.tree.discardTree")} disabled={!isChanged || isSaving} onClick={props.onDiscard} />
      </ButtonGroup>
    </div>
  );
}
