// @vitest-environment happy-dom
import { composeStories } from "@storybook/react-vite";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderStory } from "../common/testing.tsx";
import { setupTestServer } from "../common/testServer.ts";
import { accounts } from "./accountFixtures.ts";
import * as stories from "./AccountsScreen.stories.tsx";

const { WithAccounts, NoMatches, LoadFails } = composeStories(stories);

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() }));
const confirmDialog = vi.hoisted(() => vi.fn(async (_options: { message: string }) => true));
vi.mock("../../ui/toaster.ts", () => ({ toast }));
vi.mock("../../ui/dialogs/confirmDialog.tsx", () => ({ confirmDialog }));

const deleted: string[] = [];
const server = setupTestServer();
// Refuses to delete the last 'All' account (1), as the server does; records the others.
const deleteHandler = http.delete("*/rest/admin/accounts/:id", ({ params }) => {
  deleted.push(String(params.id));
  return params.id === "1"
    ? HttpResponse.json(
        {
          error: { code: "CONFLICT", message: "This is the last account with the permission 'All'; give 'All' to another account first." },
        },
        { status: 409 },
      )
    : new HttpResponse(null, { status: 204 });
});

function renderList() {
  renderStory(WithAccounts, server);
  server.use(deleteHandler);
}

afterEach(() => {
  deleted.length = 0;
  vi.clearAllMocks();
});

const row = (text: string) => screen.getByText(text).closest("tr")!;

describe("AccountsScreen", () => {
  it("lists accounts with their permission names", async () => {
    renderList();
    expect(await screen.findByText("Johan Ek")).toBeTruthy();
    expect(within(row("Johan Ek")).getByText("Catalog Requests, Point of Sales, Dashboard")).toBeTruthy();
    expect(within(row("Astrid Berg")).getByText("All")).toBeTruthy();
  });

  it("deletes after 'Are you sure you want to delete {full name}'", async () => {
    renderList();
    await screen.findByText("Johan Ek");
    // From now on the server has the account no more.
    server.use(http.get("*/rest/admin/accounts", () => HttpResponse.json(accounts.filter((account) => account.id !== 2))));
    fireEvent.click(within(row("Johan Ek")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Deleted!"));
    expect(confirmDialog).toHaveBeenCalledWith({ message: "Are you sure you want to delete Johan Ek" });
    expect(deleted).toEqual(["2"]);
    // The list is read again and the row is gone.
    await waitFor(() => expect(screen.queryByText("Johan Ek")).toBeNull());
  });

  it("deletes nothing when the confirmation is cancelled", async () => {
    confirmDialog.mockResolvedValueOnce(false);
    renderList();
    await screen.findByText("Johan Ek");
    fireEvent.click(within(row("translator@example.com")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(confirmDialog).toHaveBeenCalled());
    // No name: the e-mail stands in so the question names someone.
    expect(confirmDialog).toHaveBeenCalledWith({ message: "Are you sure you want to delete translator@example.com" });
    expect(deleted).toEqual([]);
  });

  it("shows the server's reason when a delete is refused", async () => {
    renderList();
    await screen.findByText("Astrid Berg");
    fireEvent.click(within(row("Astrid Berg")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(String(toast.error.mock.calls[0]![0])).toContain("last account with the permission 'All'");
  });

  it("says when no account matches", async () => {
    renderStory(NoMatches, server);
    expect(await screen.findByText("No accounts match.")).toBeTruthy();
  });

  it("says so when the list cannot be loaded", async () => {
    renderStory(LoadFails, server);
    expect((await screen.findByRole("alert")).textContent).toContain("Could not retrieve accounts");
  });

  it("opens an empty dialog for a new account", async () => {
    renderList();
    await screen.findByText("Johan Ek");
    fireEvent.click(screen.getByRole("button", { name: "New account" }));
    expect((screen.getByLabelText("E-mail (required)") as HTMLInputElement).value).toBe("");
  });
});
