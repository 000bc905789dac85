import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { noticeDialog, NoticeDialogView } from "./noticeDialog.tsx";
import { OpenAndShowAnswer } from "./OpenAndShowAnswer.tsx";

/** A message with a Close button (the menu's load failure uses it). */
const meta: Meta<typeof NoticeDialogView> = {
  title: "Shell/Dialogs/Notice",
  component: NoticeDialogView,
  args: { isOpen: true, level: 1, settle: fn(), remove: fn(), options: { message: "Failure loading menu" } },
};
export default meta;

export const Default: StoryObj<typeof NoticeDialogView> = {};

export const Imperative: StoryObj = {
  render: () => <OpenAndShowAnswer open={() => noticeDialog({ title: "Information", message: "The export has started." })} />,
};
