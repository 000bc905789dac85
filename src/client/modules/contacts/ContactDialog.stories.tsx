import type { Meta, StoryObj } from "@storybook/react-vite";
import { MockSessionFrame } from "../../app/testing/MockSessionFrame.tsx";
import { ContactDialog, type ContactPane } from "./ContactDialog.tsx";
import { contactHandlers, failingContactHandlers } from "./contactHandlers.ts";

type Args = { contactId: number | null; initialPane?: ContactPane };

/** The contact dialog against msw data, in each state the spec names. */
const meta = {
  title: "Contacts/ContactDialog",
  render: (args: Args) => (
    <MockSessionFrame route="/app/contacts/edit/7">
      <ContactDialog {...args} onClose={() => {}} />
    </MockSessionFrame>
  ),
  args: { contactId: 7 },
  parameters: { msw: { handlers: contactHandlers() } },
} satisfies Meta<Args>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A contact with a primary, an alternative and a pending e-mail, on 'information'. */
export const EditContact: Story = {};
/** Its e-mails: make an alternative primary, remove one ('Remove {email}?'), add one. */
export const Emails: Story = { args: { initialPane: "emails" } };
/** Creating its portal account: the username is checked as it is typed. */
export const CreateAccount: Story = { args: { initialPane: "account" } };
/** A contact that has a portal account. */
export const WithAccount: Story = { args: { contactId: 8, initialPane: "account" } };
/** The contact's catalog orders with their status names (the view address opens here). */
export const CatalogOrders: Story = { args: { initialPane: "orders" } };
/** A new contact: its e-mails stay in the form until it is created. */
export const NewContact: Story = { args: { contactId: null } };
/** The contact cannot be read: 'An error occurred when opening {name}', with a retry. */
export const OpenFailed: Story = { parameters: { msw: { handlers: [...failingContactHandlers(), ...contactHandlers()] } } };
