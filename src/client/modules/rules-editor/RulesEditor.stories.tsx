import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import type { RuleProperty } from "./ruleProperties.ts";
import { RulesEditor, type RulesEditorProps } from "./RulesEditor.tsx";
import type { RuleNode } from "./rulesTree.ts";

/** Bed model names as GET /rest/product/products/bed-models lists them. */
const BED_MODELS = ["Nordic Classic", "Solstice Adjustable", "Aurora Continental"];

/** A campaign's properties: the standard two, a number and a yes/no. */
const CAMPAIGN_PROPERTIES: RuleProperty[] = [
  { key: "country", label: "Country", kind: "text" },
  { key: "language", label: "Language", kind: "text" },
  { key: "visits", label: "Visits", kind: "number" },
  { key: "isCustomer", label: "Customer", kind: "boolean" },
];

/** Swedish visitors who came 3 times or more, or any visitor who owns a Nordic Classic. */
const NESTED_RULES: RuleNode = {
  type: "logical",
  operator: "||",
  rules: [
    {
      type: "logical",
      operator: "&&",
      rules: [
        { type: "comparator", property: "country", comparator: "==", value: "SE" },
        { type: "comparator", property: "visits", comparator: ">=", value: 3 },
      ],
    },
    { type: "comparator", property: "bedModel", comparator: "==", value: "Nordic Classic" },
  ],
};

/** The editor as a block dialog holds it: the rules in state, shown as the JSON the block saves. */
function Controlled(props: Omit<RulesEditorProps, "onChange">) {
  const [rules, setRules] = useState<RuleNode | null | undefined>(props.value);
  return (
    <div style={{ maxWidth: 900 }}>
      <RulesEditor {...props} value={rules} onChange={setRules} />
      <pre data-testid="data.rules" style={{ marginTop: 16 }}>
        {JSON.stringify(rules ?? null, null, 2)}
      </pre>
    </div>
  );
}

const meta = {
  title: "CMS/RulesEditor",
  component: RulesEditor,
  args: { value: null, onChange: () => {}, bedModels: BED_MODELS },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof RulesEditor>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A block without display rules: add a condition or a group to start. */
export const Empty: Story = {};

/** An any-group over an all-group and a bed-model condition. */
export const Nested: Story = { args: { value: NESTED_RULES, properties: CAMPAIGN_PROPERTIES } };

/** The standard properties (country, language) with the added 'Bed Model' entry. */
export const StandardProperties: Story = {
  args: {
    value: { type: "logical", operator: "&&", rules: [{ type: "comparator", property: "language", comparator: "!=", value: "sv" }] },
  },
};

/** Saved by another tool: a lone comparator at the top and a property the list lacks; shown as they are. */
export const UnknownProperty: Story = {
  args: { value: { type: "comparator", property: "segment", comparator: "<", value: "gold" } },
};

/** While the block saves, nothing can change. */
export const Disabled: Story = { args: { value: NESTED_RULES, properties: CAMPAIGN_PROPERTIES, isDisabled: true } };
