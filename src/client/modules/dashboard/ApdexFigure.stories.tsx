import type { Meta, StoryObj } from "@storybook/react-vite";
import { ApdexFigure } from "./ApdexFigure.tsx";
import { apdex } from "./dashboardFixtures.ts";

const meta = { title: "Dashboard/ApdexFigure", component: ApdexFigure } satisfies Meta<typeof ApdexFigure>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Good: Story = { args: { report: apdex } };
export const Poor: Story = {
  args: { report: { ...apdex, score: 0.55, satisfied: 2000, tolerating: 1200, frustrated: 1400, total: 4600 } },
};
export const NoRequests: Story = { args: { report: { ...apdex, score: null, satisfied: 0, tolerating: 0, frustrated: 0, total: 0 } } };
export const Loading: Story = { args: { report: undefined } };
export const Failed: Story = { args: { report: undefined, isError: true } };
