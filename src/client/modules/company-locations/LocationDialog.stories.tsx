import type { Meta, StoryObj } from "@storybook/react-vite";
import { LocationDialog } from "./LocationDialog.tsx";
import { LocationFrame } from "./LocationFrame.tsx";
import { failingHandlers, locationHandlers } from "./locationHandlers.ts";

type Args = { locationId: number | null; defaultCountry?: string };

/** The location dialog against msw data, in each state the spec names. */
const meta = {
  title: "Company locations/LocationDialog",
  render: (args: Args) => (
    <LocationFrame>
      <LocationDialog {...args} onClose={() => {}} />
    </LocationFrame>
  ),
  args: { locationId: 1 },
  parameters: { msw: { handlers: locationHandlers() } },
} satisfies Meta<Args>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A brand store with time schemas, deviations, managers, meeting bookings and a partner page. */
export const EditStore: Story = {};
export const EditShopInShop: Story = { args: { locationId: 2 } };
/** A new location starts in the list's country, active, showing opening hours, receiving catalog requests. */
export const NewLocation: Story = { args: { locationId: null, defaultCountry: "NL" } };
/** The server refuses the save: the dialog stays open with what was typed and the server's reason. */
export const SaveRefused: Story = { parameters: { msw: { handlers: [failingHandlers.save, ...locationHandlers()] } } };
/** Every save is stale: the dialog says the location changed and offers to reload it. */
export const StaleSave: Story = { parameters: { msw: { handlers: [failingHandlers.stale, ...locationHandlers()] } } };
