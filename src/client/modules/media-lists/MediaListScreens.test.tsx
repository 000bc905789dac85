// @vitest-environment happy-dom
import { composeStories } from "@storybook/react-vite";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ShellTestProviders } from "../../app/testing/ShellTestProviders.tsx";
import { setupTestServer } from "../common/testServer.ts";
import * as stories from "./MediaListScreens.stories.tsx";

const { History, TotalDownloads, HistoryUnavailable } = composeStories(stories);

const reads: URL[] = [];
const server = setupTestServer();
server.events.on("request:start", ({ request }) => void reads.push(new URL(request.url)));

async function show(Story: typeof History) {
  reads.length = 0;
  server.use(...(Story.parameters?.msw?.handlers ?? []));
  render(
    <ShellTestProviders>
      <Story />
    </ShellTestProviders>,
  );
}
const headings = () => screen.getAllByRole("columnheader").map((h) => h.textContent);
const queryOf = (path: string) => Object.fromEntries(reads.find((url) => url.pathname === path)!.searchParams);
/** The query of the latest read of the path. */
const lastQueryOf = (path: string) => Object.fromEntries(reads.findLast((url) => url.pathname === path)!.searchParams);

describe("Media: History", () => {
  it("shows the media orders 100 a page in the server's order (orderDate descending), statuses by their labels", async () => {
    await show(History);
    expect(await screen.findByText("karin.holm@example.se", undefined, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Media: History" })).toBeTruthy();
    // The sort goes by the spec's parameter names (list.sortParameters), from the contract's defaults.
    expect(queryOf("/rest/media/orders")).toEqual({ page: "1", count: "100", orderByAlias: "orderDate", order: "desc" });
    expect(screen.getByRole("columnheader", { name: /Order date/ }).getAttribute("aria-sort")).toBe("descending");
    expect(headings()).toEqual(["Name", "E-mail", "Status", "Created", "Order date", "Downloads"]);
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[0]!.textContent)).toEqual(["Karin Holm", "Jonas Vik", "Press office"]);
    expect(within(rows[0]!).getByText("Downloaded")).toBeTruthy();
    expect(within(rows[0]!).getByText("12")).toBeTruthy();
  });

  it("sorts by a clicked column and filters by name or e-mail and status, in the spec's parameters", async () => {
    await show(History);
    expect(await screen.findByText("karin.holm@example.se", undefined, { timeout: 20_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /^Name/ }));
    await waitFor(() => expect(lastQueryOf("/rest/media/orders")).toMatchObject({ orderByAlias: "name", order: "asc" }));
    fireEvent.change(screen.getByRole("searchbox", { name: "Name or e-mail" }), { target: { value: "karin" } });
    await waitFor(() => expect(JSON.parse(lastQueryOf("/rest/media/orders").filters ?? "{}")).toEqual({ name: "karin" }));
    fireEvent.change(screen.getByRole("combobox", { name: "Status" }), { target: { value: "downloaded" } });
    await waitFor(() =>
      expect(JSON.parse(lastQueryOf("/rest/media/orders").filters ?? "{}")).toEqual({ name: "karin", status: "downloaded" }),
    );
    expect(lastQueryOf("/rest/media/orders")).toMatchObject({ orderByAlias: "name", order: "asc" });
  });

  it("says 'Could not retrieve media orders' when the server cannot answer", async () => {
    await show(HistoryUnavailable);
    expect(await screen.findByText("Could not retrieve media orders", undefined, { timeout: 20_000 })).toBeTruthy();
  });
});

describe("Media: Total Downloads", () => {
  it("shows each person's downloads, 100 a page, most first", async () => {
    await show(TotalDownloads);
    expect(await screen.findByText("Karin Holm", undefined, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Media: Total Downloads" })).toBeTruthy();
    expect(queryOf("/rest/media/get-total-downloads-by-one-person")).toEqual({
      page: "1",
      count: "100",
      orderByAlias: "totalDownloads",
      order: "desc",
    });
    expect(headings()).toEqual(["Name", "E-mail", "Latest order date", "Total downloads"]);
    expect(within(screen.getAllByRole("row")[1]!).getByText("27")).toBeTruthy();
  });
});
