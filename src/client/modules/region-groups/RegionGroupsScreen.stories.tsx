import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { regionGroupHandlers } from "./regionGroupHandlers.ts";
import { RegionGroupsScreen } from "./RegionGroupsScreen.tsx";

const meta = {
  title: "Region groups/RegionGroupsScreen",
  component: RegionGroupsScreen,
  parameters: { layout: "fullscreen", msw: { handlers: regionGroupHandlers } },
} satisfies Meta<typeof RegionGroupsScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithGroups: Story = {};
export const NoGroups: Story = {
  parameters: { msw: { handlers: [http.get("*/rest/region/group/tree", () => HttpResponse.json({ tree: [] })), ...regionGroupHandlers] } },
};
export const LoadFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get("*/rest/region/group/tree", () =>
          HttpResponse.json({ error: { code: "DB_UNAVAILABLE", message: "down" } }, { status: 503 }),
        ),
      ],
    },
  },
};
