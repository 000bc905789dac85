// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setupTestServer } from "../common/testServer.ts";
import { UTRECHT } from "./locationFixtures.ts";
import { failingHandlers, locationHandlers } from "./locationHandlers.ts";
import {
  currentLocation,
  pathOf,
  queryOf,
  recordRequests,
  renderLocationList,
  renderLocationScreen,
  rowWith,
} from "./locationTestSetup.tsx";

const { toast, confirmDialog } = vi.hoisted(() => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
  confirmDialog: vi.fn(async (_options: { message: string }) => true),
}));
vi.mock("../../ui/toaster.ts", () => ({ toast }));
vi.mock("../../ui/dialogs/confirmDialog.tsx", () => ({ confirmDialog }));

const server = setupTestServer();
const requests = recordRequests(server);
beforeEach(() => {
  requests.clear();
  server.use(...locationHandlers());
});
afterEach(() => vi.clearAllMocks());

const pages = () => requests.all().filter((r) => pathOf(r).endsWith("/get-by-page"));
const typeSelect = (name: string) => screen.getByRole("combobox", { name: `Type of ${name}` }) as HTMLSelectElement;
const customerNumberInput = (name: string) =>
  screen.queryByRole("textbox", { name: `Customer number of ${name}` }) as HTMLInputElement | null;

describe("the location list", () => {
  it("shows active NL locations by name, 100 a page, with country, type and partner page", async () => {
    await renderLocationList();
    expect(queryOf(pages()[0]!)).toEqual({
      page: "1",
      count: "100",
      sort: "name",
      direction: "asc",
      filters: '{"country":"NL","active":true}',
    });
    expect(screen.getByRole("heading", { name: "Location list" })).toBeTruthy();
    expect(within(rowWith("Droomhuis Rotterdam")).getByText("Netherlands")).toBeTruthy();
    expect(typeSelect("Vividus Store Amsterdam").value).toBe("vividus_store");
    expect(within(rowWith("Vividus Store Amsterdam")).getByRole("button", { name: "Edit partner page Vividus Amsterdam" })).toBeTruthy();
    expect(within(rowWith("Slaapstudio Utrecht")).getByRole("button", { name: "Add a partner page for Slaapstudio Utrecht" })).toBeTruthy();
    expect((screen.getByRole("combobox", { name: "Country" }) as HTMLSelectElement).value).toBe("NL");
    expect(screen.getByText("3 rows")).toBeTruthy();
  });

  it("keeps sort and filters in the URL, and the CSV link follows them", async () => {
    await renderLocationList();
    fireEvent.click(screen.getByRole("button", { name: "Name" }));
    await waitFor(() => expect(currentLocation()).toBe("/app/company/locations?sort=name&direction=desc"));
    fireEvent.change(screen.getByRole("combobox", { name: "Active" }), { target: { value: "" } });
    await waitFor(() => expect(queryOf(pages().at(-1)!).filters).toBe('{"country":"NL"}'));
    const csv = screen.getByRole("button", { name: "Export as CSV" }).getAttribute("href")!;
    expect(csv.startsWith("/rest/company/locations/export-result-as-csv?")).toBe(true);
    expect(Object.fromEntries(new URL(csv, "http://x").searchParams)).toEqual({
      sort: "name",
      direction: "desc",
      filters: '{"country":"NL"}',
    });
  });

  it("changes a type inline: 'Type changed.'", async () => {
    await renderLocationList();
    fireEvent.change(typeSelect("Slaapstudio Utrecht"), { target: { value: "vividus_store" } });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Type changed."));
    const patch = requests.writes()[0]!;
    expect([patch.method, pathOf(patch)]).toEqual(["PATCH", "/rest/company/locations/2"]);
    // With the row's version, so a change made meanwhile is refused, not overwritten.
    expect(await patch.json()).toEqual({ locationType: "vividus_store", updatedAt: UTRECHT.updatedAt });
    expect(typeSelect("Slaapstudio Utrecht").value).toBe("vividus_store");
  });

  it("says so and shows the stored type when a type change fails", async () => {
    server.use(failingHandlers.type);
    await renderLocationList();
    fireEvent.change(typeSelect("Droomhuis Rotterdam"), { target: { value: "shop_in_shop" } });
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("An error occured while updating type!"));
    await waitFor(() => expect(typeSelect("Droomhuis Rotterdam").value).toBe(""));
  });

  it("edits one customer number at a time: editing another row cancels and restores the first", async () => {
    await renderLocationList();
    fireEvent.click(screen.getByRole("button", { name: "Edit customer number of Droomhuis Rotterdam" }));
    fireEvent.change(customerNumberInput("Droomhuis Rotterdam")!, { target: { value: "typed but dropped" } });
    fireEvent.click(screen.getByRole("button", { name: "Edit customer number of Vividus Store Amsterdam" }));
    expect(customerNumberInput("Droomhuis Rotterdam")).toBeNull();
    expect(within(rowWith("Droomhuis Rotterdam")).getByText("NL-1003")).toBeTruthy();
    expect(customerNumberInput("Vividus Store Amsterdam")!.value).toBe("NL-1001");
    // Unchanged: the edit ends without a call.
    fireEvent.click(screen.getByRole("button", { name: "Save customer number" }));
    expect(customerNumberInput("Vividus Store Amsterdam")).toBeNull();
    expect(requests.writes()).toEqual([]);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("saves a changed customer number: 'Updated customer number'", async () => {
    await renderLocationList();
    fireEvent.click(screen.getByRole("button", { name: "Edit customer number of Slaapstudio Utrecht" }));
    const input = customerNumberInput("Slaapstudio Utrecht")!;
    expect(input.value).toBe("");
    fireEvent.change(input, { target: { value: "NL-2002" } });
    fireEvent.submit(input.closest("form")!);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Updated customer number"));
    const post = requests.writes()[0]!;
    expect(pathOf(post)).toBe("/rest/company/locations/2/update-customer-number");
    expect(await post.json()).toEqual({ customerNumber: "NL-2002", locationId: 2, updatedAt: UTRECHT.updatedAt });
    expect(within(rowWith("Slaapstudio Utrecht")).getByText("NL-2002")).toBeTruthy();
  });

  it("cancels a customer number edit with Escape, and reports a refused save", async () => {
    server.use(failingHandlers.customerNumber);
    await renderLocationList();
    fireEvent.click(screen.getByRole("button", { name: "Edit customer number of Droomhuis Rotterdam" }));
    fireEvent.keyDown(customerNumberInput("Droomhuis Rotterdam")!, { key: "Escape" });
    expect(customerNumberInput("Droomhuis Rotterdam")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Edit customer number of Droomhuis Rotterdam" }));
    fireEvent.change(customerNumberInput("Droomhuis Rotterdam")!, { target: { value: "NL 9?" } });
    fireEvent.click(screen.getByRole("button", { name: "Save customer number" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("An error occured while updating customer number"));
    // What was typed comes back to be corrected.
    expect(customerNumberInput("Droomhuis Rotterdam")!.value).toBe("NL 9?");
  });

  it("a partner page edit that is cancelled writes nothing and reopens with the original data", async () => {
    await renderLocationList();
    fireEvent.click(screen.getByRole("button", { name: "Edit partner page Vividus Amsterdam" }));
    const name = (await screen.findByLabelText("Name (default language 'en')")) as HTMLInputElement;
    expect(name.value).toBe("Vividus Amsterdam");
    fireEvent.change(name, { target: { value: "Something else" } });
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "Edit partner page Vividus Amsterdam" }));
    expect(((await screen.findByLabelText("Name (default language 'en')")) as HTMLInputElement).value).toBe("Vividus Amsterdam");
    expect(requests.writes()).toEqual([]);
  });

  it("deletes a partner page after confirmation: 'Successfully deleted partnerPage'", async () => {
    await renderLocationList();
    const pagesBefore = pages().length;
    fireEvent.click(screen.getByRole("button", { name: "Delete partner page Vividus Amsterdam" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Successfully deleted partnerPage"));
    expect(confirmDialog).toHaveBeenCalledWith({
      message: "Delete the partner page Vividus Amsterdam? Its locations will have no partner page.",
    });
    expect(requests.writes().map((r) => [r.method, pathOf(r)])).toEqual([["DELETE", "/rest/company/locations/partner-pages/7"]]);
    // The rows carry their partner page: the list is read again.
    await waitFor(() => expect(pages().length).toBe(pagesBefore + 1));
  });

  it("deletes nothing when the confirmation is declined, and says when the server refuses", async () => {
    confirmDialog.mockResolvedValueOnce(false);
    await renderLocationList();
    const remove = () => fireEvent.click(screen.getByRole("button", { name: "Delete partner page Vividus Amsterdam" }));
    remove();
    await waitFor(() => expect(confirmDialog).toHaveBeenCalledTimes(1));
    expect(requests.writes()).toEqual([]);
    server.use(failingHandlers.deletePartnerPage);
    remove();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Was unable to delete partnerPage"));
  });

  it("offers the managers only with the manager permission", async () => {
    await renderLocationList({ permissions: ["company"] });
    expect(within(rowWith("Droomhuis Rotterdam")).queryByRole("button", { name: "Managers" })).toBeNull();
    expect(within(rowWith("Droomhuis Rotterdam")).getByRole("button", { name: "Edit" })).toBeTruthy();
  });

  it("opens the managers of a row", async () => {
    await renderLocationList();
    fireEvent.click(within(rowWith("Vividus Store Amsterdam")).getByRole("button", { name: "Managers" }));
    expect(await screen.findByText("Anna de Vries")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Managers of Vividus Store Amsterdam" })).toBeTruthy();
  });

  it("opens a row's location to edit, and a new one from the toolbar in the list's country", async () => {
    await renderLocationList();
    fireEvent.click(within(rowWith("Vividus Store Amsterdam")).getByRole("button", { name: "Edit" }));
    expect(await screen.findByRole("heading", { name: "Edit Vividus Store Amsterdam" })).toBeTruthy();
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "New location" }));
    expect(await screen.findByRole("heading", { name: "New location" })).toBeTruthy();
    fireEvent.change(await screen.findByLabelText("Name"), { target: { value: "Bedden Haarlem" } });
    fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: "haarlem@bedden.example" } });
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(requests.writes().map((r) => [r.method, pathOf(r)])).toEqual([["POST", "/rest/company/locations"]]));
    expect(await requests.writes()[0]!.json()).toMatchObject({ name: "Bedden Haarlem", address: { country: { code: "NL" } } });
  });

  it("says 'Could not retrieve locations' when the list fails", async () => {
    server.use(failingHandlers.list);
    renderLocationScreen();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Could not retrieve locations"), { timeout: 20_000 });
    expect(await screen.findByText("Could not retrieve locations")).toBeTruthy();
  });
});
