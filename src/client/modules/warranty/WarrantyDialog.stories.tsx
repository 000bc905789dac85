import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, http } from "msw";
import { WarrantyDialog } from "./WarrantyDialog.tsx";
import { ANNA_REF, ANNAS_BED } from "./warrantyFixtures.ts";
import { failingSearchHandlers, refusingSaveHandlers, warrantyHandlers } from "./warrantyHandlers.ts";

/** The warranty dialog: the contact (found or created), the bed and the purchase. */
const meta = {
  title: "Warranty/WarrantyDialog",
  component: WarrantyDialog,
  args: { registrationId: null, onSaved: () => {}, onClose: () => {} },
  parameters: { msw: { handlers: warrantyHandlers({ saveDelay: 300 }) } },
} satisfies Meta<typeof WarrantyDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A new registration: find a contact (try 'lind'), or switch to a new contact. */
export const NewRegistration: Story = {};
/** Registering another bed to a contact fixed by the caller (a contact's registrations list). */
export const ForContact: Story = { args: { contact: ANNA_REF } };
/** An existing registration: the contact is fixed and the bed id is not checked. */
export const EditRegistration: Story = { args: { registrationId: ANNAS_BED.id } };
/** The registration is still loading. */
export const Loading: Story = {
  args: { registrationId: ANNAS_BED.id },
  parameters: { msw: { handlers: [http.get("*/warranty/data/warranty/index", () => delay("infinite")), ...warrantyHandlers()] } },
};
/** The server refuses the save: its field errors per field as 'field: message'. */
export const RefusedSave: Story = {
  args: { contact: ANNA_REF },
  parameters: { msw: { handlers: [...refusingSaveHandlers, ...warrantyHandlers()] } },
};
/** The contact search fails: 'Error when searching for warranty'. */
export const SearchFails: Story = { parameters: { msw: { handlers: [...failingSearchHandlers, ...warrantyHandlers()] } } };
