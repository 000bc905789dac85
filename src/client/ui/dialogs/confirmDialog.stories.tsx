import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { confirmDialog, ConfirmDialogView } from "./confirmDialog.tsx";
import { OpenAndShowAnswer } from "./OpenAndShowAnswer.tsx";

/** OK / Cancel; the close button and a click outside cancel too. */
const meta: Meta<typeof ConfirmDialogView> = {
  title: "Shell/Dialogs/Confirm",
  component: ConfirmDialogView,
  args: { isOpen: true, level: 1, settle: fn(), remove: fn(), options: { message: "Are you sure you want to delete Astrid Berg" } },
};
export default meta;
type Story = StoryObj<typeof ConfirmDialogView>;

export const Default: Story = {
  play: async ({ args }) => {
    await userEvent.click(await within(document.body).findByRole("button", { name: "OK" }));
    await expect(args.settle).toHaveBeenCalledWith(true);
  },
};

export const CustomTexts: Story = {
  args: { options: { title: "Ta bort sida", message: "Sidan och dess block tas bort.", confirmText: "Ta bort", cancelText: "Behåll" } },
};

export const Imperative: StoryObj = {
  render: () => <OpenAndShowAnswer open={() => confirmDialog({ message: "Send the selected catalog requests?" })} />,
};
