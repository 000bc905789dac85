import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { MockSessionFrame, type MockSessionFrameProps } from "../../app/testing/MockSessionFrame.tsx";
import { CmsPageEditorScreen } from "./CmsPageEditorScreen.tsx";
import { aboutPage, pageEditorHandlers } from "./pageEditorFixtures.ts";

type Args = { route: string; permissions: MockSessionFrameProps["permissions"] };

/** The page editor on msw data: the English 'About us' page and its blocks' Swedish versions. */
const meta = {
  title: "CMS/CmsPageEditorScreen",
  render: ({ route, permissions }: Args) => (
    <MockSessionFrame route={route} permissions={permissions}>
      <CmsPageEditorScreen />
    </MockSessionFrame>
  ),
  args: { route: "/app/cms/content/page/7", permissions: ["all"] },
  parameters: { layout: "fullscreen", msw: { handlers: pageEditorHandlers() } },
} satisfies Meta<Args>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Three blocks: a text header, a text story and a popup. */
export const Page: Story = {};
/** The page named by ?id= instead of the path. */
export const ByQuery: Story = { args: { route: "/app/cms/content/page?id=7" } };
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
/** No page in the address. */
export const NoPage: Story = { args: { route: "/app/cms/content/page" } };
