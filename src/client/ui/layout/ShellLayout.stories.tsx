import { useState } from "react";
import { HTMLSelect, NonIdealState } from "@blueprintjs/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ShellLayout } from "./ShellLayout.tsx";
import type { SidebarEntry } from "./sidebarEntries.ts";
import { SidebarMenu } from "./SidebarMenu.tsx";
import { TopBar } from "./TopBar.tsx";

const entries: SidebarEntry[] = [
  { id: "dashboard", labelKey: "shell.menu.dashboard", icon: "dashboard", route: "/app/dashboard" },
  {
    id: "administrators",
    labelKey: "shell.menu.administrators",
    icon: "people",
    children: [
      { id: "accounts", labelKey: "shell.menu.accounts", icon: "person", route: "/app/administrators/accounts" },
      { id: "regionGroups", labelKey: "shell.menu.regionGroups", icon: "group-objects", route: "/app/administrators/region-groups" },
    ],
  },
  { id: "catalogRequests", labelKey: "shell.menu.catalogRequests", icon: "book", route: "/app/catalog-order" },
  { id: "warranty", labelKey: "shell.menu.warranty", icon: "endorsed", route: "/app/warranty" },
];

interface Args {
  isMobile: boolean;
  isSidebarCollapsed: boolean;
}

/** The logged-in frame: top bar, sidebar menu (gated entries), screen area. */
const meta: Meta<Args> = {
  title: "Shell/Layout",
  parameters: { layout: "fullscreen" },
  args: { isMobile: false, isSidebarCollapsed: false },
  render: function Frame({ isMobile, isSidebarCollapsed }) {
    const [isMenuOpen, setMenuOpen] = useState(false);
    return (
      <div style={{ height: 480 }}>
        <ShellLayout
          isMobile={isMobile}
          isSidebarCollapsed={isSidebarCollapsed}
          isMenuOpen={isMenuOpen}
          onMenuClose={() => setMenuOpen(false)}
          topBar={
            <TopBar
              appName="Back-office"
              userName="Astrid Berg"
              languageSelect={<HTMLSelect aria-label="Språk" minimal options={["Svenska", "English"]} />}
              isMobile={isMobile}
              isSidebarCollapsed={isSidebarCollapsed}
              onToggleMenu={() => setMenuOpen(true)}
              onLogout={fn()}
            />
          }
          sidebar={
            <SidebarMenu entries={entries} currentPath="/app/administrators/accounts" isCollapsed={!isMobile && isSidebarCollapsed} />
          }
        >
          <NonIdealState title="Screen" description="The current screen renders here." />
        </ShellLayout>
      </div>
    );
  },
};
export default meta;

export const Desktop: StoryObj<Args> = {};
export const CollapsedSidebar: StoryObj<Args> = { args: { isSidebarCollapsed: true } };
export const Mobile: StoryObj<Args> = { args: { isMobile: true }, parameters: { viewport: { defaultViewport: "mobile1" } } };
