import { Button, ButtonGroup, Callout } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { TreeMoveActions } from "../common/TreeMoveActions.tsx";
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

  return (
    <div className="cms-stack" style={{ marginTop: 12 }}>
      <TreeMoveActions
        tree={tree}
        selectedId={selectedId}
        nameOf={(node) => node.label}
        selectId="cms-move-target"
        disabled={isSaving}
        texts={{
          moveUp: t("cmsContent.tree.moveUp"),
          moveDown: t("cmsContent.tree.moveDown"),
          moveTarget: (name) => t("cmsContent.tree.moveTarget", { name }),
          chooseTarget: t("cmsContent.tree.chooseTarget"),
          move: t("cmsContent.tree.move"),
        }}
        onMoveUp={props.onMoveUp}
        onMoveDown={props.onMoveDown}
        onMoveUnder={props.onMoveUnder}
      />
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
