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

// The engine's inline select cell on the meeting bookings' status (screens/meeting-bookings.screen.yaml).
// The app's texts (the screen's live with its module), also for the failure texts of calls.
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

const listReads = () => requests.filter((r) => r.method === "GET" && new URL(r.url).pathname === "/rest/meeting/booked-visits");

async function statusOf(lastname: string): Promise<HTMLSelectElement> {
  const row = (await screen.findByRole("cell", { name: lastname })).closest("tr")!;
  return within(row).getByRole("combobox", { name: "Status" }) as HTMLSelectElement;
}

function renderBookings() {
  render(
    <ScreenTestProviders route="/app/meeting-booking" i18n={i18n}>
      <ScreenPage config={config} />
    </ScreenTestProviders>,
  );
}

describe("an inline select cell", () => {
  it("offers the list's statuses by their labels, showing the row's", async () => {
    renderBookings();
    const select = await statusOf("Öberg");
    expect(select.value).toBe("new");
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual(["New", "Done", "Canceled"]);
    expect((await statusOf("de Vries")).value).toBe("done");
  });

  it("saves the chosen value with the row's id, disabled until the reloaded list shows it", async () => {
    renderBookings();
    const select = await statusOf("Öberg");
    const readsBefore = listReads().length;
    fireEvent.change(select, { target: { value: "canceled" } });
    expect(select.disabled).toBe(true);
    expect(select.value).toBe("canceled");
    await waitFor(() => expect(listReads().length).toBe(readsBefore + 1));
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(select.value).toBe("canceled");
    const post = requests.find((r) => r.method === "POST")!;
    expect(new URL(post.url).pathname).toBe("/rest/meeting/booking/update-status");
    expect(await post.json()).toEqual({ bookingId: 12, status: "canceled" });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("shows the server's message when the save fails, and the row's value again", async () => {
    server.use(
      http.post("*/rest/meeting/booking/update-status", () =>
        HttpResponse.json({ error: { code: "NOT_FOUND", message: "Meeting booking not found" } }, { status: 404 }),
      ),
    );
    renderBookings();
    const select = await statusOf("Öberg");
    fireEvent.change(select, { target: { value: "done" } });
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Meeting booking not found"));
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(select.value).toBe("new");
  });

  it("says the screen's own text when the server gives no message", async () => {
    server.use(http.post("*/rest/meeting/booking/update-status", () => HttpResponse.error()));
    renderBookings();
    fireEvent.change(await statusOf("Öberg"), { target: { value: "done" } });
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Could not change the booking's status."));
  });

  it("is plain text for an account that may not make the change", async () => {
    setPermissions(["company"]);
    renderBookings();
    const row = (await screen.findByRole("cell", { name: "Öberg" })).closest("tr")!;
    expect(within(row).queryByRole("combobox")).toBeNull();
    expect(within(row).getByRole("cell", { name: "New" })).toBeTruthy();
  });
});
