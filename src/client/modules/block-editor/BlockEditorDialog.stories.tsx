import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { MockSessionFrame, type MockSessionFrameProps } from "../../app/testing/MockSessionFrame.tsx";
import { aboutPage, pageEditorHandlers, showroomPage } from "../cms-page-editor/pageEditorFixtures.ts";
import { BlockEditorDialog } from "./BlockEditorDialog.tsx";
import type { BlockInput } from "./blockTypes.ts";

type Args = { block: BlockInput; permissions: MockSessionFrameProps["permissions"] };

function Harness({ block }: { block: BlockInput }) {
  const [applied, setApplied] = useState<BlockInput | null>(null);
  const [slidesSaved, setSlidesSaved] = useState("");
  return (
    <>
      <BlockEditorDialog
        block={block}
        siteId={1}
        siblingBlockIds={["blk-about-1"]}
        onApply={setApplied}
        onCancel={() => {}}
        onSlidesSaved={(saved) => setSlidesSaved(`saved at ${saved.updatedAt}`)}
        onSlidesStale={() => setSlidesSaved("stale")}
      />
      <pre data-testid="applied">{applied ? JSON.stringify(applied.data) : ""}</pre>
      <pre data-testid="applied-version">{applied?.updatedAt ?? ""}</pre>
      <pre data-testid="slides-saved">{slidesSaved}</pre>
    </>
  );
}

/** The block editor dialog on msw data; what Apply hands back (and what a slides save told) is printed under it. */
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
/** A stored slideshow: its slides in a compact list, saved on their own (update-slides). */
export const Slideshow: Story = { args: { block: showroomPage.blocks[0]! } };
/** A new slideshow: its slides go with the page's save. */
export const NewSlideshow: Story = {
  args: { block: { id: null, class: "slideshow", blockId: null, sortOrder: 3, data: { slides: [{ header: "First" }] } } },
};
/** An image list: header and preamble, its cells in a compact list (add, remove, move, edit, upload an image). */
export const ImageList: Story = { args: { block: showroomPage.blocks[1]! } };
/** A video list: its cells in a compact list, each able to take a video from the video list. */
export const VideoList: Story = { args: { block: showroomPage.blocks[2]! } };
