import type { Meta, StoryObj } from "@storybook/react-vite";
import { accounts } from "./accountFixtures.ts";
import { accountHandlers, failingSaveHandlers } from "./accountHandlers.ts";
import { AccountDialog } from "./AccountDialog.tsx";

const meta = {
  title: "Accounts/AccountDialog",
  component: AccountDialog,
  args: { onClose: () => {} },
  parameters: { msw: { handlers: accountHandlers } },
} satisfies Meta<typeof AccountDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NewAccount: Story = { args: { account: null } };
export const EditAccount: Story = { args: { account: accounts[1]! } };
export const Administrator: Story = { args: { account: accounts[0]! } };
export const SaveRefused: Story = {
  args: { account: accounts[1]! },
  parameters: { msw: { handlers: [...failingSaveHandlers, ...accountHandlers] } },
};
