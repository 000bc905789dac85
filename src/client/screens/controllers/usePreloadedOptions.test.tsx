// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import i18next from "i18next";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestI18n } from "../../app/testing/testI18n.ts";
import { loadScreenConfig } from "../registry.ts";
import type { ScreenConfig } from "../screenConfig.ts";
import { newsletterHandlers } from "../testing/bookingsFixtures.ts";
import { resetFakeShell, toast } from "../testing/fakeShell.ts";
import { ScreenTestProviders } from "../testing/ScreenTestProviders.tsx";
import { ScreenPage } from "../views/ScreenPage.tsx";

vi.mock("../shell.ts", () => import("../testing/fakeShell.ts"));

// Options read from an operation when the screen opens (the newsletters of the newsletter
// subscriptions' filter), and the CSV link following the list's filters and sort.
const i18n = createTestI18n("en", i18next);
const server = setupServer();
let config: ScreenConfig;
let requests: Request[];
beforeAll(async () => {
  server.listen({ onUnhandledRequest: "error" });
  config = await loadScreenConfig("newsletterSubscriptions");
});
beforeEach(() => {
  resetFakeShell();
  requests = [];
  server.use(...newsletterHandlers(requests));
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

function renderSubscriptions(route = "/app/newsletter-subscription") {
  render(
    <ScreenTestProviders route={route} i18n={i18n}>
      <ScreenPage config={config} />
    </ScreenTestProviders>,
  );
}

const newsletterFilter = () => screen.getByRole("combobox", { name: "Newsletter" }) as HTMLSelectElement;
const optionTexts = () => Array.from(newsletterFilter().options).map((o) => o.textContent);
const pageQueries = () =>
  requests.filter((r) => new URL(r.url).pathname === "/rest/newsletter/subscriptions/get-page").map((r) => new URL(r.url).searchParams);

describe("options read from an operation", () => {
  it("lists every newsletter from its operation, with the list's count of each", async () => {
    renderSubscriptions();
    await screen.findByRole("cell", { name: "anna@example.se" });
    await waitFor(() => expect(optionTexts()).toEqual(["Newsletter: All", "care (1)", "general (1)", "partner (0)"]));
    expect(requests.filter((r) => new URL(r.url).pathname === "/rest/newsletter/newsletters")).toHaveLength(1);
  });

  it("filters the list by the chosen one, and the CSV link exports with the same filters and sort", async () => {
    renderSubscriptions("/app/newsletter-subscription?sort=email&direction=asc");
    await screen.findByRole("cell", { name: "anna@example.se" });
    await waitFor(() => expect(optionTexts()).toContain("general (1)"));
    fireEvent.change(newsletterFilter(), { target: { value: "general" } });
    await waitFor(() => expect(pageQueries().at(-1)?.get("filters")).toBe('{"newsletterCode":"general"}'));
    expect(pageQueries().at(-1)?.get("sort")).toBe("email");
    // A Blueprint AnchorButton: a link in the role of a button.
    const link = screen.getByRole("button", { name: "Export as CSV" });
    const href = new URL(link.getAttribute("href")!, "http://localhost");
    expect(href.pathname).toBe("/rest/newsletter/subscriptions/export-list-to-csv");
    expect(Object.fromEntries(href.searchParams)).toEqual({ sort: "email", direction: "asc", filters: '{"newsletterCode":"general"}' });
  });

  it("says the server's message when the options cannot be read, and keeps the list", async () => {
    server.use(
      http.get("*/rest/newsletter/newsletters", () =>
        HttpResponse.json({ error: { code: "FORBIDDEN", message: "Missing permission newsletterSubscription" } }, { status: 403 }),
      ),
    );
    renderSubscriptions();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Missing permission newsletterSubscription"));
    expect(await screen.findByRole("cell", { name: "anna@example.se" })).toBeTruthy();
    expect(optionTexts()).toEqual(["Newsletter: All"]);
  });

  it("says the screen's own text when the server gives no message", async () => {
    server.use(http.get("*/rest/newsletter/newsletters", () => HttpResponse.error()));
    renderSubscriptions();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Could not retrieve the newsletters"));
  });
});
