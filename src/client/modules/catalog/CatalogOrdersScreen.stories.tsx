import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { CATALOG_ORDERS } from "./catalogFixtures.ts";
import { catalogHandlers, catalogPage, failingListHandler, staleSaveHandler } from "./catalogHandlers.ts";
import { CATALOG_ROUTE, CatalogScreenFrame } from "./CatalogScreenFrame.tsx";

/** The catalog requests screen (YAML screen plus its module) against msw data. */
const meta = {
  title: "Catalog/CatalogOrdersScreen",
  component: CatalogScreenFrame,
  parameters: { layout: "fullscreen", msw: { handlers: catalogHandlers() } },
} satisfies Meta<typeof CatalogScreenFrame>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Newest first, 100 a page; SE rows match rules, NL none, NO's test fails, DE's fails without a body. */
export const Requests: Story = {};

/** Filtered by Sweden and status new, sorted by last name: all of it in the URL. */
export const FilteredAndSorted: Story = {
  args: { route: `${CATALOG_ROUTE}?sort=lastname&direction=asc&filters=${encodeURIComponent('{"countryCode":"SE","statusCode":"new"}')}` },
};

/** Above 10,000 matches the server estimates: the total shows with "≈". */
export const EstimatedTotal: Story = {
  parameters: { msw: { handlers: catalogHandlers([], catalogPage(CATALOG_ORDERS, { total: 1_048_576, totalIsEstimate: true })) } },
};

export const NoMatches: Story = {
  parameters: {
    msw: {
      handlers: [http.get("*/rest/catalog/catalog-orders/get-by-page", () => HttpResponse.json(catalogPage([]))), ...catalogHandlers()],
    },
  },
};

/** 'Could not retrieve catalog list'. */
export const LoadFails: Story = { parameters: { msw: { handlers: [failingListHandler, ...catalogHandlers()] } } };

/** Every save is refused as stale: the dialog says the request changed and offers to reload it. */
export const StaleSave: Story = { parameters: { msw: { handlers: [staleSaveHandler, ...catalogHandlers()] } } };
