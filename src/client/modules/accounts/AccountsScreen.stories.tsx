import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, http, HttpResponse } from "msw";
import { accountHandlers } from "./accountHandlers.ts";
import { AccountsScreen } from "./AccountsScreen.tsx";

const meta = {
  title: "Accounts/AccountsScreen",
  component: AccountsScreen,
  parameters: { layout: "fullscreen", msw: { handlers: accountHandlers } },
} satisfies Meta<typeof AccountsScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithAccounts: Story = {};
export const NoMatches: Story = {
  parameters: { msw: { handlers: [http.get("*/rest/admin/accounts", () => HttpResponse.json([])), ...accountHandlers] } },
};
export const Loading: Story = { parameters: { msw: { handlers: [http.get("*/rest/admin/accounts", () => delay("infinite"))] } } };
export const LoadFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get("*/rest/admin/accounts", () => HttpResponse.json({ error: { code: "DB_UNAVAILABLE", message: "down" } }, { status: 503 })),
      ],
    },
  },
};
