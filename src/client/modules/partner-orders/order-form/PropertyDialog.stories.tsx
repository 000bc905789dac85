import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { orderFormHandlers, refusedSaveHandler } from "./orderFormHandlers.ts";
import { PropertyDialog } from "./PropertyDialog.tsx";

/** The full-screen property dialog: a default or a template's own definition. */
const meta = {
  title: "PartnerOrders/PropertyDialog",
  component: PropertyDialog,
  args: { target: { templateCode: "default", propertyCode: "width" }, templateName: "Default", onClose: fn() },
  parameters: { msw: { handlers: orderFormHandlers() } },
} satisfies Meta<typeof PropertyDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A measurement's default: unit, range and default value. */
export const MeasurementDefault: Story = {};

/** A choice's default with its options list. */
export const ChoiceDefault: Story = { args: { target: { templateCode: "default", propertyCode: "firmness" } } };

/** The hotel's own firmness: it can be deleted, the template then uses the default. */
export const TemplateOverride: Story = { args: { target: { templateCode: "hotel", propertyCode: "firmness" }, templateName: "Hotel" } };

/** Width is not among the export template's differences: saving adds it. */
export const NewForTemplate: Story = { args: { target: { templateCode: "export", propertyCode: "width" }, templateName: "Export" } };

/** Every save is refused with a field error (shown in the UI language). */
export const SaveRefused: Story = { parameters: { msw: { handlers: [refusedSaveHandler, ...orderFormHandlers()] } } };
