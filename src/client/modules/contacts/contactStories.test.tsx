// @vitest-environment happy-dom
import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import type { RequestHandler } from "msw";
import { describe, expect, it, vi } from "vitest";
import { ShellTestProviders } from "../../app/testing/ShellTestProviders.tsx";
import { setupTestServer } from "../common/testServer.ts";
import * as stories from "./ContactDialog.stories.tsx";

vi.mock("../../ui/toaster.ts", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

// Every story of the contact dialog renders with its own msw data and shows what it is about:
// a broken story fails CI, not only Storybook.
const server = setupTestServer();

type ComposedStory = (() => ReactElement) & { parameters?: { msw?: { handlers?: RequestHandler[] } } };

/** What each story shows once its answers are in. */
const SHOWS: Record<string, RegExp> = {
  EditContact: /^Contact Anna Berglund$/,
  Emails: /^anna@work\.example\.se$/,
  CreateAccount: /^The username is free\.$/,
  WithAccount: /^The contact has a portal account: jan@example\.nl$/,
  CatalogOrders: /^Unmatched\/Retry$/,
  NewContact: /^New contact$/,
  OpenFailed: /^An error occurred when opening contact 7$/,
};

describe("the contact dialog's stories", () => {
  const composed = Object.entries(composeStories(stories)) as [string, ComposedStory][];
  it("cover every state named here", () => {
    expect(composed.map(([name]) => name).sort()).toEqual(Object.keys(SHOWS).sort());
  });
  it.each(composed)("%s renders", async (name, Story) => {
    server.use(...(Story.parameters?.msw?.handlers ?? []));
    render(
      <ShellTestProviders>
        <Story />
      </ShellTestProviders>,
    );
    expect((await screen.findAllByText(SHOWS[name]!, undefined, { timeout: 10_000 })).length).toBeGreaterThan(0);
  });
});
