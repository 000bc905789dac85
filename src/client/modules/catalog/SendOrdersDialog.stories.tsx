import { useEffect } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { CATALOG_ORDERS } from "./catalogFixtures.ts";
import { catalogHandlers } from "./catalogHandlers.ts";
import { SendOrdersDialog } from "./SendOrdersDialog.tsx";
import { useSendOrders } from "./useSendOrders.ts";

interface Args {
  /** Which of the fixture requests are being sent. */
  orderIds: number[];
  /** The list's country filter. */
  filterCountry?: string;
}

function SendStory({ orderIds, filterCountry }: Args) {
  const sending = useSendOrders({ onSent: () => {} });
  const { open } = sending;
  useEffect(() => open(CATALOG_ORDERS.filter((o) => orderIds.includes(o.id))), [open, orderIds]);
  return <SendOrdersDialog sending={sending} filterCountry={filterCountry} />;
}

/** Sending ticked catalog requests to chosen locations, the choosers grouped by country. */
const meta = {
  title: "Catalog/SendOrdersDialog",
  component: SendStory,
  args: { orderIds: [101, 103, 104] },
  parameters: { msw: { handlers: catalogHandlers() } },
} satisfies Meta<typeof SendStory>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Each chooser heads its request's country: 'Locations in Sweden', 'Locations in Netherlands' ... */
export const MixedCountries: Story = {};
/** Filtered by Norway: every chooser heads 'Locations in Norway'. */
export const FilteredByNorway: Story = { args: { filterCountry: "NO" } };
export const LocationsLoading: Story = {
  parameters: { msw: { handlers: [http.get("*/rest/company/locations", () => new Promise(() => {}))] } },
};
export const LocationsFail: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get("*/rest/company/locations", () =>
          HttpResponse.json({ error: { code: "INTERNAL", message: "An unexpected error occurred." } }, { status: 500 }),
        ),
      ],
    },
  },
};
