import type { Meta, StoryObj } from "@storybook/react-vite";
import { ErrorSchemaBuilder, type RJSFSchema, type UiSchema } from "@rjsf/utils";
import validator from "@rjsf/validator-ajv8";
import { BlueprintForm } from "./index.ts";

/** Every widget and template of the theme in one form (titles from the schema, as rjsf does by default). */
export const ALL_WIDGETS_SCHEMA: RJSFSchema = {
  type: "object",
  required: ["name"],
  properties: {
    name: { type: "string", title: "Name", maxLength: 20 },
    email: { type: "string", format: "email", title: "E-mail" },
    size: { type: "integer", title: "Size", minimum: 1, maximum: 10 },
    tax: { type: "integer", title: "Tax code", enum: [1, 2, 5] },
    labels: { type: "array", title: "Eco-labels", uniqueItems: true, items: { type: "string", enum: ["FSC", "PEFC", "Svanen"] } },
    deliveredOn: { type: "string", format: "date", title: "Delivered on" },
    isActive: { type: "boolean", title: "Active" },
    note: { type: "string", title: "Note" },
    address: { type: "object", title: "Address", properties: { city: { type: "string", title: "City" } } },
  },
};
export const ALL_WIDGETS_UI: UiSchema = {
  size: { "ui:widget": "updown" },
  tax: { "ui:enumNames": ["25%", "0% Sverige", "6% Sverige"] },
  isActive: { "ui:widget": "switch" },
  note: { "ui:widget": "textarea", "ui:help": "Shown to staff only." },
};

const meta = {
  title: "Forms/BlueprintForm",
  component: BlueprintForm,
  args: { schema: ALL_WIDGETS_SCHEMA, uiSchema: ALL_WIDGETS_UI, validator, noHtml5Validate: true },
} satisfies Meta<typeof BlueprintForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = {
  args: {
    formData: {
      name: "Kontinental",
      email: "sales@example.com",
      size: 3,
      tax: 5,
      labels: ["FSC", "Svanen"],
      deliveredOn: "2026-03-01",
      isActive: true,
      note: "Needs a ramp.",
      address: { city: "Köping" },
    },
  },
};
export const WithErrors: Story = {
  args: {
    formData: { name: "A name far too long for this field" },
    extraErrors: new ErrorSchemaBuilder().addErrors("is already in use", "email").ErrorSchema,
    liveValidate: true,
    showErrorList: "top",
  },
};
