import { useState } from "react";
import { Button, ButtonGroup, Callout, Classes, FormGroup, HTMLSelect } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { canMoveDown, canMoveUp, findFolder, moveTargets, type FolderNode } from "./folderTree.ts";

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
  const [targetId, setTargetId] = useState("");
  const selected = selectedId === null ? undefined : findFolder(tree, selectedId)?.node;
  const isLocked = lockReason !== null || isSaving;
  const targets = selected ? moveTargets(tree, selected.id) : [];
  const target = targets.find((f) => String(f.node.id) === targetId);

  return (
    <div className="media-tree-actions">
      {selected && (
        <>
          <ButtonGroup>
            <Button
              icon="arrow-up"
              text={t("mediaManager.tree.moveUp")}
              disabled={isLocked || !canMoveUp(tree, selected.id)}
              onClick={() => props.onMoveUp(selected.id)}
            />
            <Button
              icon="arrow-down"
              text={t("mediaManager.tree.moveDown")}
              disabled={isLocked || !canMoveDown(tree, selected.id)}
              onClick={() => props.onMoveDown(selected.id)}
            />
          </ButtonGroup>
          <FormGroup label={t("mediaManager.tree.moveTarget", { name: selected.name })} labelFor="media-move-target">
            <div style={{ display: "flex", gap: 8 }}>
              <HTMLSelect
                id="media-move-target"
                value={target ? targetId : ""}
                disabled={isLocked}
                onChange={(e) => setTargetId(e.target.value)}
              >
                <option value="">{t("mediaManager.tree.chooseTarget")}</option>
                {targets.map((f) => (
                  <option key={f.node.id} value={f.node.id}>
                    {"\u00a0\u00a0".repeat(f.depth) + f.node.name}
                  </option>
                ))}
              </HTMLSelect>
              <Button
                text={t("mediaManager.tree.move")}
                disabled={isLocked || !target}
                onClick={() => {
                  props.onMoveUnder(selected.id, target!.node.id);
                  setTargetId("");
                }}
              />
            </div>
          </FormGroup>
        </>
      )}
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
