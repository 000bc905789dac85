// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import i18next from "i18next";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestI18n } from "../../app/testing/testI18n.ts";
import { loadScreenConfig } from "../registry.ts";
import type { ScreenConfig } from "../screenConfig.ts";
import { bookingsHandlers } from "../testing/bookingsFixtures.ts";
import { resetFakeShell, setPermissions, toast } from "../testing/fakeShell.ts";
import { ScreenTestProviders } from "../testing/ScreenTestProviders.tsx";
import { ScreenPage } from "./ScreenPage.tsx";

vi.mock("../shell.ts", () => import("../testing/fakeShell.ts"));

// The engine's read-only detail dialog (YAML dialogs.detail) on the meeting bookings.
const i18n = createTestI18n("en", i18next);
const server = setupServer();
let config: ScreenConfig;
let requests: Request[];
beforeAll(async () => {
  server.listen({ onUnhandledRequest: "error" });
  config = await loadScreenConfig("meetingBookings");
});
beforeEach(() => {
  resetFakeShell();
  requests = [];
  server.use(...bookingsHandlers(requests));
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

function renderBookings() {
  render(
    <ScreenTestProviders route="/app/meeting-booking" i18n={i18n}>
      <ScreenPage config={config} />
    </ScreenTestProviders>,
  );
}

async function view(lastname: string) {
  const row = (await screen.findByRole("cell", { name: lastname })).closest("tr")!;
  fireEvent.click(within(row).getByRole("button", { name: "View booking" }));
}

/** The dialog's facts as label → text. */
async function facts(): Promise<Record<string, string>> {
  const table = await screen.findByRole("table", { name: "Booking" });
  return Object.fromEntries(
    within(table)
      .getAllByRole("row")
      .map((row) => [within(row).getByRole("rowheader").textContent, within(row).getByRole("cell").textContent]),
  );
}

describe("a detail dialog", () => {
  it("reads the row's record by its id and shows each field formatted, the customer's message included", async () => {
    renderBookings();
    await view("Öberg");
    expect(await facts()).toEqual({
      Booked: "2026-03-02 10:15",
      "First name": "Åsa",
      "Last name": "Öberg",
      "E-mail": "asa@customer.test",
      Phone: "+46 40 12 34 56",
      Store: "Centrum Sängar",
      Address: "Södergatan 3, 211 34 Malmö",
      Country: "Sweden",
      Status: "New",
      Message: "Vi vill prova en kontinentalsäng.",
    });
    expect(requests.some((r) => new URL(r.url).pathname === "/rest/meeting/booked-visits/12")).toBe(true);
    // The header's close button and the footer's: the footer's.
    fireEvent.click(within(screen.getByRole("dialog")).getAllByRole("button", { name: "Close" }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows a dash for what the record lacks (a deleted store, no message)", async () => {
    renderBookings();
    await view("de Vries");
    const shown = await facts();
    expect([shown.Store, shown.Country, shown.Phone, shown.Message, shown.Status]).toEqual(["–", "–", "–", "–", "Done"]);
  });

  it("closes with the server's message when the record cannot be read", async () => {
    server.use(
      http.get("*/rest/meeting/booked-visits/:id", () =>
        HttpResponse.json({ error: { code: "NOT_FOUND", message: "Meeting booking not found" } }, { status: 404 }),
      ),
    );
    renderBookings();
    await view("Öberg");
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Meeting booking not found"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("has no button for an account without the dialog's permission", async () => {
    setPermissions(["company"]);
    renderBookings();
    const row = (await screen.findByRole("cell", { name: "Öberg" })).closest("tr")!;
    expect(within(row).queryByRole("button", { name: "View booking" })).toBeNull();
  });
});
