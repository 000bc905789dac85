import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { mediaHandlers } from "./mediaHandlers.ts";
import { MediaManagerScreen } from "./MediaManagerScreen.tsx";

const meta = {
  title: "Media/MediaManagerScreen",
  component: MediaManagerScreen,
  parameters: { layout: "fullscreen", msw: { handlers: mediaHandlers } },
} satisfies Meta<typeof MediaManagerScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithFolders: Story = {};
/** Beds chosen: its form and its media with their download counts and order buttons. */
export const FolderOpen: Story = { args: { initialFolderId: 10 } };
export const NoFolders: Story = {
  parameters: { msw: { handlers: [http.get("*/rest/media/folders", () => HttpResponse.json([])), ...mediaHandlers] } },
};
export const LoadFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get("*/rest/media/folders", () => HttpResponse.json({ error: { code: "DB_UNAVAILABLE", message: "down" } }, { status: 503 })),
      ],
    },
  },
};
