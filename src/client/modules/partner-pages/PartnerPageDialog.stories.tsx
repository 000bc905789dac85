import type { Meta, StoryObj } from "@storybook/react-vite";
import { hostnameTakenHandlers, partnerPageHandlers } from "./partnerPageHandlers.ts";
import { PartnerPageDialog } from "./PartnerPageDialog.tsx";

/** A location's partner page: the default-language ('en') page plus per-site versions. */
const meta = {
  title: "Partner pages/PartnerPageDialog",
  component: PartnerPageDialog,
  args: {
    owner: {
      id: 1,
      name: "Vividus Store Amsterdam",
      partnerPage: { id: 7, name: "Vividus Amsterdam", hostname: "amsterdam.vividus.example" },
    },
    onSaved: () => {},
    onClose: () => {},
  },
  parameters: { msw: { handlers: partnerPageHandlers } },
} satisfies Meta<typeof PartnerPageDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const EditPage: Story = {};
/** A location without a page: a new one named after it. */
export const NewPage: Story = { args: { owner: { id: 2, name: "Slaapstudio Utrecht", partnerPage: null } } };
/** The host name is taken: 'An error occured while saving the partner-page', the form stays open. */
export const HostnameTaken: Story = { parameters: { msw: { handlers: [...hostnameTakenHandlers, ...partnerPageHandlers] } } };
