// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setupTestServer } from "../common/testServer.ts";
import { LocationDialog } from "./LocationDialog.tsx";
import { AMSTERDAM } from "./locationFixtures.ts";
import { failingHandlers, locationHandlers } from "./locationHandlers.ts";
import { pathOf, recordRequests, renderInFrame } from "./locationTestSetup.tsx";

const { toast } = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock("../../ui/toaster.ts", () => ({ toast }));

const server = setupTestServer();
const requests = recordRequests(server);
const onClose = vi.fn();
beforeEach(() => {
  requests.clear();
  server.use(...locationHandlers());
});
afterEach(() => vi.clearAllMocks());

const dialog = () => within(screen.getByRole("dialog"));
const input = (label: string) => dialog().getByLabelText(label) as HTMLInputElement;
const tab = (name: string) => fireEvent.click(dialog().getByRole("tab", { name }));
const save = () => fireEvent.click(dialog().getByRole("button", { name: "Save" }));
const puts = () => requests.writes().filter((r) => r.method === "PUT");

async function openLocation(locationId: number | null = 1) {
  renderInFrame(<LocationDialog locationId={locationId} defaultCountry={locationId === null ? undefined : "NL"} onClose={onClose} />);
  await screen.findByLabelText("Name", undefined, { timeout: 10_000 });
}

describe("the location dialog", () => {
  it("starts on 'information' with the stored location", async () => {
    await openLocation();
    expect(dialog().getByRole("tab", { name: "Information" }).getAttribute("aria-selected")).toBe("true");
    expect(input("Name").value).toBe(AMSTERDAM.name);
    expect(input("Website").value).toBe(AMSTERDAM.website);
    expect(dialog().getByText("nl/amsterdam/vividus-store-amsterdam")).toBeTruthy();
    expect(dialog().getByRole("button", { name: "Customer portal" }).getAttribute("href")).toBe(
      "/rest/admin/accounts/redirect-to-portal?storeId=1",
    );
  });

  it("lists the errors per kind with 'The form has errors. Check all tabs.' and saves nothing", async () => {
    await openLocation();
    fireEvent.change(input("Name"), { target: { value: " " } });
    fireEvent.change(input("Website"), { target: { value: "www.example.com" } });
    fireEvent.change(input("Instagram"), { target: { value: "instagram.com/vividus" } });
    tab("Deviations");
    fireEvent.change(input("Date of deviation 2"), { target: { value: "2026-12-32" } });
    save();
    const summary = await screen.findByText("The form has errors. Check all tabs.");
    const lines = within(summary.closest("[role=alert]") as HTMLElement)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(lines).toEqual([
      "Required: Name",
      "Website is not correctly formatted",
      "Instagram is not correctly formatted",
      "Deviations to correct: Deviation 2026-12-32",
    ]);
    expect(toast.error).toHaveBeenCalledWith("The form has errors. Check all tabs.");
    expect(dialog().getByText("Date as YYYY-MM-DD")).toBeTruthy();
    expect(puts()).toEqual([]);
    // The summary follows the fixes.
    fireEvent.change(input("Date of deviation 2"), { target: { value: "2026-12-31" } });
    expect(within(summary.closest("[role=alert]") as HTMLElement).queryByText(/Deviations to correct/)).toBeNull();
  });

  it("saves with the concurrency token: 'Saved!'", async () => {
    await openLocation();
    fireEvent.change(input("Name"), { target: { value: "Vividus Store Amsterdam Centrum" } });
    save();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Saved!"));
    expect(pathOf(puts()[0]!)).toBe("/rest/company/locations/1");
    expect(await puts()[0]!.json()).toMatchObject({
      id: 1,
      updatedAt: AMSTERDAM.updatedAt,
      name: "Vividus Store Amsterdam Centrum",
      address: { country: { code: "NL" } },
    });
    expect(onClose).toHaveBeenCalled();
  });

  it("cancel says 'Edit canceled.' and writes nothing", async () => {
    await openLocation();
    fireEvent.change(input("Name"), { target: { value: "Something" } });
    fireEvent.click(dialog().getByRole("button", { name: "Cancel" }));
    expect(toast.info).toHaveBeenCalledWith("Edit canceled.");
    expect(onClose).toHaveBeenCalled();
    expect(requests.writes()).toEqual([]);
  });

  it("a failed save keeps the dialog open with the entered data and the server's reason", async () => {
    server.use(failingHandlers.save);
    await openLocation();
    fireEvent.change(input("Name"), { target: { value: "Typed name" } });
    save();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("An error occured while saving!"));
    expect(dialog().getByText("An error occured while saving the location")).toBeTruthy();
    expect(dialog().getByText("address.zipCode: is not a zip code of NL")).toBeTruthy();
    expect(input("Name").value).toBe("Typed name");
    expect(onClose).not.toHaveBeenCalled();
  });

  it("a stale save says the location changed and reloads it on request", async () => {
    server.use(failingHandlers.stale);
    await openLocation();
    fireEvent.change(input("Name"), { target: { value: "Typed name" } });
    save();
    expect(await screen.findByText(/was changed by someone else since you opened it/)).toBeTruthy();
    expect((dialog().getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(dialog().getByRole("button", { name: "Reload" }));
    await waitFor(() => expect(input("Name").value).toBe(AMSTERDAM.name));
    expect(screen.queryByText(/was changed by someone else/)).toBeNull();
  });

  it("looks up coordinates only with a country: 'Please fill in street, zip code, city and country above'", async () => {
    await openLocation(null);
    tab("Address and coordinates");
    fireEvent.change(input("City"), { target: { value: "Amsterdam" } });
    fireEvent.click(dialog().getByRole("button", { name: "Look up coordinates" }));
    expect(dialog().getByText("Please fill in street, zip code, city and country above")).toBeTruthy();
    expect(requests.all().some((r) => pathOf(r) === "/rest/company/geocode")).toBe(false);
    await waitFor(() => expect(dialog().getByRole("option", { name: "Netherlands" })).toBeTruthy());
    fireEvent.change(dialog().getByLabelText("Country"), { target: { value: "NL" } });
    fireEvent.click(dialog().getByRole("button", { name: "Look up coordinates" }));
    await waitFor(() => expect(input("Latitude").value).toBe("52.370216"));
    expect(input("Longitude").value).toBe("4.895168");
    expect(dialog().getByText("Found: 1012 NX Amsterdam, Netherlands (zip code)")).toBeTruthy();
    // Another match can be taken instead.
    fireEvent.click(dialog().getByRole("button", { name: "Use Amsterdam, Netherlands" }));
    expect(input("Latitude").value).toBe("52.367600");
  });

  it("says 'No results found for the address' when the geocoder finds nothing", async () => {
    await openLocation();
    tab("Address and coordinates");
    fireEvent.change(input("City"), { target: { value: "Nowhere" } });
    fireEvent.click(dialog().getByRole("button", { name: "Look up coordinates" }));
    expect(await dialog().findByText("No results found for the address")).toBeTruthy();
    expect(input("Latitude").value).toBe("52.3702");
  });

  it("keeps only one time schema active, and a new one needs a name", async () => {
    await openLocation();
    tab("Opening hours");
    const active = (name: string) => dialog().getByRole("checkbox", { name: `Time schema ${name} active` }) as HTMLInputElement;
    fireEvent.click(active("Regular"));
    fireEvent.click(active("Summer"));
    expect([active("Regular").checked, active("Summer").checked]).toEqual([false, true]);
    expect(dialog().getByText("The active time schema 'Summer' sets the weekly hours.")).toBeTruthy();
    fireEvent.click(dialog().getByRole("button", { name: "Add time schema" }));
    expect(dialog().getByText("Enter a name for the time schema.")).toBeTruthy();
    fireEvent.change(input("Name of the new time schema"), { target: { value: "Christmas" } });
    fireEvent.click(dialog().getByRole("button", { name: "Add time schema" }));
    expect(input("Name of time schema 3").value).toBe("Christmas");
    save();
    await waitFor(() => expect(puts()).toHaveLength(1));
    const body = await puts()[0]!.json();
    expect(body.timeSchemas.map((s: { name: string; active: boolean }) => [s.name, s.active])).toEqual([
      ["Regular", false],
      ["Summer", true],
      ["Christmas", false],
    ]);
  });

  it("edits the weekly hours in the opening hours dialog", async () => {
    await openLocation();
    tab("Opening hours");
    fireEvent.click(dialog().getByRole("button", { name: "Edit weekly hours" }));
    const hours = within(await screen.findByRole("dialog", { name: "Opening hours: Weekly opening hours" }));
    fireEvent.change(hours.getByLabelText("Saturday closes (1)"), { target: { value: "17:00" } });
    fireEvent.click(hours.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.getAllByRole("dialog")).toHaveLength(1));
    expect(within(dialog().getByRole("table", { name: "Weekly opening hours" })).getByText("10:00–17:00")).toBeTruthy();
  });

  it("shows the location's meeting bookings", async () => {
    await openLocation();
    tab("Meeting bookings");
    expect(await dialog().findByText("Lotte Bakker")).toBeTruthy();
    expect(dialog().getByText("2026-11-02 14:30")).toBeTruthy();
    expect(dialog().getByText("New")).toBeTruthy();
  });

  it("creates a location in the list's country, with the e-mail as its manager", async () => {
    renderInFrame(<LocationDialog locationId={null} defaultCountry="NL" onClose={onClose} />);
    await screen.findByLabelText("Name");
    expect(screen.getByRole("heading", { name: "New location" })).toBeTruthy();
    fireEvent.change(input("Name"), { target: { value: "Bedden Haarlem" } });
    fireEvent.click(dialog().getByRole("checkbox", { name: "Make the e-mail the manager of the new location" }));
    save();
    expect(await screen.findByText("Required: E-mail")).toBeTruthy();
    fireEvent.change(input("E-mail"), { target: { value: "haarlem@bedden.example" } });
    save();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Saved!"));
    const post = requests.writes()[0]!;
    expect([post.method, pathOf(post)]).toEqual(["POST", "/rest/company/locations"]);
    expect(await post.json()).toMatchObject({
      name: "Bedden Haarlem",
      email: "haarlem@bedden.example",
      createManager: true,
      active: true,
      showOpeningHours: true,
      shouldRetrieveCatalogRequests: true,
      address: { country: { code: "NL" } },
    });
  });
});
