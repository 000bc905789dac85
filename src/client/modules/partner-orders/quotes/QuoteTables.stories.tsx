import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { quotePage } from "../partnerOrderFixtures.ts";
import { failingQuoteListHandler, failingViewHandler, quoteHandlers } from "./quoteHandlers.ts";
import { QuoteTablesFrame } from "./QuoteTablesFrame.tsx";

/** The three quote tables (one YAML screen each over listQuotesByStatus) against msw data. */
const meta = {
  title: "PartnerOrders/QuoteTables",
  component: QuoteTablesFrame,
  parameters: { layout: "fullscreen", msw: { handlers: quoteHandlers() } },
} satisfies Meta<typeof QuoteTablesFrame>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Partner Orders: the ordered quotes, newest first; view, order platform, EDIFACT and delete per row. */
export const Ordered: Story = { args: { status: "ordered" } };

export const Waiting: Story = { args: { status: "waiting" } };

export const NewQuotes: Story = { args: { status: "new" } };

export const NoQuotes: Story = {
  args: { status: "new" },
  parameters: { msw: { handlers: [http.get("*/partner-order/quote/table/:status", () => HttpResponse.json(quotePage([])))] } },
};

/** 'could not get quotes'. */
export const LoadFails: Story = { parameters: { msw: { handlers: [failingQuoteListHandler, ...quoteHandlers()] } } };

/** Viewing any quote fails: 'Unable to get quote'. */
export const ViewFails: Story = { parameters: { msw: { handlers: [failingViewHandler, ...quoteHandlers()] } } };
