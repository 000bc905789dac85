import type { Meta, StoryObj } from "@storybook/react-vite";
import { RegisteredScreenFrame } from "../common/RegisteredScreenFrame.tsx";
import { mediaListHandlers, mediaListsUnavailable } from "./mediaListHandlers.ts";

/**
 * The media tables (YAML screens): History, the media orders newest first, and Total Downloads,
 * each person's downloads most first, against msw data.
 */
const meta = {
  title: "Media/MediaListScreens",
  args: { path: "/app/media/history" },
  render: ({ path }) => <RegisteredScreenFrame path={path} permissions={["media"]} />,
  parameters: { layout: "fullscreen", msw: { handlers: mediaListHandlers() } },
} satisfies Meta<{ path: string }>;
export default meta;

type Story = StoryObj<typeof meta>;

export const History: Story = {};
export const TotalDownloads: Story = { args: { path: "/app/media/total-downloads" } };
/** The server cannot answer: the catalogue's load failure. */
export const HistoryUnavailable: Story = { parameters: { msw: { handlers: mediaListsUnavailable } } };
