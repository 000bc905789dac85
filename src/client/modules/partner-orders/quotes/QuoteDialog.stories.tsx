import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, delay } from "msw";
import { fn } from "storybook/test";
import { failingViewHandler, quoteHandlers } from "./quoteHandlers.ts";
import { QuoteDialog } from "./QuoteDialog.tsx";

/** A quote's details: customer, delivery, total and its lines with the order-form choices. */
const meta = {
  title: "PartnerOrders/QuoteDialog",
  component: QuoteDialog,
  args: { quote: { id: 31 }, onClose: fn() },
  parameters: { msw: { handlers: quoteHandlers() } },
} satisfies Meta<typeof QuoteDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Details: Story = {};

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get("*/partner-order/quote/view", () => delay("infinite"))] } },
};

/** 'Unable to get quote'. */
export const Fails: Story = { parameters: { msw: { handlers: [failingViewHandler] } } };
