import type { Meta, StoryObj } from "@storybook/react-vite";
import { GdprExportScreen } from "./GdprExportScreen.tsx";

const meta = {
  title: "GDPR/GdprExportScreen",
  component: GdprExportScreen,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof GdprExportScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Downloads: Story = {};
