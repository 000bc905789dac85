// @vitest-environment happy-dom
import { Classes } from "@blueprintjs/core";
import { composeStories } from "@storybook/react-vite";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderStory } from "../common/testing.tsx";
import { setupTestServer } from "../common/testServer.ts";
import * as stories from "./RegionGroupsScreen.stories.tsx";

const { WithGroups, NoGroups } = composeStories(stories);

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() }));
const confirmDialog = vi.hoisted(() => vi.fn(async (_options: { message: string }) => true));
vi.mock("../../ui/toaster.ts", () => ({ toast }));
vi.mock("../../ui/dialogs/confirmDialog.tsx", () => ({ confirmDialog }));

const writes: { method: string; path: string; body: any }[] = [];
const reads: string[] = [];
const server = setupTestServer();
server.events.on("request:start", async ({ request }) => {
  if (request.method === "GET") reads.push(new URL(request.url).pathname);
  else
    writes.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: await request
        .clone()
        .json()
        .catch(() => null),
    });
});
/** How often the screen has read the tree and the accounts so far. */
const readsOfTreeAndAccounts = () => ({
  tree: reads.filter((p) => p === "/rest/region/group/tree").length,
  accounts: reads.filter((p) => p === "/rest/admin/accounts").length,
});
afterEach(() => {
  writes.length = 0;
  reads.length = 0;
  vi.clearAllMocks();
});

const tree = async () => within(await screen.findByRole("navigation", { name: "Region groups" }));

async function selectGroup(name: string) {
  fireEvent.click((await tree()).getByText(name));
  await screen.findByRole("heading", { name });
}

describe("RegionGroupsScreen", () => {
  it("invites to create the first group when there is none", async () => {
    renderStory(NoGroups, server);
    expect(await screen.findByText("There are no region groups yet.")).toBeTruthy();
  });

  it("shows the tree and, for the chosen group, what it handles and its accounts", async () => {
    renderStory(WithGroups, server);
    await selectGroup("Nordics");
    expect(screen.getByText("Johan Ek")).toBeTruthy();
    expect(screen.getByText("Oslo Bogstadveien")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add group under Nordics" })).toBeTruthy();
  });

  it("creates sub groups for handled countries that have none", async () => {
    renderStory(WithGroups, server);
    await selectGroup("Nordics");
    fireEvent.click(screen.getByRole("button", { name: "Add sub groups per country" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Created new sub groups for Norway, Denmark"));
    expect(writes.filter((w) => w.method === "POST").map((w) => w.body.name)).toEqual(["Norway", "Denmark"]);
  });

  it("says 'No new groups to create' when every country has its group", async () => {
    renderStory(WithGroups, server);
    const nordics = (await tree()).getByText("Nordics").closest("li")!;
    fireEvent.click(nordics.querySelector(`.${Classes.TREE_NODE_CARET}`)!); // open Nordics
    await selectGroup("Sweden");
    fireEvent.click(screen.getByRole("button", { name: "Add sub groups per country" }));
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith("No new groups to create"));
    expect(writes).toEqual([]);
  });

  it("saves group accounts as one update per change", async () => {
    renderStory(WithGroups, server);
    await selectGroup("Nordics");
    fireEvent.click(screen.getByRole("button", { name: "Accounts" }));
    fireEvent.click(await screen.findByRole("checkbox", { name: "Astrid Berg (astrid.berg@example.com)" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Johan Ek (johan.ek@example.com)" }));
    const before = readsOfTreeAndAccounts();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(2));
    expect(toast.success).toHaveBeenCalledWith("Added group to the following accounts: Astrid Berg");
    expect(toast.success).toHaveBeenCalledWith("Removed group from the following accounts: Johan Ek");
    expect(writes.map((w) => `${w.method} ${w.path}`).sort()).toEqual(["PUT /rest/admin/accounts/1", "PUT /rest/admin/accounts/2"]);
    // Account writes change the tree's members (the contract's x-invalidates): both are read again.
    await waitFor(() => expect(readsOfTreeAndAccounts()).toEqual({ tree: before.tree + 1, accounts: before.accounts + 1 }));
  });

  it("removes a group after confirmation with 'Removed!'", async () => {
    renderStory(WithGroups, server);
    await selectGroup("Benelux");
    const before = readsOfTreeAndAccounts();
    fireEvent.click(screen.getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Removed!"));
    expect(writes.map((w) => `${w.method} ${w.path}`)).toEqual(["DELETE /rest/region/groups/20"]);
    // The tree, and the accounts that carry their groups, are read again.
    await waitFor(() => expect(readsOfTreeAndAccounts()).toEqual({ tree: before.tree + 1, accounts: before.accounts + 1 }));
  });

  it("says so when a group cannot be removed", async () => {
    renderStory(WithGroups, server);
    server.use(
      http.delete("*/rest/region/groups/:id", () => HttpResponse.json({ error: { code: "INTERNAL", message: "x" } }, { status: 500 })),
    );
    await selectGroup("Benelux");
    fireEvent.click(screen.getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Something went wrong when removing group"));
    expect(confirmDialog).toHaveBeenCalledWith({ message: "Remove Benelux and its sub groups?" });
  });

  it("disables in the dialog what the sub-groups handle, and cancelling says 'Edit cancelled!'", async () => {
    renderStory(WithGroups, server);
    await selectGroup("Nordics");
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe("Nordics");
    const countries = screen.getByLabelText("Countries");
    countries.focus(); // the chooser closes again when its input has no focus
    fireEvent.change(countries, { target: { value: "e" } }); // Sweden, Denmark, Netherlands, Germany
    const sweden = await screen.findByRole("option", { name: /Sweden/ });
    expect(sweden.querySelector('[aria-disabled="true"]')).not.toBeNull(); // Blueprint marks the item inside the option
    expect(screen.getByRole("option", { name: /Germany/ }).querySelector('[aria-disabled="true"]')).toBeNull();
    expect(sweden.textContent).toContain("handled by Sweden");
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(toast.info).toHaveBeenCalledWith("Edit cancelled!");
  });
});
