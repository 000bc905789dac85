// @vitest-environment happy-dom
import { composeStories } from "@storybook/react-vite";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import i18next from "i18next";
import { describe, expect, it, vi } from "vitest";
import { ShellTestProviders } from "../../app/testing/ShellTestProviders.tsx";
import { createTestI18n } from "../../app/testing/testI18n.ts";
import { setupTestServer } from "../common/testServer.ts";
import * as stories from "./NewsletterSubscriptionsScreen.stories.tsx";

const { toast } = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock("../../ui/toaster.ts", () => ({ toast }));

const { Subscriptions, Filtered, NewslettersUnavailable, LoadFails } = composeStories(stories);

// The global instance, as in the app: failure texts of calls are translated with it.
const i18n = createTestI18n("en", i18next);
const reads: URL[] = [];
const server = setupTestServer();
server.events.on("request:start", ({ request }) => void reads.push(new URL(request.url)));

function show(Story: typeof Subscriptions) {
  reads.length = 0;
  server.use(...(Story.parameters?.msw?.handlers ?? []));
  render(
    <ShellTestProviders i18n={i18n}>
      <Story />
    </ShellTestProviders>,
  );
}
const pageQueries = () =>
  reads.filter((url) => url.pathname === "/rest/newsletter/subscriptions/get-page").map((url) => Object.fromEntries(url.searchParams));
const newsletterOptions = () =>
  Array.from((screen.getByRole("combobox", { name: "Newsletter" }) as HTMLSelectElement).options).map((o) => o.textContent);

describe("Newsletter", () => {
  it("shows the subscriptions 100 a page, newest first, under the menu's title", async () => {
    show(Subscriptions);
    expect(await screen.findByRole("cell", { name: "anna@example.se" }, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Newsletter" })).toBeTruthy();
    expect(pageQueries()[0]).toEqual({ page: "1", count: "100", sort: "createdAt", direction: "desc" });
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Subscribed", "E-mail", "Newsletter"]);
  });

  it("offers every newsletter in the filter, read when the screen opens, with its subscriptions", async () => {
    show(Subscriptions);
    await screen.findByRole("cell", { name: "anna@example.se" }, { timeout: 20_000 });
    await waitFor(() => expect(newsletterOptions()).toEqual(["Newsletter: All", "care (1)", "general (1)", "partner (0)"]));
    fireEvent.change(screen.getByRole("combobox", { name: "Newsletter" }), { target: { value: "partner" } });
    await waitFor(() => expect(pageQueries().at(-1)?.filters).toBe('{"newsletterCode":"partner"}'));
  });

  it("searches by e-mail and exports the CSV with the list's filters and sort", async () => {
    show(Filtered);
    await screen.findByRole("cell", { name: "anna@example.se" }, { timeout: 20_000 });
    const filters = '{"search":"example.se","newsletterCode":"care"}';
    expect(pageQueries()[0]).toEqual({ page: "1", count: "100", sort: "email", direction: "asc", filters });
    expect((screen.getByRole("searchbox", { name: "Search e-mail" }) as HTMLInputElement).value).toBe("example.se");
    const href = new URL(screen.getByRole("button", { name: "Export as CSV" }).getAttribute("href")!, "http://x");
    expect(href.pathname).toBe("/rest/newsletter/subscriptions/export-list-to-csv");
    expect(Object.fromEntries(href.searchParams)).toEqual({ sort: "email", direction: "asc", filters });
  });

  it("shows the server's message when the newsletters cannot be read, the list still there", async () => {
    show(NewslettersUnavailable);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("The database is unavailable."), { timeout: 20_000 });
    expect(await screen.findByRole("cell", { name: "anna@example.se" })).toBeTruthy();
  });

  it("says 'Could not retrieve newsletter list' when the list fails", async () => {
    show(LoadFails);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Could not retrieve newsletter list"), { timeout: 20_000 });
  });
});
