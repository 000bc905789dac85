import type { Meta, StoryObj } from "@storybook/react-vite";
import { RegisteredScreenFrame } from "../common/RegisteredScreenFrame.tsx";
import { warrantyHandlers } from "./warrantyHandlers.ts";

/** The warranty list (YAML screen plus its extension) against msw data: newest first, a search, create and edit. */
const meta = {
  title: "Warranty/WarrantyScreen",
  render: () => <RegisteredScreenFrame path="/app/warranty" permissions={["warranty"]} />,
  parameters: { layout: "fullscreen", msw: { handlers: warrantyHandlers() } },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

export const Registrations: Story = {};
