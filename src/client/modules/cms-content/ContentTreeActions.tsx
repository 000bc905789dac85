import { useState } from "react";
import { Button, ButtonGroup, Callout, FormGroup, HTMLSelect } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { canMoveDown, canMoveUp, findNode, moveTargets } from "../common/orderedTree.ts";
import type { CmsNode } from "./cmsTree.ts";

export interface ContentTreeActionsProps {
  tree: readonly CmsNode[];
  selectedId: number | null;
  isChanged: boolean;
  /** False while a node's label is empty (the server would refuse it). */
  canSave: boolean;
  isSaving: boolean;
  onMoveUp(id: number): void;
  onMoveDown(id: number): void;
  onMoveUnder(id: number, targetId: number): void;
  onSave(): void;
  onDiscard(): void;
}

/** The chosen node's moves from the keyboard (up, down, under another node) and the tree's save and discard. */
export function ContentTreeActions(props: ContentTreeActionsProps) {
  const { tree, selectedId, isChanged, isSaving } = props;
  const { t } = useTranslation();
  const [targetId, setTargetId] = useState("");
  const selected = selectedId === null ? undefined : findNode(tree, selectedId)?.node;
  // Only valid targets: never the node itself, one of its descendants or its present parent.
  const targets = selected ? moveTargets(tree, selected.id) : [];
  const target = targets.find((f) => String(f.node.id) === targetId);

  return (
    <div className="cms-stack" style={{ marginTop: 12 }}>
      {selected && (
        <>
          <ButtonGroup>
            <Button
              icon="arrow-up"
              text={t("cmsContent.tree.moveUp")}
              disabled={isSaving || !canMoveUp(tree, selected.id)}
              onClick={() => props.onMoveUp(selected.id)}
            />
            <Button
              icon="arrow-down"
              text={t("cmsContent.tree.moveDown")}
              disabled={isSaving || !canMoveDown(tree, selected.id)}
              onClick={() => props.onMoveDown(selected.id)}
            />
          </ButtonGroup>
          <FormGroup label={t("cmsContent.tree.moveTarget", { name: selected.label })} labelFor="cms-move-target">
            <div style={{ display: "flex", gap: 8 }}>
              <HTMLSelect
                id="cms-move-target"
                value={target ? targetId : ""}
                disabled={isSaving}
                onChange={(e) => setTargetId(e.target.value)}
              >
                <option value="">{t("cmsContent.tree.chooseTarget")}</option>
                {targets.map((f) => (
                  <option key={f.node.id} value={f.node.id}>
                    {"\u00a0\u00a0".repeat(f.depth) + f.node.label}
                  </option>
                ))}
              </HTMLSelect>
              <Button
                text={t("cmsContent.tree.move")}
                disabled={isSaving || !target}
                onClick={() => {
                  props.onMoveUnder(selected.id, target!.node.id);
                  setTargetId("");
                }}
              />
            </div>
          </FormGroup>
        </>
      )}
      {isChanged && (
        <Callout intent="warning" compact>
          {t("cmsContent.tree.changed")}
        </Callout>
      )}
      <ButtonGroup>
        <Button
          intent="primary"
          icon="floppy-disk"
          text={t("cmsContent.tree.save")}
          loading={isSaving}
          disabled={!isChanged || !props.canSave}
          onClick={props.onSave}
        />
        <Button text={t("cmsContent.tree.discard")} disabled={!isChanged || isSaving} onClick={props.onDiscard} />
      </ButtonGroup>
    </div>
  );
}
