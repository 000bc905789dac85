import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { fn } from "storybook/test";
import { mapDialogHandlers } from "./mapDialogHandlers.ts";
import { SalesRegionMapDialog } from "./SalesRegionMapDialog.tsx";

const meta = {
  title: "Sales regions/SalesRegionMapDialog",
  component: SalesRegionMapDialog,
  parameters: { layout: "fullscreen", msw: { handlers: mapDialogHandlers().handlers } },
  args: { isOpen: true, onClose: fn(), countryId: 1, countryCode: "SE", countryName: "Sweden" },
} satisfies Meta<typeof SalesRegionMapDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Skåne's six zip-code areas at level 1: choose a level, a type and a location, then click an area. */
export const Default: Story = {};

/** The assignment is refused: 'Something went wrong when assigning store', and the area gets its colour back. */
export const AssignFails: Story = {
  parameters: { msw: { handlers: mapDialogHandlers({ failAssign: true }).handlers } },
};

/** The areas could not be read. */
export const AreasFail: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get("*/rest/geo-json", () => HttpResponse.json({ error: { code: "INTERNAL", message: "boom" } }, { status: 500 })),
        ...mapDialogHandlers().handlers,
      ],
    },
  },
};
