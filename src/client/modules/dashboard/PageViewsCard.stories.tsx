import type { Meta, StoryObj } from "@storybook/react-vite";
import { pageViews } from "./dashboardFixtures.ts";
import { PageViewsCard } from "./PageViewsCard.tsx";

const meta = { title: "Dashboard/PageViewsCard", component: PageViewsCard } satisfies Meta<typeof PageViewsCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithViews: Story = { args: { report: pageViews } };
export const NoViews: Story = { args: { report: { ...pageViews, total: 0, perScreen: [] } } };
export const Loading: Story = { args: { report: undefined } };
export const Failed: Story = { args: { report: undefined, isError: true } };
