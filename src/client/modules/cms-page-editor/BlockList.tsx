import { Button, ButtonGroup, Card, NonIdealState, Tag } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { canMove } from "../block-editor/blockOrder.ts";
import { blockSummary, type DraftBlock } from "./pageDraft.ts";

export interface BlockListProps {
  blocks: readonly DraftBlock[];
  isDisabled?: boolean;
  onEdit(block: DraftBlock): void;
  onMove(index: number, offset: number): void;
  onDelete(block: DraftBlock): void;
}

/** The page's blocks in order: type, a line of its text, its sortOrder; edit, move up/down (keyboard buttons) and delete. */
export function BlockList({ blocks, isDisabled, onEdit, onMove, onDelete }: BlockListProps) {
  const { t } = useTranslation();
  if (blocks.length === 0) return <NonIdealState icon="widget" title={t("cmsPageEditor.blocks.empty")} />;
  return (
    <ol className="cms-block-list" aria-label={t("cmsPageEditor.blocks.label")}>
      {blocks.map((block, index) => {
        const position = index + 1;
        const summary = blockSummary(block);
        return (
          <li key={block.key} data-testid="cms-block">
            <Card compact className="cms-block-row">
              <div className="cms-block-text">
                <strong>{t(`blockEditor.classes.${block.class}`)}</strong>
                {!block.id && (
                  <Tag minimal intent="success">
                    {t("cmsPageEditor.blocks.new")}
                  </Tag>
                )}
                <span className="cms-block-summary">{summary || t("cmsPageEditor.blocks.noSummary")}</span>
                <span className="cms-block-order">{t("cmsPageEditor.blocks.sortOrder", { sortOrder: block.sortOrder ?? index })}</span>
              </div>
              <ButtonGroup>
                <Button
                  icon="edit"
                  aria-label={t("cmsPageEditor.editBlock", { position })}
                  disabled={isDisabled}
                  onClick={() => onEdit(block)}
                />
                <Button
                  icon="arrow-up"
                  aria-label={t("cmsPageEditor.moveUp", { position })}
                  disabled={isDisabled || !canMove(blocks, index, -1)}
                  onClick={() => onMove(index, -1)}
                />
                <Button
                  icon="arrow-down"
                  aria-label={t("cmsPageEditor.moveDown", { position })}
                  disabled={isDisabled || !canMove(blocks, index, 1)}
                  onClick={() => onMove(index, 1)}
                />
                <Button
                  icon="trash"
                  intent="danger"
                  aria-label={t("cmsPageEditor.deleteBlockButton", { position })}
                  disabled={isDisabled}
                  onClick={() => onDelete(block)}
                />
              </ButtonGroup>
            </Card>
          </li>
        );
      })}
    </ol>
  );
}
