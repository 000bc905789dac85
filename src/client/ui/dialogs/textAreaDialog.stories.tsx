import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { textAreaDialog, TextAreaDialogView } from "./textAreaDialog.tsx";
import { OpenAndShowAnswer } from "./OpenAndShowAnswer.tsx";

/** Edits a longer text; OK gives the text, any cancel gives null. */
const meta: Meta<typeof TextAreaDialogView> = {
  title: "Shell/Dialogs/TextArea",
  component: TextAreaDialogView,
  args: { isOpen: true, level: 1, settle: fn(), remove: fn(), options: { title: "Meta description", value: "Sängar för bättre sömn." } },
};
export default meta;

export const Default: StoryObj<typeof TextAreaDialogView> = {
  play: async ({ args }) => {
    const dialog = within(document.body);
    const input = await dialog.findByRole("textbox", { name: "Meta description" });
    await userEvent.clear(input);
    await userEvent.type(input, "Handgjorda sängar");
    await userEvent.click(dialog.getByRole("button", { name: "OK" }));
    await expect(args.settle).toHaveBeenCalledWith("Handgjorda sängar");
  },
};

export const Imperative: StoryObj = {
  render: () => <OpenAndShowAnswer open={() => textAreaDialog({ title: "Comment", value: "" })} />,
};
