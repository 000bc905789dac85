import { useId } from "react";
import { Button, Classes, H5 } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { RuleGroupView } from "./RuleGroupView.tsx";
import { useRequestedFocus } from "./useRequestedFocus.ts";
import { useRulesEditor, type RulesEditorOptions } from "./useRulesEditor.ts";
import "./rulesEditor.css";

export interface RulesEditorProps extends RulesEditorOptions {
  /** Shows the rules without letting them change (e.g. while the block saves). */
  isDisabled?: boolean;
}

/**
 * The display-rules editor of popup and campaign blocks (spec part 2 sections 3, 4 and 9): a
 * tree of all/any groups over conditions, edited in place. Controlled: the caller holds the
 * block's `data.rules` and takes every change. Every action is a button or a native select.
 */
export function RulesEditor({ isDisabled, ...options }: RulesEditorProps) {
  const { t } = useTranslation();
  const editor = useRulesEditor(options);
  const titleId = useId();
  // After every rule is removed, the focus goes to the empty editor's first button.
  const addRef = useRequestedFocus<HTMLButtonElement>(editor.top ? null : editor.focus, "", "add");
  return (
    <section className="rules-editor" aria-labelledby={titleId}>
      <div className="rules-editor-header">
        <H5 id={titleId}>{t("rulesEditor.title")}</H5>
        {editor.top && (
          <Button
            icon="trash"
            intent="danger"
            variant="outlined"
            text={t("rulesEditor.removeAll")}
            disabled={isDisabled}
            onClick={editor.removeAll}
          />
        )}
      </div>
      {editor.top ? (
        <RuleGroupView group={editor.top} path={[]} editor={editor} isDisabled={isDisabled} />
      ) : (
        <>
          <p className={Classes.TEXT_MUTED}>{t("rulesEditor.empty")}</p>
          <div className="rules-editor-actions">
            <Button
              ref={addRef}
              icon="add"
              text={t("rulesEditor.addCondition")}
              disabled={isDisabled}
              onClick={() => editor.addCondition([])}
            />
            <Button icon="add-to-folder" text={t("rulesEditor.addGroup")} disabled={isDisabled} onClick={() => editor.addGroup([])} />
          </div>
        </>
      )}
    </section>
  );
}
