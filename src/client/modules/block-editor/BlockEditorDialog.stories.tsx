import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { MockSessionFrame, type MockSessionFrameProps } from "../../app/testing/MockSessionFrame.tsx";
import { aboutPage, pageEditorHandlers } from "../cms-page-editor/pageEditorFixtures.ts";
import { BlockEditorDialog } from "./BlockEditorDialog.tsx";
import type { BlockInput } from "./blockTypes.ts";

type Args = { block: BlockInput; permissions: MockSessionFrameProps["permissions"] };

function Harness({ block }: { block: BlockInput }) {
  const [applied, setApplied] = useState<BlockInput | null>(null);
  return (
    <>
      <BlockEditorDialog block={block} siteId={1} siblingBlockIds={["blk-about-1"]} onApply={setApplied} onCancel={() => {}} />
      <pre data-testid="applied">{applied ? JSON.stringify(applied.data) : ""}</pre>
    </>
  );
}

/** The block editor dialog on msw data; what Apply hands back is printed under it. */
const meta = {
  title: "CMS/BlockEditorDialog",
  render: ({ block, permissions }: Args) => (
    <MockSessionFrame route="/app/cms/content/page/7" permissions={permissions}>
      <Harness block={block} />
    </MockSessionFrame>
  ),
  args: { block: aboutPage.blocks[0]!, permissions: ["all"] },
  parameters: { msw: { handlers: pageEditorHandlers() } },
} satisfies Meta<Args>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A text header (hand-made template), with its Swedish version. */
export const TextHeader: Story = {};
/** A text story (hand-made template). */
export const TextStory: Story = { args: { block: aboutPage.blocks[1]! } };
/** A popup: its form from the contract's schema and its display rules. */
export const Popup: Story = { args: { block: aboutPage.blocks[2]! } };
/** An informative image: the form drawn from its class's schema, points included. */
export const InformativeImage: Story = {
  args: {
    block: {
      id: 74,
      class: "informative_image",
      blockId: "blk-about-4",
      sortOrder: 3,
      data: { header: "The frame", points: [{ horizontalPos: 20.5, verticalPos: 40, header: "Pine" }] },
    },
  },
};
/** A new block (text header by default): no language versions until the page is saved. */
export const NewBlock: Story = { args: { block: { id: null, class: "text_header", blockId: null, sortOrder: 3, data: {} } } };
/** Without cmsDesign the Advanced tab says the design needs Website Design. */
export const WithoutDesignRight: Story = { args: { permissions: ["cms"] } };
