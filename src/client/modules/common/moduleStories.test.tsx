// @vitest-environment happy-dom
import { composeStories } from "@storybook/react-vite";
import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, expect, it, vi } from "vitest";
import { testEveryStory } from "./storyTests.tsx";
import { setupTestServer } from "./testServer.ts";

// Every story of the hand-written modules this file's neighbours own renders with its own msw
// data and shows what its name promises: a broken story fails CI, not only Storybook.
const files = import.meta.glob<Parameters<typeof composeStories>[0]>(["../{dashboard,accounts,region-groups}/*.stories.tsx"], {
  eager: true,
});

// The first story of a screen waits for its lazy chunks (the screen engine, chart.js).
const options = { timeout: 20_000 };

/** Waits until a text shows (more than once is fine: a dialog's title also names its group). */
const text = (shown: string | RegExp) => async () => {
  expect((await screen.findAllByText(shown, undefined, options)).length).toBeGreaterThan(0);
};
const heading = (name: string) => async () => {
  expect(await screen.findByRole("heading", { name }, options)).toBeTruthy();
};
/** Each in turn, the later ones once the first shows. */
const all =
  (...expectations: (() => Promise<void>)[]) =>
  async () => {
    for (const expectation of expectations) await expectation();
  };
/** A card or screen still waiting for its data: its heading over a spinner. */
const loading = (title: string, spinners = 1) =>
  all(heading(title), async () => {
    expect(screen.getAllByRole("progressbar")).toHaveLength(spinners);
  });
/** A chart drawn by chart.js: the canvas named by its title. */
const chart = (title: string) => async () => {
  expect(await screen.findByRole("img", { name: title }, options)).toBeTruthy();
};
const checked = (name: string) => async () => {
  expect(((await screen.findByRole("checkbox", { name }, options)) as HTMLInputElement).checked).toBe(true);
};

const REPORT_FAILED = "Could not retrieve the report";
const CATALOG_WEEKS = "Catalog requests per week (last 10 weeks)";

/** What each story shows once its answers are in, per stories file and story name. */
const SHOWS: Record<string, Record<string, () => Promise<void>>> = {
  "../dashboard/ApdexFigure.stories.tsx": {
    Good: text("5120 satisfied, 610 tolerating, 126 frustrated of 5856 requests"),
    Poor: text("2000 satisfied, 1200 tolerating, 1400 frustrated of 4600 requests"),
    NoRequests: text("No requests were measured in this period."),
    Loading: loading("Apdex"),
    Failed: text(REPORT_FAILED),
  },
  "../dashboard/DashboardScreen.stories.tsx": {
    WithReports: async () => {
      await waitFor(() => expect(screen.getAllByRole("img")).toHaveLength(4), options);
      expect(await screen.findByText("2,371", undefined, options)).toBeTruthy();
    },
    // Four charts, the apdex and the page views.
    Loading: loading("Dashboard", 6),
    ReportsFail: async () => {
      await waitFor(() => expect(screen.getAllByText(REPORT_FAILED)).toHaveLength(6), options);
    },
  },
  "../dashboard/PageViewsCard.stories.tsx": {
    WithViews: all(text("2,371"), text("app.catalog-order.list")),
    // The total over a table without rows.
    NoViews: all(text("0"), async () => {
      expect(screen.getByRole("columnheader", { name: "Screen" })).toBeTruthy();
    }),
    Loading: loading("Page views (last 7 days)"),
    Failed: text(REPORT_FAILED),
  },
  "../dashboard/StackedBarChart.stories.tsx": {
    CatalogRequestsPerWeek: chart(CATALOG_WEEKS),
    CatalogRequestsPerMonth: chart("Catalog requests per month (last 6 months)"),
    MeetingRequestsPerWeek: chart("Meeting requests per week (last 10 weeks)"),
    Loading: loading(CATALOG_WEEKS),
    Empty: text("No requests in this period."),
    Failed: async () => {
      expect((await screen.findByRole("alert", undefined, options)).textContent).toBe(REPORT_FAILED);
    },
  },
  "../accounts/AccountDialog.stories.tsx": {
    NewAccount: heading("New account"),
    EditAccount: heading("Edit Johan Ek"),
    Administrator: heading("Edit Astrid Berg"),
    // The refusal shows only after Save; unsaved, the dialog is the edit dialog.
    SaveRefused: heading("Edit Johan Ek"),
  },
  "../accounts/AccountsScreen.stories.tsx": {
    WithAccounts: all(text("Johan Ek"), text("Astrid Berg")),
    Searched: all(text("Johan Ek"), async () => {
      expect((screen.getByRole("searchbox", { name: "Search" }) as HTMLInputElement).value).toBe("ek");
    }),
    NoMatches: text("No accounts match."),
    Loading: all(heading("Accounts"), text("Loading…")),
    LoadFails: text("Could not retrieve accounts"),
  },
  "../accounts/PermissionToggles.stories.tsx": {
    SomePermissions: checked("Catalog Requests"),
    All: checked("All"),
    Saving: text("Saving…"),
    Saved: text("Saved"),
    Failed: text("Failed"),
    WithSaving: text('stored: ["dashboard"]'),
  },
  "../region-groups/GroupDialog.stories.tsx": {
    NewGroup: heading("New region group"),
    EditParentGroup: heading("Edit Nordics"),
  },
  "../region-groups/GroupMembersDialog.stories.tsx": {
    Members: heading("Accounts in Nordics"),
  },
  "../region-groups/RegionGroupsScreen.stories.tsx": {
    WithGroups: async () => {
      const tree = await screen.findByRole("navigation", { name: "Region groups" }, options);
      expect(await within(tree).findByText("Nordics", undefined, options)).toBeTruthy();
    },
    NoGroups: text("There are no region groups yet."),
    LoadFails: text("Could not retrieve region groups"),
  },
};

const server = setupTestServer();
beforeAll(() => {
  // happy-dom has no canvas: chart.js reports it and draws nothing.
  vi.spyOn(console, "error").mockImplementation(() => {});
});

it("names what every story shows, and no story that is gone", () => {
  const stories = Object.fromEntries(Object.entries(files).map(([file, module]) => [file, Object.keys(composeStories(module)).sort()]));
  const expected = Object.fromEntries(Object.entries(SHOWS).map(([file, shows]) => [file, Object.keys(shows).sort()]));
  expect(stories).toEqual(expected);
});

// One file at a time: story names (Loading, Failed) repeat across files.
for (const [file, stories] of Object.entries(files)) {
  testEveryStory({ [file]: stories }, server, async (name) => {
    const shows = SHOWS[file]?.[name];
    if (!shows) throw new Error(`${file}: story ${name} has no expectation in SHOWS; say what it shows`);
    await shows();
    expect(screen.queryByText(/Something went wrong when/)).toBeNull();
  });
}
