import { Button, ButtonGroup } from "@blueprintjs/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { toast } from "./toaster.ts";

/** Top-centre toasts that close after 5000 ms; without a text they show the default notices. */
const meta: Meta = {
  title: "Shell/Toaster",
  render: () => (
    <ButtonGroup>
      <Button intent="success" text="Success" onClick={() => toast.success()} />
      <Button intent="warning" text="Warning" onClick={() => toast.warning()} />
      <Button intent="primary" text="Info" onClick={() => toast.info()} />
      <Button intent="danger" text="Error" onClick={() => toast.error()} />
      <Button text="Custom text" onClick={() => toast.success("Saved Account")} />
    </ButtonGroup>
  ),
};
export default meta;

export const DefaultNotices: StoryObj = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ["Success", "Warning", "Info", "Error"]) await userEvent.click(canvas.getByRole("button", { name }));
    const toasts = within(document.body);
    await expect(await toasts.findByText("Åtgärden lyckades.")).toBeInTheDocument();
    await expect(await toasts.findByText("Ett fel uppstod.")).toBeInTheDocument();
  },
};

export const CustomText: StoryObj = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Custom text" }));
    await expect(await within(document.body).findByText("Saved Account")).toBeInTheDocument();
  },
};
