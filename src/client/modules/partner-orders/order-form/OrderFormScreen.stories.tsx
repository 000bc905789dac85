import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { OrderFormFrame } from "./OrderFormFrame.tsx";
import { orderFormHandlers } from "./orderFormHandlers.ts";

/** The order form's overview: properties down, the default and the templates across, differences marked. */
const meta = {
  title: "PartnerOrders/OrderFormScreen",
  component: OrderFormFrame,
  parameters: { layout: "fullscreen", msw: { handlers: orderFormHandlers() } },
} satisfies Meta<typeof OrderFormFrame>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The hotel template overrides firmness; a click on a cell opens the property dialog. */
export const Overview: Story = {};

export const NoProperties: Story = {
  parameters: { msw: { handlers: [http.get("*/partner-order/overview", () => HttpResponse.json({ properties: [], templates: [] }))] } },
};

export const LoadFails: Story = {
  parameters: { msw: { handlers: [http.get("*/partner-order/overview", () => new HttpResponse(null, { status: 503 }))] } },
};
