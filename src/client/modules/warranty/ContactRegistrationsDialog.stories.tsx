import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { ContactRegistrationsDialog } from "./ContactRegistrationsDialog.tsx";
import { ANNA } from "./warrantyFixtures.ts";
import { warrantyHandlers } from "./warrantyHandlers.ts";

/** A contact's warranty registrations, full screen, with create and edit. */
const meta = {
  title: "Warranty/ContactRegistrationsDialog",
  component: ContactRegistrationsDialog,
  args: { contact: { id: ANNA.id, firstname: ANNA.firstname, lastname: ANNA.lastname }, onClose: () => {} },
  parameters: { layout: "fullscreen", msw: { handlers: warrantyHandlers() } },
} satisfies Meta<typeof ContactRegistrationsDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Registrations: Story = {};
/** A contact without registered beds. */
export const NoRegistrations: Story = { args: { contact: { id: 12, firstname: "Erik", lastname: "Berg" } } };
/** 'Could not retrieve warranty registrations'. */
export const LoadFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get("*/rest/contact/contacts/:id/warranty-registrations", () =>
          HttpResponse.json({ error: { code: "INTERNAL", message: "Could not read." } }, { status: 500 }),
        ),
        ...warrantyHandlers(),
      ],
    },
  },
};
