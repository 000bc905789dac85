import type { Meta, StoryObj } from "@storybook/react-vite";
import { CATALOG_ORDERS, NOORD_HOLLAND_RULES, STOCKHOLM_RULES } from "./catalogFixtures.ts";
import { RuleTestDialog } from "./RuleTestDialog.tsx";
import { ruleTestInputOf, testOutcome } from "./ruleTestOutcome.ts";

const [stockholm, , amsterdam] = CATALOG_ORDERS as [(typeof CATALOG_ORDERS)[0], unknown, (typeof CATALOG_ORDERS)[0]];

/** The rule test dialog in each of its states (spec part 1 sections 4 and 8). */
const meta = {
  title: "Catalog/RuleTestDialog",
  component: RuleTestDialog,
  args: { order: stockholm, state: undefined, onRun: () => {}, onClose: () => {} },
} satisfies Meta<typeof RuleTestDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Testing: Story = { args: { state: { kind: "testing", input: ruleTestInputOf(stockholm) } } };
/** Only the zip code's rule (levels 0) shows; the region and country rules match too. */
export const Matched: Story = { args: { state: testOutcome(ruleTestInputOf(stockholm), STOCKHOLM_RULES) } };
/** A level-1 region matching at distance 2: the heading and each rule name the region and its level alike. */
export const MatchedRegion: Story = { args: { order: amsterdam, state: testOutcome(ruleTestInputOf(amsterdam), NOORD_HOLLAND_RULES) } };
export const NoMatch: Story = { args: { order: amsterdam, state: { kind: "noMatch", input: ruleTestInputOf(amsterdam) } } };
export const FailedWithServerMessage: Story = {
  args: {
    order: amsterdam,
    state: { kind: "noMatch", input: ruleTestInputOf(amsterdam), error: "The database is not reachable right now." },
  },
};
export const FailedWithoutErrorBody: Story = {
  args: { order: amsterdam, state: { kind: "noMatch", input: ruleTestInputOf(amsterdam), error: "Unknown error" } },
};
export const WithoutCountry: Story = { args: { order: { ...amsterdam, country: null } } };
