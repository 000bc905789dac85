import type { Meta, StoryObj } from "@storybook/react-vite";
import { ImportDiffView } from "./ImportDiffView.tsx";

/** The dry run's diff shown before an import is committed. */
const meta = {
  title: "CMS/ImportDiffView",
  component: ImportDiffView,
  parameters: { layout: "padded" },
} satisfies Meta<typeof ImportDiffView>;
export default meta;

type Story = StoryObj<typeof meta>;

/** New texts (one a new key), a changed one old → new, unchanged and skipped counts. */
export const Changes: Story = {
  args: {
    diff: {
      written: false,
      new: [
        { code: "home.subtitle", text: "Sov gott", newCode: true },
        { code: "partner.find", text: "Hitta en butik", newCode: false },
      ],
      changed: [{ code: "home.title", oldText: "Välkommen", newText: "Välkommen hem" }],
      unchanged: 12,
      invalid: [],
      skipped: 30,
    },
  },
};

/** Invalid rows with their reasons: nothing can be imported. */
export const InvalidRows: Story = {
  args: {
    diff: {
      written: false,
      new: [],
      changed: [],
      unchanged: 3,
      invalid: [
        { row: 4, code: " home.title", reason: "invalidCode" },
        { row: 9, code: "cart.checkout", reason: "duplicateCode" },
      ],
      skipped: 0,
    },
  },
};
