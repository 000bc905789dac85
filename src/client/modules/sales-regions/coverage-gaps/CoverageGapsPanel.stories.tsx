import type { Meta, StoryObj } from "@storybook/react-vite";
import { coverageStoryHandlers as handlers } from "./coverageHandlers.ts";
import { CoverageGapsPanel } from "./CoverageGapsPanel.tsx";

const meta = {
  title: "Sales regions/CoverageGapsPanel",
  component: CoverageGapsPanel,
  parameters: { layout: "padded", msw: { handlers: handlers.few } },
  args: { area: { kind: "country", id: 1 } },
} satisfies Meta<typeof CoverageGapsPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Three zip codes of Norrbotten fall to Sweden's fallback e-mail: all listed, with the CSV link. */
export const FewGaps: Story = {};
/** 120 gaps in a region: the first 50 listed, "and 70 more". */
export const ManyGaps: Story = {
  args: { area: { kind: "region", id: 7 } },
  parameters: { msw: { handlers: handlers.many } },
};
/** One gap in a country without a fallback e-mail: its requests go nowhere. */
export const OneGapNowhere: Story = { parameters: { msw: { handlers: handlers.oneNowhere } } };
/** Every zip code has a store: no list, no download. */
export const NoGaps: Story = { parameters: { msw: { handlers: handlers.none } } };
/** The read fails: a warning. */
export const Failed: Story = { parameters: { msw: { handlers: handlers.failed } } };
/** The read has not answered yet. */
export const Loading: Story = { parameters: { msw: { handlers: handlers.pending } } };
