// @vitest-environment happy-dom
import { composeStories } from "@storybook/react-vite";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ShellTestProviders } from "../../app/testing/ShellTestProviders.tsx";
import { setupTestServer } from "../common/testServer.ts";
import { accounts } from "./accountFixtures.ts";
import * as stories from "./AccountsScreen.stories.tsx";

const { WithAccounts, Searched, NoMatches, LoadFails } = composeStories(stories);

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() }));
const confirmDialog = vi.hoisted(() => vi.fn(async (_options: { message: string }) => true));
vi.mock("../../ui/toaster.ts", () => ({ toast }));
vi.mock("../../ui/dialogs/confirmDialog.tsx", () => ({ confirmDialog }));

const deleted: string[] = [];
const searches: (string | null)[] = [];
const server = setupTestServer();
server.events.on("request:start", ({ request }) => {
  const url = new URL(request.url);
  if (request.method === "GET" && url.pathname === "/rest/admin/accounts") searches.push(url.searchParams.get("query"));
});
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

/** Renders a story as the shell mounts the screen (the engine loads lazily on first open). */
function renderScreen(Story: typeof WithAccounts) {
  server.use(deleteHandler, ...(Story.parameters?.msw?.handlers ?? []));
  return render(
    <ShellTestProviders>
      <Story />
    </ShellTestProviders>,
  );
}

async function renderList() {
  renderScreen(WithAccounts);
  await screen.findByText("Johan Ek", undefined, { timeout: 20_000 });
}

afterEach(() => {
  deleted.length = 0;
  searches.length = 0;
  vi.clearAllMocks();
});

const row = (text: string) => screen.getByText(text).closest("tr")!;

describe("the accounts screen", () => {
  it("lists every account with its permission names and region groups, without a pager", async () => {
    await renderList();
    expect(screen.getByRole("heading", { name: "Accounts" })).toBeTruthy();
    expect(within(row("Johan Ek")).getByText("Catalog Requests, Point of Sales, Dashboard")).toBeTruthy();
    expect(within(row("Johan Ek")).getByText("Sweden")).toBeTruthy();
    expect(within(row("Astrid Berg")).getByText("All")).toBeTruthy();
    expect(screen.getByText("3 rows")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Next page" })).toBeNull();
    // Unpaged: the list is asked for everything, with no search yet.
    expect(searches).toEqual([null]);
  });

  it("searches with the operation's query parameter, kept in the URL", async () => {
    renderScreen(Searched);
    await screen.findByText("Johan Ek", undefined, { timeout: 20_000 });
    expect(searches).toEqual(["ek"]);
    expect((screen.getByRole("searchbox", { name: "Search" }) as HTMLInputElement).value).toBe("ek");
  });

  it("deletes after 'Are you sure you want to delete {full name}'", async () => {
    await renderList();
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
    await renderList();
    fireEvent.click(within(row("translator@example.com")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(confirmDialog).toHaveBeenCalled());
    // No name: the e-mail stands in so the question names someone.
    expect(confirmDialog).toHaveBeenCalledWith({ message: "Are you sure you want to delete translator@example.com" });
    expect(deleted).toEqual([]);
  });

  it("shows the server's reason when a delete is refused", async () => {
    await renderList();
    fireEvent.click(within(row("Astrid Berg")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(String(toast.error.mock.calls[0]![0])).toContain("last account with the permission 'All'");
  });

  it("says when no account matches", async () => {
    renderScreen(NoMatches);
    expect(await screen.findByText("No accounts match.", undefined, { timeout: 20_000 })).toBeTruthy();
  });

  it("says so when the list cannot be loaded", async () => {
    renderScreen(LoadFails);
    expect(await screen.findByText("Could not retrieve accounts", undefined, { timeout: 20_000 })).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith("Could not retrieve accounts");
  });

  it("opens an empty dialog for a new account, and a row's account to edit", async () => {
    await renderList();
    fireEvent.click(screen.getByRole("button", { name: "New account" }));
    expect(((await screen.findByLabelText("E-mail (required)")) as HTMLInputElement).value).toBe("");
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    fireEvent.click(within(row("Johan Ek")).getByRole("button", { name: "Edit" }));
    expect(((await screen.findByLabelText("E-mail (required)")) as HTMLInputElement).value).toBe("johan.ek@example.com");
  });
});
