import { useState } from "react";
import { Button, ButtonGroup, FormGroup, HTMLSelect } from "@blueprintjs/core";
import { canMoveDown, canMoveUp, findNode, moveTargets, type OrderedNode } from "./orderedTree.ts";

/** The texts of the moves, translated by the module that shows them. */
export interface TreeMoveTexts {
  moveUp: string;
  moveDown: string;
  /** The move target's label, naming the chosen node. */
  moveTarget(name: string): string;
  chooseTarget: string;
  move: string;
}

export interface TreeMoveActionsProps<T extends OrderedNode<T>> {
  tree: readonly T[];
  selectedId: number | null;
  /** The node's name, in the target's label and the target list. */
  nameOf(node: T): string;
  /** Id of the target list (its label points at it). */
  selectId: string;
  /** Moves are unavailable (a save runs, or the module locks them). */
  disabled: boolean;
  texts: TreeMoveTexts;
  onMoveUp(id: number): void;
  onMoveDown(id: number): void;
  onMoveUnder(id: number, targetId: number): void;
}

/**
 * The chosen node's moves from the keyboard in an ordered tree (orderedTree.ts): up, down, and
 * under another node; nothing while no node is chosen.
 */
export function TreeMoveActions<T extends OrderedNode<T>>(props: TreeMoveActionsProps<T>) {
  const { tree, selectedId, nameOf, selectId, disabled, texts } = props;
  const [targetId, setTargetId] = useState("");
  const selected = selectedId === null ? undefined : findNode(tree, selectedId)?.node;
  // Only valid targets: never the node itself, one of its descendants or its present parent.
  const targets = selected ? moveTargets(tree, selected.id) : [];
  const target = targets.find((f) => String(f.node.id) === targetId);
  if (!selected) return null;

  return (
    <>
      <ButtonGroup>
        <Button
          icon="arrow-up"
          text={texts.moveUp}
          disabled={disabled || !canMoveUp(tree, selected.id)}
          onClick={() => props.onMoveUp(selected.id)}
        />
        <Button
          icon="arrow-down"
          text={texts.moveDown}
          disabled={disabled || !canMoveDown(tree, selected.id)}
          onClick={() => props.onMoveDown(selected.id)}
        />
      </ButtonGroup>
      <FormGroup label={texts.moveTarget(nameOf(selected))} labelFor={selectId}>
        <div style={{ display: "flex", gap: 8 }}>
          <HTMLSelect id={selectId} value={target ? targetId : ""} disabled={disabled} onChange={(e) => setTargetId(e.target.value)}>
            <option value="">{texts.chooseTarget}</option>
            {targets.map((f) => (
              <option key={f.node.id} value={f.node.id}>
                {"\u00a0\u00a0".repeat(f.depth) + nameOf(f.node)}
              </option>
            ))}
          </HTMLSelect>
          <Button
            text={texts.move}
            disabled={disabled || !target}
            onClick={() => {
              props.onMoveUnder(selected.id, target!.node.id);
              setTargetId("");
            }}
          />
        </div>
      </FormGroup>
    </>
  );
}
