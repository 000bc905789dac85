import type { Meta, StoryObj } from "@storybook/react-vite";
import { DashboardScreen } from "./DashboardScreen.tsx";
import { dashboardHandlers, failingDashboardHandlers, loadingDashboardHandlers } from "./dashboardHandlers.ts";

const meta = {
  title: "Dashboard/DashboardScreen",
  component: DashboardScreen,
  parameters: { layout: "fullscreen", msw: { handlers: dashboardHandlers } },
} satisfies Meta<typeof DashboardScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithReports: Story = {};
export const Loading: Story = { parameters: { msw: { handlers: loadingDashboardHandlers } } };
export const ReportsFail: Story = { parameters: { msw: { handlers: failingDashboardHandlers } } };
