// @vitest-environment happy-dom
import { Classes } from "@blueprintjs/core";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setupTestServer } from "../common/testServer.ts";
import { catalogHandlers } from "./catalogHandlers.ts";
import { renderCatalogScreen, rowWith } from "./catalogTestSetup.tsx";

const { toast } = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock("../../ui/toaster.ts", () => ({ toast }));

const server = setupTestServer();
let requests: Request[];
beforeEach(() => {
  requests = [];
  server.use(...catalogHandlers(requests));
});
afterEach(() => vi.clearAllMocks());

const sends = () => requests.filter((r) => r.url.endsWith("/rest/catalog/send-multiple"));
const pages = () => requests.filter((r) => new URL(r.url).pathname.endsWith("/rest/catalog/catalog-orders/get-by-page"));
const sendDialog = () => screen.getByRole("dialog", { name: "Send catalog requests" });
const tick = (text: string) => fireEvent.click(within(rowWith(text)).getByRole("checkbox", { name: "Select row" }));

async function openSendDialog(...lastnames: string[]) {
  for (const lastname of lastnames) tick(lastname);
  fireEvent.click(screen.getByRole("button", { name: "Send to location" }));
  await screen.findByRole("dialog", { name: "Send catalog requests" });
  // The choosers show once the locations have loaded.
  return within(sendDialog()).findByRole("combobox", { name: "Same location for all" });
}

const chooser = (name: string) => within(sendDialog()).getByRole("combobox", { name }) as HTMLInputElement;

/** Opens a chooser (its search field) and answers the texts of its list: headings and locations, in order. */
async function openChooser(name: string) {
  // Really focused (not only a focus event): the Suggest closes when its field loses focus.
  act(() => chooser(name).focus());
  const list = await screen.findByRole("listbox");
  return {
    list,
    texts: Array.from(list.querySelectorAll(`.${Classes.MENU_HEADER}, [role=option] .${Classes.TEXT_OVERFLOW_ELLIPSIS}`)).map(
      (el) => el.textContent,
    ),
  };
}

describe("sending catalog requests to chosen locations", () => {
  it("sends the ticked requests that have a location, and clears the ticks", async () => {
    await renderCatalogScreen();
    await screen.findByText("Svensson");
    const send = screen.getByRole("button", { name: "Send to location" }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await openSendDialog("Svensson", "de Vries");
    expect(screen.getByText("Selected: 2")).toBeTruthy();

    const { list } = await openChooser("Location: Anna Svensson");
    fireEvent.click(within(list).getByText("Vividus Store Östermalm"));
    await waitFor(() => expect(chooser("Location: Anna Svensson").value).toContain("Vividus Store Östermalm"));

    const pagesBefore = pages().length;
    fireEvent.click(within(sendDialog()).getByRole("button", { name: "Send" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Catalog requests sent: 1"));
    // De Vries has no location: it is not sent.
    expect(await sends()[0]!.json()).toEqual([{ catalogOrderId: 101, locationId: 1 }]);
    // The sent requests' status changed: the list is read again (the contract's x-invalidates).
    await waitFor(() => expect(pages().length).toBe(pagesBefore + 1));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByText("Selected: 0")).toBeTruthy();
  });

  it("does nothing while no request has a location", async () => {
    await renderCatalogScreen();
    await screen.findByText("Svensson");
    await openSendDialog("Berg");
    const send = within(sendDialog()).getByRole("button", { name: "Send" }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.click(send);
    expect(sends()).toHaveLength(0);
  });

  it("sets one location for all, and sends each request to it", async () => {
    await renderCatalogScreen();
    await screen.findByText("Svensson");
    await openSendDialog("Svensson", "Nordmann");
    const { list } = await openChooser("Same location for all");
    fireEvent.click(within(list).getByText("Sovrommet Oslo"));
    await waitFor(() => expect(chooser("Location: Ola Nordmann").value).toContain("Sovrommet Oslo"));
    fireEvent.click(within(sendDialog()).getByRole("button", { name: "Send" }));
    await waitFor(() => expect(sends()).toHaveLength(1));
    expect(await sends()[0]!.json()).toEqual([
      { catalogOrderId: 101, locationId: 4 },
      { catalogOrderId: 104, locationId: 4 },
    ]);
  });

  it("says what the server answered when sending fails", async () => {
    server.use(
      http.post("*/rest/catalog/send-multiple", () =>
        HttpResponse.json({ error: { code: "NOT_FOUND", message: "Location not found." } }, { status: 404 }),
      ),
    );
    await renderCatalogScreen();
    await screen.findByText("Svensson");
    await openSendDialog("Svensson");
    const { list } = await openChooser("Location: Anna Svensson");
    fireEvent.click(within(list).getByText("Vividus Store Östermalm"));
    fireEvent.click(within(sendDialog()).getByRole("button", { name: "Send" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Location not found."));
    expect(sendDialog()).toBeTruthy();
  });
});

describe("the location chooser", () => {
  it("groups the request's country's active locations as 'Locations in {country}', the rest as 'Other locations'", async () => {
    await renderCatalogScreen();
    await screen.findByText("Svensson");
    await openSendDialog("Svensson");
    const { texts } = await openChooser("Location: Anna Svensson");
    // The closed Malmö store is not offered.
    expect(texts).toEqual([
      "Locations in Sweden",
      "Vividus Store Östermalm",
      "Sängkompaniet Göteborg",
      "Other locations",
      "Bedden & Co Amsterdam",
      "Sovrommet Oslo",
    ]);
  });

  it("heads every chooser with the list's filter country, ticks kept across filters", async () => {
    await renderCatalogScreen();
    await screen.findByText("Svensson");
    tick("Svensson");
    fireEvent.change(screen.getByRole("combobox", { name: "Country" }), { target: { value: "NL" } });
    await waitFor(() => expect(screen.queryByText("Svensson")).toBeNull());
    await openSendDialog("de Vries");
    expect(within(sendDialog()).getByText("Anna Svensson")).toBeTruthy();
    const { texts } = await openChooser("Location: Anna Svensson");
    expect(texts).toEqual([
      "Locations in Netherlands",
      "Bedden & Co Amsterdam",
      "Other locations",
      "Vividus Store Östermalm",
      "Sängkompaniet Göteborg",
      "Sovrommet Oslo",
    ]);
  });

  it("narrows the list by name, city or zip code as one types", async () => {
    await renderCatalogScreen();
    await screen.findByText("Svensson");
    await openSendDialog("Svensson");
    await openChooser("Location: Anna Svensson");
    fireEvent.change(chooser("Location: Anna Svensson"), { target: { value: "nowhere" } });
    expect(await screen.findByText("No locations match")).toBeTruthy();
    fireEvent.change(chooser("Location: Anna Svensson"), { target: { value: "oslo" } });
    await waitFor(() =>
      expect(
        within(screen.getByRole("listbox"))
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(["Sovrommet Oslo0355 Oslo"]),
    );
  });
});
