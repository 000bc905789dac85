import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { FocusRequest } from "./useRequestedFocus.ts";
import { newComparator, propertyChange, propertyFor, withBedModelProperty, type RuleProperty } from "./ruleProperties.ts";
import {
  addComparator,
  addGroup,
  editorRules,
  nodeAt,
  removeAll,
  removeNode,
  setOperator,
  updateComparator,
  type LogicalOperator,
  type RuleComparator,
  type RuleGroup,
  type RuleNode,
  type RulePath,
} from "./rulesTree.ts";

export interface RulesEditorOptions {
  /** The block's rules (BlockData.rules); null when it has none. */
  value: RuleNode | null | undefined;
  /** Receives the whole new rules tree after every edit (null when every rule is removed). */
  onChange(rules: RuleGroup | null): void;
  /** The properties a condition can test; country and language when not given. */
  properties?: readonly RuleProperty[];
  /** Bed model names (GET /rest/product/products/bed-models), offered by the added 'Bed Model' entry. */
  bedModels?: readonly string[];
}

/** What the editor's views call: every edit of the spec by path, and the node to focus after an add. */
export interface RulesEditorState {
  top: RuleGroup | null;
  properties: RuleProperty[];
  /** Where the focus goes after the last add or remove. */
  focus: FocusRequest | null;
  addCondition(path: RulePath): void;
  addGroup(path: RulePath): void;
  setOperator(path: RulePath, operator: LogicalOperator): void;
  changeComparator(path: RulePath, change: Partial<Omit<RuleComparator, "type">>): void;
  changeProperty(path: RulePath, key: string): void;
  remove(path: RulePath): void;
  removeAll(): void;
}

export const pathKey = (path: RulePath) => path.join(".");

// One empty list for every render, so the property list is not rebuilt each time.
const NO_BED_MODELS: readonly string[] = [];

/** The rules editor's state over the caller's value: the views render it, the pure tree functions change it. */
export function useRulesEditor({ value, onChange, properties, bedModels = NO_BED_MODELS }: RulesEditorOptions): RulesEditorState {
  const { t } = useTranslation();
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  const top = useMemo(() => editorRules(value), [value]);
  const list = useMemo(
    () =>
      withBedModelProperty(
        properties ?? [
          { key: "country", label: t("rulesEditor.properties.country"), kind: "text" },
          { key: "language", label: t("rulesEditor.properties.language"), kind: "text" },
        ],
        bedModels,
        t("rulesEditor.properties.bedModel"),
      ),
    [properties, bedModels, t],
  );

  // The new node is the last child of the group it was added to (or the top group itself).
  const added = (next: RuleGroup | null, path: RulePath) => {
    const group = nodeAt(next, path);
    const count = group?.type === "logical" ? group.rules.length : 0;
    setFocus({ key: top === null ? pathKey([0]) : pathKey([...path, count - 1]), control: "first" });
    onChange(next);
  };

  return {
    top,
    properties: list,
    focus,
    addCondition: (path) => added(addComparator(top, path, newComparator(list)), path),
    addGroup: (path) => {
      const next = addGroup(top, path);
      if (top === null) {
        setFocus({ key: pathKey([]), control: "first" });
        onChange(next);
      } else added(next, path);
    },
    setOperator: (path, operator) => onChange(setOperator(top, path, operator)),
    changeComparator: (path, change) => onChange(updateComparator(top, path, change)),
    changeProperty: (path, key) => {
      const node = nodeAt(top, path);
      if (node?.type !== "comparator") return;
      onChange(updateComparator(top, path, propertyChange(propertyFor(list, key, null), node)));
    },
    remove: (path) => {
      // The focus goes to the add button of the group the node was in (or of the empty editor).
      setFocus({ key: pathKey(path.slice(0, -1)), control: "add" });
      onChange(removeNode(top, path));
    },
    removeAll: () => {
      setFocus({ key: pathKey([]), control: "add" });
      onChange(removeAll());
    },
  };
}
