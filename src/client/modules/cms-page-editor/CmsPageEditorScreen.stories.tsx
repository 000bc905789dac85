import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { MockSessionFrame, type MockSessionFrameProps } from "../../app/testing/MockSessionFrame.tsx";
import { CmsPageEditorScreen } from "./CmsPageEditorScreen.tsx";
import { aboutPage, pageEditorHandlers } from "./pageEditorFixtures.ts";

type Args = { id: string; permissions: MockSessionFrameProps["permissions"] };

/** The page editor on msw data: the English 'About us' page and its blocks' Swedish versions. */
const meta = {
  title: "CMS/CmsPageEditorScreen",
  // The shell hands the screen its route's parameter (/app/cms/content/page/{id}).
  render: ({ id, permissions }: Args) => (
    <MockSessionFrame route={`/app/cms/content/page/${id}`} permissions={permissions}>
      <CmsPageEditorScreen params={{ id }} />
    </MockSessionFrame>
  ),
  args: { id: "7", permissions: ["all"] },
  parameters: { layout: "fullscreen", msw: { handlers: pageEditorHandlers() } },
} satisfies Meta<Args>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Three blocks: a text header, a text story and a popup. */
export const Page: Story = {};
/** A page with a slideshow, an image list and a video list. */
export const Showroom: Story = { args: { id: "8" } };
/** An account with cms only: no SEO part, and the block editor's design part says it needs Website Design. */
export const WithoutDesignRight: Story = { args: { permissions: ["cms"] } };
/** A page without blocks yet. */
export const EmptyPage: Story = { parameters: { msw: { handlers: pageEditorHandlers({ ...aboutPage, blocks: [] }) } } };
/** The page cannot be read. */
export const LoadFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get("*/cms/editor/page", () =>
          HttpResponse.json({ error: { code: "NOT_FOUND", message: "CMS page not found." } }, { status: 404 }),
        ),
      ],
    },
  },
};
/** The address names no page (its id is not a page id). */
export const NoPage: Story = { args: { id: "abc" } };
