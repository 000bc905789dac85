import { Button, HTMLSelect } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { RuleConditionRow } from "./RuleConditionRow.tsx";
import { canAddGroupTo, canAddTo, type LogicalOperator, type RuleGroup, type RulePath } from "./rulesTree.ts";
import { useRequestedFocus } from "./useRequestedFocus.ts";
import { pathKey, type RulesEditorState } from "./useRulesEditor.ts";

export interface RuleGroupViewProps {
  group: RuleGroup;
  path: RulePath;
  editor: RulesEditorState;
  isDisabled?: boolean;
}

/**
 * A logical group: its operator (all or any), its rules (conditions and nested groups), and its
 * buttons. A fieldset, so a screen reader names every control inside by the group's legend.
 */
export function RuleGroupView({ group, path, editor, isDisabled }: RuleGroupViewProps) {
  const { t } = useTranslation();
  const operatorRef = useRequestedFocus<HTMLSelectElement>(editor.focus, pathKey(path), "first");
  const addRef = useRequestedFocus<HTMLButtonElement>(editor.focus, pathKey(path), "add");
  const name = path.length === 0 ? t("rulesEditor.topGroup") : t("rulesEditor.group", { position: path.map((i) => i + 1).join(".") });
  return (
    <fieldset className="rules-editor-group" data-operator={group.operator}>
      <legend>{name}</legend>
      <HTMLSelect
        aria-label={t("rulesEditor.operator", { group: name })}
        value={group.operator}
        disabled={isDisabled}
        ref={operatorRef}
        onChange={(event) => editor.setOperator(path, event.currentTarget.value as LogicalOperator)}
      >
        <option value="&&">{t("rulesEditor.operators.and")}</option>
        <option value="||">{t("rulesEditor.operators.or")}</option>
      </HTMLSelect>
      {group.rules.length > 0 && (
        <ul className="rules-editor-rules">
          {group.rules.map((node, index) => {
            const childPath = [...path, index];
            return (
              <li key={index}>
                {node.type === "logical" ? (
                  <RuleGroupView group={node} path={childPath} editor={editor} isDisabled={isDisabled} />
                ) : (
                  <RuleConditionRow node={node} path={childPath} editor={editor} isDisabled={isDisabled} />
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className="rules-editor-actions">
        <Button
          ref={addRef}
          icon="add"
          text={t("rulesEditor.addCondition")}
          aria-label={t("rulesEditor.addConditionTo", { group: name })}
          disabled={isDisabled || !canAddTo(editor.top, path)}
          onClick={() => editor.addCondition(path)}
        />
        <Button
          icon="add-to-folder"
          text={t("rulesEditor.addGroup")}
          aria-label={t("rulesEditor.addGroupTo", { group: name })}
          disabled={isDisabled || !canAddGroupTo(editor.top, path)}
          onClick={() => editor.addGroup(path)}
        />
        {path.length > 0 && (
          <Button
            icon="trash"
            variant="minimal"
            intent="danger"
            text={t("rulesEditor.removeGroup", { group: name })}
            disabled={isDisabled}
            onClick={() => editor.remove(path)}
          />
        )}
      </div>
    </fieldset>
  );
}
