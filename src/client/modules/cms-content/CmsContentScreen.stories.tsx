import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { MockSessionFrame } from "../../app/testing/MockSessionFrame.tsx";
import { cmsHandlers } from "./cmsHandlers.ts";
import { CmsContentScreen } from "./CmsContentScreen.tsx";

const meta = {
  title: "CMS/CmsContentScreen",
  component: CmsContentScreen,
  render: (args) => (
    <MockSessionFrame route="/app/cms/content">
      <CmsContentScreen {...args} />
    </MockSessionFrame>
  ),
  parameters: { layout: "fullscreen", msw: { handlers: cmsHandlers } },
} satisfies Meta<typeof CmsContentScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The first active site's tab and its tree, nothing chosen yet. */
export const SiteTree: Story = {};
/** Beds chosen: its node fields, content item with its page, and its versions per language. */
export const ItemChosen: Story = { args: { initialSiteId: 1, initialNodeId: 2 } };
/** The inactive site's tab: no content items yet. */
export const EmptySite: Story = { args: { initialSiteId: 3 } };
export const LoadFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get("*/cms/tree", () => HttpResponse.json({ error: { code: "DB_UNAVAILABLE", message: "down" } }, { status: 503 })),
        ...cmsHandlers,
      ],
    },
  },
};
