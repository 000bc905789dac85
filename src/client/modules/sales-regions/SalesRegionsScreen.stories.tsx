import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { salesRegionHandlers } from "./salesRegionHandlers.ts";
import { SalesRegionsScreen } from "./SalesRegionsScreen.tsx";

const meta = {
  title: "Sales regions/SalesRegionsScreen",
  component: SalesRegionsScreen,
  parameters: { layout: "fullscreen", msw: { handlers: salesRegionHandlers } },
} satisfies Meta<typeof SalesRegionsScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Before a country is chosen. */
export const ChooseCountry: Story = {};
/** The working-area switch refused by the server: it flips back with the catalogue's message. */
export const WorkingAreaRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post("*/rest/:type/:id/working-area", () =>
          HttpResponse.json({ error: { code: "NOT_FOUND", message: "No such region" } }, { status: 404 }),
        ),
        ...salesRegionHandlers,
      ],
    },
  },
};
/** The statistics read fails: no bars, no message. */
export const StatisticsFail: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get("*/rest/area-statistics/:id", () => HttpResponse.json({ error: { code: "INTERNAL", message: "boom" } }, { status: 500 })),
        ...salesRegionHandlers,
      ],
    },
  },
};
