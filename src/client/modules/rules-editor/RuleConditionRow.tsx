import { Button, HTMLSelect, InputGroup } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { comparatorsFor, MAX_VALUE_LENGTH, parseValue, propertyFor, valueText, type RuleProperty } from "./ruleProperties.ts";
import type { Comparator, RuleComparator, RulePath } from "./rulesTree.ts";
import { useRequestedFocus } from "./useRequestedFocus.ts";
import { pathKey, type RulesEditorState } from "./useRulesEditor.ts";

/** The locale key of each comparator's wording (symbols cannot be keys). */
const COMPARATOR_KEYS = {
  "==": "rulesEditor.comparators.equals",
  "!=": "rulesEditor.comparators.notEquals",
  "<": "rulesEditor.comparators.less",
  "<=": "rulesEditor.comparators.lessOrEqual",
  ">": "rulesEditor.comparators.greater",
  ">=": "rulesEditor.comparators.greaterOrEqual",
} as const satisfies Record<Comparator, string>;

export interface RuleConditionRowProps {
  node: RuleComparator;
  path: RulePath;
  editor: RulesEditorState;
  isDisabled?: boolean;
}

/** One comparator: property, comparator and value, each a labelled native control, and its remove button. */
export function RuleConditionRow({ node, path, editor, isDisabled }: RuleConditionRowProps) {
  const { t } = useTranslation();
  const firstRef = useRequestedFocus<HTMLSelectElement>(editor.focus, pathKey(path), "first");
  const condition = t("rulesEditor.condition", { position: path.map((i) => i + 1).join(".") });
  const property = propertyFor(editor.properties, node.property, node.value);
  // A rule saved with a property the list lacks keeps it as an option of its own.
  const options = editor.properties.some((p) => p.key === property.key) ? editor.properties : [...editor.properties, property];
  return (
    <div role="group" aria-label={condition} className="rules-editor-condition">
      <HTMLSelect
        aria-label={t("rulesEditor.property", { condition })}
        value={node.property}
        disabled={isDisabled}
        ref={firstRef}
        onChange={(event) => editor.changeProperty(path, event.currentTarget.value)}
      >
        {node.property === "" && <option value="">{t("rulesEditor.choose")}</option>}
        {options.map((p) => (
          <option key={p.key} value={p.key}>
            {p.label}
          </option>
        ))}
      </HTMLSelect>
      <HTMLSelect
        aria-label={t("rulesEditor.comparator", { condition })}
        value={node.comparator}
        disabled={isDisabled}
        onChange={(event) => editor.changeComparator(path, { comparator: event.currentTarget.value as Comparator })}
      >
        {comparatorsFor(property.kind, node.comparator).map((c) => (
          <option key={c} value={c}>
            {t(COMPARATOR_KEYS[c])}
          </option>
        ))}
      </HTMLSelect>
      <RuleValueControl
        label={t("rulesEditor.value", { condition })}
        property={property}
        node={node}
        isDisabled={isDisabled}
        onChange={(text) => editor.changeComparator(path, { value: parseValue(property.kind, text) })}
      />
      <Button
        icon="cross"
        variant="minimal"
        aria-label={t("rulesEditor.removeCondition", { condition })}
        title={t("rulesEditor.removeCondition", { condition })}
        disabled={isDisabled}
        onClick={() => editor.remove(path)}
      />
    </div>
  );
}

interface RuleValueControlProps {
  label: string;
  property: RuleProperty;
  node: RuleComparator;
  isDisabled?: boolean;
  onChange(text: string): void;
}

/** The value's control for its property's kind: a choice or yes/no as a select, text and numbers typed. */
function RuleValueControl({ label, property, node, isDisabled, onChange }: RuleValueControlProps) {
  const { t } = useTranslation();
  const text = valueText(node.value);
  if (property.kind === "boolean") {
    return (
      <HTMLSelect aria-label={label} value={text} disabled={isDisabled} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="true">{t("rulesEditor.yes")}</option>
        <option value="false">{t("rulesEditor.no")}</option>
      </HTMLSelect>
    );
  }
  if (property.kind === "choice") {
    const options = property.options ?? [];
    // A saved value the options no longer hold (a bed model taken off the range) stays chosen.
    const shown = text !== "" && !options.includes(text) ? [...options, text] : options;
    return (
      <HTMLSelect aria-label={label} value={text} disabled={isDisabled} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="">{t("rulesEditor.choose")}</option>
        {shown.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </HTMLSelect>
    );
  }
  return (
    <InputGroup
      aria-label={label}
      type={property.kind === "number" ? "number" : "text"}
      maxLength={MAX_VALUE_LENGTH}
      value={text}
      disabled={isDisabled}
      onValueChange={onChange}
    />
  );
}
