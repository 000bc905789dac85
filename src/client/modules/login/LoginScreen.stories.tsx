import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { loginMockHandlers } from "./loginMockHandlers.ts";
import { LoginWithLanding } from "./LoginWithLanding.tsx";

/** #/page/login with the login call answered by msw in each state. */
const meta: Meta = {
  title: "Shell/LoginScreen",
  parameters: { layout: "fullscreen" },
  render: () => <LoginWithLanding />,
};
export default meta;
type Story = StoryObj;

async function fillAndSubmit(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText("E-post"), "admin@example.com");
  await userEvent.type(canvas.getByLabelText("Lösenord"), "correct-horse-battery");
  await userEvent.click(canvas.getByRole("button", { name: "Logga in" }));
  return canvas;
}

export const Empty: Story = {};

export const InvalidFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Logga in" }));
    await expect(await canvas.findByText("Ange din e-postadress.")).toBeInTheDocument();
    await expect(canvas.getByText("Ange ditt lösenord.")).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: loginMockHandlers.neverAnswers } },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(canvas.getByRole("button", { name: "Logga in" })).toHaveAttribute("aria-busy", "true");
  },
};

export const IncorrectCredentials: Story = {
  parameters: { msw: { handlers: loginMockHandlers.incorrect } },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByText("Felaktiga inloggningsuppgifter.")).toBeInTheDocument();
  },
};

export const ServerRequestError: Story = {
  parameters: { msw: { handlers: loginMockHandlers.networkError } },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByText("Fel vid anrop till servern")).toBeInTheDocument();
    await expect(canvas.getByText("Misslyckades")).toBeInTheDocument();
  },
};

export const Success: Story = {
  parameters: { msw: { handlers: loginMockHandlers.success } },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByText("Logged in, now at /app")).toBeInTheDocument();
  },
};
