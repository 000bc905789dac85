// @vitest-environment happy-dom
import { composeStories } from "@storybook/react-vite";
import { screen } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { testEveryStory } from "../common/storyTests.tsx";
import { setupTestServer } from "../common/testServer.ts";
import * as stories from "./ContactDialog.stories.tsx";

vi.mock("../../ui/toaster.ts", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

/** What each story of the contact dialog shows once its answers are in. */
const SHOWS: Record<string, RegExp> = {
  EditContact: /^Contact Anna Berglund$/,
  Emails: /^anna@work\.example\.se$/,
  CreateAccount: /^The username is free\.$/,
  WithAccount: /^The contact has a portal account: jan@example\.nl$/,
  CatalogOrders: /^Unmatched\/Retry$/,
  NewContact: /^New contact$/,
  OpenFailed: /^An error occurred when opening contact 7$/,
};

it("the contact dialog's stories cover every state named here", () => {
  expect(Object.keys(composeStories(stories)).sort()).toEqual(Object.keys(SHOWS).sort());
});

// Every story renders with its own msw data and shows what it is about: a broken story fails CI, not only Storybook.
testEveryStory({ "ContactDialog.stories.tsx": stories }, setupTestServer(), async (name) => {
  expect((await screen.findAllByText(SHOWS[name]!, undefined, { timeout: 10_000 })).length).toBeGreaterThan(0);
});
