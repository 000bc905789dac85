// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setupTestServer } from "../common/testServer.ts";
import { CATALOG_ORDERS } from "./catalogFixtures.ts";
import { catalogHandlers, catalogPage, failingListHandler, staleSaveHandler } from "./catalogHandlers.ts";
import { CATALOG_ROUTE } from "./CatalogScreenFrame.tsx";
import { currentLocation, queryOf, renderCatalogScreen, rowWith } from "./catalogTestSetup.tsx";

const { toast, confirmDialog } = vi.hoisted(() => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
  confirmDialog: vi.fn(async (_options: { message: string }) => true),
}));
vi.mock("../../ui/toaster.ts", () => ({ toast }));
vi.mock("../../ui/dialogs/confirmDialog.tsx", () => ({ confirmDialog }));

const server = setupTestServer();
let requests: Request[];
beforeEach(() => {
  requests = [];
  server.use(...catalogHandlers(requests));
});
afterEach(() => vi.clearAllMocks());

const pageRequests = () => requests.filter((r) => r.url.includes("/get-by-page"));
const dialog = () => screen.getByRole("dialog");
const field = (label: string) => within(dialog()).getByLabelText(label, { exact: false }) as HTMLInputElement;

describe("the catalog requests screen", () => {
  it("lists 100 a page, newest first, with statuses, products and countries in words", async () => {
    await renderCatalogScreen();
    await screen.findByText("Svensson");
    expect(queryOf(pageRequests()[0]!)).toEqual({ page: "1", count: "100", sort: "createdDate", direction: "desc" });
    expect(within(rowWith("Svensson")).getByText("New")).toBeTruthy();
    expect(within(rowWith("Svensson")).getByText("Night cap, Vase")).toBeTruthy();
    expect(within(rowWith("Svensson")).getByText("Sweden")).toBeTruthy();
    expect(within(rowWith("de Vries")).getByText("Unmatched/Retry")).toBeTruthy();
    // Where a request went: the location over the address it was mailed to.
    expect(within(rowWith("Berg")).getByText("Sängkompaniet Göteborg")).toBeTruthy();
    expect(within(rowWith("Berg")).getByText("goteborg@sangkompaniet.example")).toBeTruthy();
    expect(screen.getByText("5 rows")).toBeTruthy();
  });

  it("offers the filterable values with their counts, statuses in workflow order", async () => {
    await renderCatalogScreen();
    await screen.findByText("Svensson");
    const statuses = within(screen.getByRole("combobox", { name: "Status" }))
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(statuses).toEqual(["Status: All", "New (2)", "Pending (1)", "Unmatched/Retry (1)", "Delivered (1)"]);
    const countries = within(screen.getByRole("combobox", { name: "Country" }))
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(countries).toEqual(["Country: All", "Germany (1)", "Netherlands (1)", "Norway (1)", "Sweden (2)"]);
  });

  it("keeps filters and sort in the URL, asks the server for them and exports the same", async () => {
    const filters = encodeURIComponent('{"countryCode":"SE"}');
    await renderCatalogScreen({ route: `${CATALOG_ROUTE}?sort=lastname&direction=asc&filters=${filters}` });
    await screen.findByText("Svensson");
    expect(queryOf(pageRequests()[0]!)).toEqual({
      page: "1",
      count: "100",
      sort: "lastname",
      direction: "asc",
      filters: '{"countryCode":"SE"}',
    });
    expect(screen.queryByText("de Vries")).toBeNull();

    fireEvent.change(screen.getByRole("combobox", { name: "Status" }), { target: { value: "new" } });
    const expected = { countryCode: "SE", statusCode: "new" };
    await waitFor(() => expect(JSON.parse(queryOf(pageRequests().at(-1)!).filters!)).toEqual(expected));
    const url = new URLSearchParams(currentLocation().split("?")[1]);
    expect(JSON.parse(url.get("filters")!)).toEqual(expected);
    expect(url.get("sort")).toBe("lastname");

    const csv = new URL(screen.getByText("Export as CSV").closest("a")!.getAttribute("href")!, "http://x");
    expect(csv.pathname).toBe("/rest/catalog/catalog-orders/export-result-as-csv");
    expect(Object.fromEntries(csv.searchParams)).toEqual({ sort: "lastname", direction: "asc", filters: JSON.stringify(expected) });

    // A column heading toggles the sort; the default sort leaves the URL plain again.
    fireEvent.click(screen.getByRole("button", { name: "Created" }));
    await waitFor(() => expect(currentLocation()).toContain("sort=createdDate&direction=asc"));
    fireEvent.click(screen.getByRole("button", { name: "Created" }));
    await waitFor(() => expect(currentLocation()).not.toContain("sort="));
    await waitFor(() => expect(queryOf(pageRequests().at(-1)!)).toMatchObject({ sort: "createdDate", direction: "desc" }));
  });

  it("shows ≈ before a total the server estimated", async () => {
    server.use(...catalogHandlers(requests, catalogPage(CATALOG_ORDERS, { total: 1_048_576, totalIsEstimate: true })));
    await renderCatalogScreen();
    expect(await screen.findByText("≈ 1,048,576 rows")).toBeTruthy();
  });

  it("says 'Could not retrieve catalog list' when the list fails", async () => {
    server.use(failingListHandler);
    await renderCatalogScreen();
    expect(await screen.findByText("Could not retrieve catalog list")).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith("Could not retrieve catalog list");
  });

  it("edits in the 'information' pane and saves with the token, status and routing sent as null", async () => {
    await renderCatalogScreen();
    await screen.findByText("Svensson");
    fireEvent.click(within(rowWith("Svensson")).getByRole("button", { name: "Edit" }));
    expect(within(dialog()).getByRole("tab", { name: "Information" })).toBeTruthy();
    expect(within(dialog()).getByText("Not sent yet")).toBeTruthy();
    expect(field("Street").value).toBe("Götgatan 14");
    // The products ordered, by their labels.
    expect(within(dialog()).getByText("Night cap")).toBeTruthy();
    expect(within(dialog()).getByText("Vase")).toBeTruthy();
    fireEvent.change(field("City"), { target: { value: "Solna" } });
    fireEvent.click(within(dialog()).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Saved!"));
    const put = requests.find((r) => r.method === "PUT")!;
    expect(new URL(put.url).pathname).toBe("/rest/catalog/catalog-orders/101");
    expect(await put.json()).toMatchObject({
      id: 101,
      updatedAt: "2026-11-17T08:15:00.000Z",
      city: "Solna",
      offers: ["nightcap", "vase"],
      status: null,
      locationNotifiedAt: null,
      locationNotifiedToEmail: null,
      locationNotifiedByMatchType: null,
      notifiedLocation: null,
    });
  });

  it("says a stale save changed since it was opened, and reloads the request on request", async () => {
    server.use(staleSaveHandler);
    await renderCatalogScreen();
    await screen.findByText("Svensson");
    fireEvent.click(within(rowWith("Svensson")).getByRole("button", { name: "Edit" }));
    fireEvent.change(field("City"), { target: { value: "Solna" } });
    fireEvent.click(within(dialog()).getByRole("button", { name: "Save" }));
    const alert = await within(dialog()).findByRole("alert");
    expect(alert.textContent).toContain("The catalog request changed since it was opened.");
    expect(toast.error).toHaveBeenCalledWith("An error occurred when saving Catalog Request.");
    expect(field("City").value).toBe("Solna");

    fireEvent.click(within(alert).getByRole("button", { name: "Reload" }));
    await waitFor(() => expect(field("City").value).toBe("Stockholm"));
    expect(requests.some((r) => r.method === "GET" && new URL(r.url).pathname === "/rest/catalog/catalog-orders/101")).toBe(true);
    expect(within(dialog()).queryByRole("alert")).toBeNull();
  });

  it("deletes after a confirmation and says 'Removed!'; a declined one deletes nothing", async () => {
    await renderCatalogScreen();
    await screen.findByText("Svensson");
    confirmDialog.mockResolvedValueOnce(false);
    fireEvent.click(within(rowWith("Nordmann")).getByRole("button", { name: "Edit" }));
    fireEvent.click(within(dialog()).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(confirmDialog).toHaveBeenCalledWith({ message: "Are you sure you want to delete this catalog request?" }));
    expect(requests.some((r) => r.method === "DELETE")).toBe(false);

    fireEvent.click(within(dialog()).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Removed!"));
    expect(new URL(requests.find((r) => r.method === "DELETE")!.url).pathname).toBe("/rest/catalog/catalog-orders/104");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
