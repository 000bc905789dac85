// @vitest-environment happy-dom
import { composeStories } from "@storybook/react-vite";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import i18next from "i18next";
import { describe, expect, it, vi } from "vitest";
import { ShellTestProviders } from "../../app/testing/ShellTestProviders.tsx";
import { createTestI18n } from "../../app/testing/testI18n.ts";
import { bookingsHandlers } from "../../screens/testing/bookingsFixtures.ts";
import { setupTestServer } from "../common/testServer.ts";
import * as stories from "./MeetingBookingsScreen.stories.tsx";

const { toast } = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock("../../ui/toaster.ts", () => ({ toast }));

const { Bookings, FilteredAndSorted, ReadOnly, NoBookings, LoadFails } = composeStories(stories);

// The global instance, as in the app: failure texts of calls are translated with it.
const i18n = createTestI18n("en", i18next);
const reads: Request[] = [];
const server = setupTestServer();

/** Renders a story; the bookings stories get fresh data (a status change is kept per test). */
function show(Story: typeof Bookings, handlers = Story.parameters?.msw?.handlers ?? []) {
  reads.length = 0;
  server.use(...(Story === NoBookings || Story === LoadFails ? handlers : bookingsHandlers(reads)));
  render(
    <ShellTestProviders i18n={i18n}>
      <Story />
    </ShellTestProviders>,
  );
}
const listQueries = () =>
  reads
    .filter((r) => r.method === "GET" && new URL(r.url).pathname === "/rest/meeting/booked-visits")
    .map((r) => Object.fromEntries(new URL(r.url).searchParams));
const rowOf = async (lastname: string) => (await screen.findByRole("cell", { name: lastname }, { timeout: 20_000 })).closest("tr")!;

describe("Book a Meeting", () => {
  it("shows the bookings 100 a page, newest first, under the menu's title, with their filters", async () => {
    show(Bookings);
    await rowOf("Öberg");
    expect(screen.getByRole("heading", { name: "Book a Meeting" })).toBeTruthy();
    expect(listQueries()[0]).toEqual({ page: "1", count: "100", sort: "createdAt", direction: "desc" });
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "Booked",
      "First name",
      "Last name",
      "E-mail",
      "Phone",
      "Store",
      "Country",
      "Status",
      // The row buttons' column, named for assistive technology only.
      "",
    ]);
    // The filter comes first; the table's status selects are named by their column too.
    const options = (name: string) =>
      Array.from((screen.getAllByRole("combobox", { name })[0] as HTMLSelectElement).options).map((o) => o.textContent);
    expect(options("Country")).toEqual(["Country: All", "Sweden (1)"]);
    expect(options("Store")).toEqual(["Store: All", "Centrum Sängar (1)"]);
    // The status filter's; the table's status selects are named by their column too, one per row.
    expect(options("Status")).toEqual(["Status: All", "New (1)", "Done (1)", "Canceled (0)"]);
  });

  it("changes a booking's status in the table; the reloaded list shows it", async () => {
    show(Bookings);
    const select = within(await rowOf("Öberg")).getByRole("combobox", { name: "Status" }) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: "done" } });
    await waitFor(() => expect(listQueries()).toHaveLength(2));
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(select.value).toBe("done");
    const options = Array.from((screen.getAllByRole("combobox", { name: "Status" })[0] as HTMLSelectElement).options).map(
      (o) => o.textContent,
    );
    expect(options).toEqual(["Status: All", "New (0)", "Done (2)", "Canceled (0)"]);
  });

  it("opens a booking read-only with the customer's message", async () => {
    show(Bookings);
    fireEvent.click(within(await rowOf("Öberg")).getByRole("button", { name: "View booking" }));
    const dialog = await screen.findByRole("dialog", { name: "Booking" });
    expect(await within(dialog).findByText("Vi vill prova en kontinentalsäng.")).toBeTruthy();
    expect(within(dialog).getByText("Södergatan 3, 211 34 Malmö")).toBeTruthy();
  });

  it("keeps filters and sort in the URL, and the CSV link exports with them", async () => {
    show(FilteredAndSorted);
    await rowOf("Öberg");
    expect(listQueries()[0]).toEqual({ page: "1", count: "100", sort: "lastname", direction: "asc", filters: '{"status":"new"}' });
    const href = new URL(screen.getByRole("button", { name: "Export as CSV" }).getAttribute("href")!, "http://x");
    expect(href.pathname).toBe("/rest/meeting/booked-visits-csv");
    expect(Object.fromEntries(href.searchParams)).toEqual({ sort: "lastname", direction: "asc", filters: '{"status":"new"}' });
  });

  it("is read-only for an account with the company permission", async () => {
    show(ReadOnly);
    const row = await rowOf("Öberg");
    expect(within(row).queryByRole("combobox")).toBeNull();
    expect(within(row).getByText("New")).toBeTruthy();
    expect(within(row).queryByRole("button", { name: "View booking" })).toBeNull();
  });

  it("says when no booking matches, and 'Could not retrieve booked meetings' when the list fails", async () => {
    show(NoBookings);
    expect(await screen.findByText("No bookings match.", undefined, { timeout: 20_000 })).toBeTruthy();
    show(LoadFails);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Could not retrieve booked meetings"), { timeout: 20_000 });
  });
});
