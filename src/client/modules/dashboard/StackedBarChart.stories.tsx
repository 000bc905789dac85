import type { Meta, StoryObj } from "@storybook/react-vite";
import { catalogMonths, catalogWeeks, emptyWeeks, meetingWeeks } from "./dashboardFixtures.ts";
import { StackedBarChart } from "./StackedBarChart.tsx";

const meta = {
  title: "Dashboard/StackedBarChart",
  component: StackedBarChart,
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof StackedBarChart>;
export default meta;

type Story = StoryObj<typeof meta>;

export const CatalogRequestsPerWeek: Story = {
  args: { title: "Catalog requests per week (last 10 weeks)", kind: "catalog", chart: catalogWeeks },
};
export const CatalogRequestsPerMonth: Story = {
  args: { title: "Catalog requests per month (last 6 months)", kind: "catalog", chart: catalogMonths },
};
export const MeetingRequestsPerWeek: Story = {
  args: { title: "Meeting requests per week (last 10 weeks)", kind: "meeting", chart: meetingWeeks },
};
export const Loading: Story = {
  args: { title: "Catalog requests per week (last 10 weeks)", kind: "catalog", chart: undefined, isLoading: true },
};
export const Empty: Story = { args: { title: "Catalog requests per week (last 10 weeks)", kind: "catalog", chart: emptyWeeks } };
export const Failed: Story = {
  args: { title: "Catalog requests per week (last 10 weeks)", kind: "catalog", chart: undefined, isError: true },
};
