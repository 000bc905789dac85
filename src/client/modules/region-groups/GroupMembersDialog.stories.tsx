import type { Meta, StoryObj } from "@storybook/react-vite";
import { accounts } from "../accounts/accountFixtures.ts";
import { GroupMembersDialog } from "./GroupMembersDialog.tsx";
import { regionGroupHandlers } from "./regionGroupHandlers.ts";
import { groupTree } from "./regionGroupFixtures.ts";

const meta = {
  title: "Region groups/GroupMembersDialog",
  component: GroupMembersDialog,
  args: { group: groupTree[0]!, accounts, onClose: () => {} },
  parameters: { msw: { handlers: regionGroupHandlers } },
} satisfies Meta<typeof GroupMembersDialog>;
export default meta;

export const Members: StoryObj<typeof meta> = {};
