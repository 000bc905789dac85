import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { LocationManagersDialog } from "./LocationManagersDialog.tsx";
import { locationHandlers } from "./locationHandlers.ts";

/** The managers of a location: add by e-mail, remove after 'Remove {name}?'. */
const meta = {
  title: "Company locations/LocationManagersDialog",
  component: LocationManagersDialog,
  args: { location: { id: 1, name: "Vividus Store Amsterdam" }, onClose: () => {} },
  parameters: { msw: { handlers: locationHandlers() } },
} satisfies Meta<typeof LocationManagersDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Managers: Story = {};
export const NoManagers: Story = {
  parameters: { msw: { handlers: [http.get("*/rest/company/locations/:id/managers", () => HttpResponse.json([]))] } },
};
