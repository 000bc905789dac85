import type { Meta, StoryObj } from "@storybook/react-vite";
import { RegisteredScreenFrame } from "../common/RegisteredScreenFrame.tsx";
import { videoHandlers } from "./videoHandlers.ts";

/** The video list (YAML screen plus its extension) against msw data: by header, filtered by availability, the video dialog. */
const meta = {
  title: "Videos/VideosScreen",
  render: () => <RegisteredScreenFrame path="/app/media/video" permissions={["media"]} />,
  parameters: { layout: "fullscreen", msw: { handlers: videoHandlers() } },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

export const Videos: Story = {};
