import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, http, HttpResponse } from "msw";
import { RegisteredScreenFrame } from "../common/RegisteredScreenFrame.tsx";
import { accountHandlers } from "./accountHandlers.ts";

const ACCOUNTS_ROUTE = "/app/administrators/accounts";

/** The accounts screen (YAML screen plus its extension) against msw data. */
const meta = {
  title: "Accounts/AccountsScreen",
  component: RegisteredScreenFrame,
  args: { path: ACCOUNTS_ROUTE },
  parameters: { layout: "fullscreen", msw: { handlers: accountHandlers } },
} satisfies Meta<typeof RegisteredScreenFrame>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithAccounts: Story = {};
/** Searched for 'ek': the search is in the URL and sent as the list's query parameter. */
export const Searched: Story = { args: { route: `${ACCOUNTS_ROUTE}?filters=${encodeURIComponent('{"query":"ek"}')}` } };
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
