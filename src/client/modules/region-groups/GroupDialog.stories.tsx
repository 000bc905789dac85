import type { Meta, StoryObj } from "@storybook/react-vite";
import { draftFromGroup, newGroupDraft } from "./groupDraft.ts";
import { GroupDialog } from "./GroupDialog.tsx";
import { regionGroupHandlers } from "./regionGroupHandlers.ts";
import { groupTree } from "./regionGroupFixtures.ts";

const meta = {
  title: "Region groups/GroupDialog",
  component: GroupDialog,
  args: { tree: groupTree, onClose: () => {} },
  parameters: { msw: { handlers: regionGroupHandlers } },
} satisfies Meta<typeof GroupDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NewGroup: Story = { args: { initial: newGroupDraft() } };
/** Sweden and two stores belong to the Sweden sub-group, so they are disabled here. */
export const EditParentGroup: Story = { args: { initial: draftFromGroup(groupTree[0]!) } };
