import { useEffect, useId, useRef, useState } from "react";
import { Button, ButtonGroup, Card } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { usePermissions } from "../../app/session.tsx";
import type { TemplateRow } from "./blockTemplates.ts";
import { addItem, canMoveItem, cellSummary, moveItem, removeItem, replaceItem, withVideo, type Cell } from "./cellList.ts";
import { TemplateRows } from "./TemplateRows.tsx";
import { VideoPicker } from "./VideoPicker.tsx";

export interface CellListEditorProps {
  /** The data's list field (cells or slides): it names the items in the texts. */
  fieldKey: string;
  /** The fields of one item. */
  cellRows: readonly TemplateRow[];
  /** Video cells: each can take a video from the video list. */
  isVideo?: boolean;
  /** The contract schema of one item (its fields' limits). */
  schemaName: string | undefined;
  /** The contract's maxItems of the list. */
  maxItems?: number;
  cells: readonly Cell[];
  onChange(cells: Cell[]): void;
  isReadOnly?: boolean;
  /** The block's site: a chosen video's texts in its language. */
  siteId?: number;
}

let serial = 0;
const newKey = () => `cell-${++serial}`;

/**
 * The cells of an image list or video list, or a slideshow's slides, as a compact list: each
 * row its number and first text, with edit (opens its fields, one item at a time), move up and
 * down, and remove buttons; an add button under it. Focus follows the item a button moved,
 * removed or added, so the list is worked from the keyboard alone.
 */
export function CellListEditor(props: CellListEditorProps) {
  const { fieldKey, cellRows, isVideo, schemaName, maxItems, cells, onChange, isReadOnly, siteId } = props;
  const { t } = useTranslation();
  const baseId = useId();
  const canPickVideos = usePermissions().has("media");
  const [keys, setKeys] = useState<string[]>(() => cells.map(newKey));
  const [open, setOpen] = useState<string | null>(null);
  // The element to focus once the list is drawn after an edit (by its id).
  const focusNext = useRef<string | null>(null);
  const focusLater = (id: string) => {
    focusNext.current = id;
  };
  // Cells replaced from outside (a reset, another language's clone) get keys of their own.
  let itemKeys = keys;
  if (keys.length !== cells.length) {
    itemKeys = cells.map((_, i) => keys[i] ?? newKey());
    setKeys(itemKeys);
  }
  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const text = (phrase: string, number?: number) => t(`blockEditor.cells.${fieldKey}.${phrase}`, { number });
  const idOf = (key: string, part: string) => `${baseId}-${key}-${part}`;
  const addId = `${baseId}-add`;
  const isFull = maxItems !== undefined && cells.length >= maxItems;

  const add = () => {
    const key = newKey();
    onChange(addItem(cells, {}, maxItems));
    setKeys(addItem(itemKeys, key, maxItems));
    setOpen(key);
    focusLater(idOf(key, cellRows[0]![0]!.key));
  };
  const move = (index: number, offset: number) => {
    const key = itemKeys[index]!;
    onChange(moveItem(cells, index, offset));
    setKeys(moveItem(itemKeys, index, offset));
    // The same button again, or the other one when the item reached an end of the list.
    const [same, other] = offset < 0 ? ["up", "down"] : ["down", "up"];
    focusLater(idOf(key, canMoveItem(cells.length, index + offset, offset) ? same : other));
  };
  const remove = (index: number) => {
    onChange(removeItem(cells, index));
    setKeys(removeItem(itemKeys, index));
    const next = itemKeys[index + 1] ?? itemKeys[index - 1];
    focusLater(next ? idOf(next, "edit") : addId);
  };

  return (
    <fieldset className="cell-list">
      <legend>{t(`blockEditor.fields.${fieldKey}`)}</legend>
      {cells.length === 0 && <p className="cell-list-empty">{text("empty")}</p>}
      <ol className="cell-list-items">
        {cells.map((cell, index) => {
          const key = itemKeys[index]!;
          const number = index + 1;
          const isOpen = open === key;
          const panelId = idOf(key, "panel");
          return (
            <li key={key}>
              <Card compact className="cell-list-card">
                <div className="cell-list-row">
                  <span className="cell-list-title">
                    <strong>{text("item", number)}</strong>
                    <span className="cell-list-summary">{cellSummary(cell) || text("noSummary")}</span>
                  </span>
                  <ButtonGroup variant="minimal">
                    <Button
                      id={idOf(key, "edit")}
                      icon={isOpen ? "chevron-up" : "edit"}
                      aria-label={text("edit", number)}
                      aria-expanded={isOpen}
                      aria-controls={isOpen ? panelId : undefined}
                      onClick={() => setOpen(isOpen ? null : key)}
                    />
                    <Button
                      id={idOf(key, "up")}
                      icon="arrow-up"
                      aria-label={text("moveUp", number)}
                      disabled={isReadOnly || !canMoveItem(cells.length, index, -1)}
                      onClick={() => move(index, -1)}
                    />
                    <Button
                      id={idOf(key, "down")}
                      icon="arrow-down"
                      aria-label={text("moveDown", number)}
                      disabled={isReadOnly || !canMoveItem(cells.length, index, 1)}
                      onClick={() => move(index, 1)}
                    />
                    <Button
                      icon="trash"
                      intent="danger"
                      aria-label={text("remove", number)}
                      disabled={isReadOnly}
                      onClick={() => remove(index)}
                    />
                  </ButtonGroup>
                </div>
                {isOpen && (
                  <div id={panelId} role="group" aria-label={text("item", number)} className="cell-list-panel">
                    {isVideo && canPickVideos && !isReadOnly && (
                      <VideoPicker
                        siteId={siteId}
                        onChoose={(video, source) => onChange(replaceItem(cells, index, withVideo(cell, video, siteId, source)))}
                      />
                    )}
                    <TemplateRows
                      schemaName={schemaName}
                      rows={cellRows}
                      data={cell}
                      onChange={(next) => onChange(replaceItem(cells, index, next))}
                      idPrefix={`${baseId}-${key}`}
                      isReadOnly={isReadOnly}
                    />
                  </div>
                )}
              </Card>
            </li>
          );
        })}
      </ol>
      <Button id={addId} icon="add" text={text("add")} disabled={isReadOnly || isFull} onClick={add} />
      {isFull && <span className="cell-list-full">{t("blockEditor.cells.full", { max: maxItems })}</span>}
    </fieldset>
  );
}
