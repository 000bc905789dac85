// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setupTestServer } from "../../common/testServer.ts";
import { renderInShell } from "../partnerOrdersTestSetup.tsx";
import { failingQuoteListHandler, failingViewHandler, quoteHandlers, unconfirmedDeleteHandler } from "./quoteHandlers.ts";
import { QuoteTablesFrame, type QuoteTablesFrameProps } from "./QuoteTablesFrame.tsx";

const { toast, confirmDialog } = vi.hoisted(() => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
  confirmDialog: vi.fn(async (_options: { message: string }) => true),
}));
vi.mock("../../../ui/toaster.ts", () => ({ toast }));
vi.mock("../../../ui/dialogs/confirmDialog.tsx", () => ({ confirmDialog }));

const server = setupTestServer();
let requests: Request[];
beforeEach(() => {
  requests = [];
  server.use(...quoteHandlers(requests));
});
afterEach(() => vi.restoreAllMocks());
afterEach(() => vi.clearAllMocks());

const TITLES = { ordered: "Orders", waiting: "Waiting orders", new: "New quotes" } as const;

async function renderTable(props: QuoteTablesFrameProps = {}) {
  renderInShell(<QuoteTablesFrame {...props} />);
  await screen.findByRole("heading", { name: TITLES[props.status ?? "ordered"] }, { timeout: 20_000 });
}

const tableRequests = () => requests.filter((r) => r.url.includes("/quote/table/"));
const rowOf = (id: number) => screen.getByRole("cell", { name: String(id) }).closest("tr")!;
const action = (id: number, name: string) => within(rowOf(id)).getByRole("button", { name });

describe("the quote tables", () => {
  it.each([
    ["ordered", "ordered"],
    ["waiting", "waiting"],
    ["new", "new"],
  ] as const)("ask the one operation for the %s quotes, 100 a page, newest first", async (status, inPath) => {
    await renderTable({ status });
    await screen.findByText("Ole Hansen");
    const url = new URL(tableRequests()[0]!.url);
    expect(url.pathname).toBe(`/partner-order/quote/table/${inPath}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: "1", count: "100", sort: "createdTime", direction: "desc" });
  });

  it("shows the quotes with countries in words and offers the filterable names and countries with counts", async () => {
    await renderTable();
    await screen.findByText("Ole Hansen");
    expect(within(rowOf(31)).getByText("Sängkompaniet Göteborg")).toBeTruthy();
    expect(within(rowOf(30)).getByText("Norway")).toBeTruthy();
    const names = within(screen.getByRole("combobox", { name: "Customer name" }))
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(names).toEqual(["Customer name: All", "Anna Lindqvist (2)", "Ole Hansen (1)"]);
    const countries = within(screen.getByRole("combobox", { name: "Customer country" }))
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(countries).toEqual(["Customer country: All", "Norway (1)", "Sweden (2)"]);
    fireEvent.change(screen.getByRole("combobox", { name: "Customer country" }), { target: { value: "NO" } });
    await waitFor(() => expect(new URL(tableRequests().at(-1)!.url).searchParams.get("filters")).toBe('{"customerCountry":"NO"}'));
  });

  it("says 'could not get quotes' when the list fails", async () => {
    server.use(failingQuoteListHandler);
    await renderTable({ status: "waiting" });
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("could not get quotes"));
  });

  it("shows a quote's details in a dialog", async () => {
    await renderTable();
    await screen.findByText("Ole Hansen");
    fireEvent.click(action(31, "View"));
    const dialog = await screen.findByRole("dialog", { name: "Quote 31" });
    expect(await within(dialog).findByText("PO-4711")).toBeTruthy();
    expect(within(dialog).getByText("Kungsgatan 12, 411 19 Göteborg")).toBeTruthy();
    expect(within(dialog).getByText("VIV-CONT-180")).toBeTruthy();
    expect(within(dialog).getByText("Width: 180, Firmness: Medium")).toBeTruthy();
    // The footer's Close (the header has a close button of the same name).
    fireEvent.click(within(dialog).getAllByRole("button", { name: "Close" }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("says 'Unable to get quote' when the details cannot be read", async () => {
    server.use(failingViewHandler);
    await renderTable();
    await screen.findByText("Ole Hansen");
    fireEvent.click(action(30, "View"));
    const dialog = await screen.findByRole("dialog", { name: "Quote 30" });
    expect(await within(dialog).findByText("Unable to get quote")).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith("Unable to get quote");
  });

  it("deletes a quote after a confirmation; the table is read again without it", async () => {
    await renderTable();
    await screen.findByText("Ole Hansen");
    fireEvent.click(action(30, "Delete"));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Quote 30 deleted."));
    expect(confirmDialog.mock.calls[0]![0].message).toBe("Delete quote 30 of Ole Hansen?");
    const deletion = requests.find((r) => r.url.endsWith("/partner-order/quote/delete"))!;
    expect(await deletion.json()).toEqual({ id: 30 });
    await waitFor(() => expect(screen.queryByText("Ole Hansen")).toBeNull());
    expect(screen.getAllByText("Anna Lindqvist")).toHaveLength(2);
  });

  it("deletes nothing when the confirmation is declined", async () => {
    confirmDialog.mockResolvedValueOnce(false);
    await renderTable();
    await screen.findByText("Ole Hansen");
    fireEvent.click(action(30, "Delete"));
    await waitFor(() => expect(confirmDialog).toHaveBeenCalled());
    expect(requests.some((r) => r.url.endsWith("/quote/delete"))).toBe(false);
    expect(screen.getByText("Ole Hansen")).toBeTruthy();
  });

  it("says 'Unable to delete quote' unless the answer says success: true", async () => {
    server.use(unconfirmedDeleteHandler);
    await renderTable();
    await screen.findByText("Ole Hansen");
    fireEvent.click(action(30, "Delete"));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Unable to delete quote"));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("downloads the EDIFACT and edits on the order platform in a new window", async () => {
    const opened = { opener: {} as unknown, location: { href: "" }, close: vi.fn() };
    const open = vi.spyOn(window, "open").mockImplementation(((url?: string | URL) => (url ? null : opened)) as typeof window.open);
    await renderTable();
    await screen.findByText("Ole Hansen");
    fireEvent.click(action(31, "Download EDIFACT"));
    expect(open).toHaveBeenCalledWith("/partner-order/quote/edifact?quoteId=31", "_blank", "noopener");
    fireEvent.click(action(31, "Edit on the order platform"));
    // The window opens within the click; the platform's address follows, without a handle back.
    expect(open).toHaveBeenLastCalledWith("", "_blank");
    await waitFor(() => expect(opened.location.href).toBe("https://orders.vividus.example/quote/31"));
    expect(opened.opener).toBeNull();
  });
});
