import type { Meta, StoryObj } from "@storybook/react-vite";
import { VideoDialog } from "./VideoDialog.tsx";
import { refusingVideoHandlers, videoHandlers } from "./videoHandlers.ts";

/** The video dialog: the general pane, a version per site language, and where the video may be shown. */
const meta = {
  title: "Videos/VideoDialog",
  component: VideoDialog,
  args: { videoId: 1, onSaved: () => {}, onClose: () => {} },
  parameters: { msw: { handlers: videoHandlers() } },
} satisfies Meta<typeof VideoDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A video with a Swedish version, shown by two partner pages. */
export const EditVideo: Story = {};
/** A video every partner page may show, without versions. */
export const AvailableToAll: Story = { args: { videoId: 2 } };
/** A video with no title fields: 'undefined name'. */
export const UndefinedName: Story = { args: { videoId: 3 } };
/** The server refuses the save field by field: 'Problems when saving video' with each field. */
export const SaveRefused: Story = { parameters: { msw: { handlers: refusingVideoHandlers() } } };
