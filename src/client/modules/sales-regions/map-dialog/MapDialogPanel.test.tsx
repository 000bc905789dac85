// @vitest-environment happy-dom
import { Classes } from "@blueprintjs/core";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ShellTestProviders } from "../../../app/testing/ShellTestProviders.tsx";
import { setupTestServer } from "../../common/testServer.ts";
import { handlerColor } from "./handlerPalette.ts";
import { mapDialogHandlers } from "./mapDialogHandlers.ts";
import { MapDialogPanel } from "./MapDialogPanel.tsx";
import type { AreaAssignResult } from "./mapDialogTypes.ts";
import { RECENT_STORAGE_KEY } from "./recentLocations.ts";
import { useSalesRegionMap } from "./useSalesRegionMap.ts";

// The dialog without its maplibre map (no WebGL here): the side panel over the dialog's real
// state hook, and a button per drawn area standing in for a click on the map.
const server = setupTestServer();

// Toasts recorded, not rendered: Blueprint's toaster lives outside the test's tree, and its
// closing transition could fire after the test environment is gone (seen on a loaded machine).
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() }));
vi.mock("../../../ui/toaster.ts", () => ({ toast }));

/** The answers of the assignments saved, as the dialog hands them on (onAssigned). */
let assigned: AreaAssignResult[] = [];

function PanelWithAreas() {
  const map = useSalesRegionMap("SE", (result) => assigned.push(result));
  return (
    <ShellTestPanel map={map}>
      {map.areas.features.map((area) => (
        <button
          key={area.properties.zipCode}
          type="button"
          onClick={() => map.onAreaClick(area.properties as unknown as Record<string, unknown>)}
        >
          {`Area ${area.properties.zipCode}`}
        </button>
      ))}
    </ShellTestPanel>
  );
}

function ShellTestPanel({ map, children }: { map: ReturnType<typeof useSalesRegionMap>; children: React.ReactNode }) {
  return (
    <>
      <MapDialogPanel
        level={map.level}
        onLevelChange={map.setLevel}
        type={map.type}
        onTypeChange={map.setType}
        locations={map.locations}
        homeCountry="SE"
        recentIds={map.recent}
        location={map.location}
        onLocationChange={map.setLocation}
        handlers={map.handlers}
        hint={map.hint}
        clicked={map.clicked}
        isMapLoading={map.geo.isLoading}
        isMapError={map.geo.isError}
        tools={<p>Tools slot</p>}
      />
      <div>{children}</div>
    </>
  );
}

function show(handlers: ReturnType<typeof mapDialogHandlers>["handlers"]) {
  server.use(...handlers);
  return render(
    <ShellTestProviders>
      <PanelWithAreas />
    </ShellTestProviders>,
  );
}

const legend = () => screen.getByRole("list", { name: /^Handlers at level/ });
const legendItems = () =>
  Array.from(legend().querySelectorAll("li"), (li) => [li.querySelector(".sales-map-handler-name")?.textContent, li.dataset.color]);
const clicked = () => document.querySelector<HTMLElement>(".sales-map-clicked");

async function chooseLocation(name: string) {
  const field = screen.getByRole("combobox", { name: "Location to assign" }) as HTMLInputElement;
  act(() => field.focus());
  const list = await screen.findByRole("listbox");
  fireEvent.click(within(list).getByText(name));
  await waitFor(() => expect(field.value).toBe(name));
}

async function openChooserTexts() {
  const field = screen.getByRole("combobox", { name: "Location to assign" }) as HTMLInputElement;
  act(() => field.blur());
  act(() => field.focus());
  const list = await screen.findByRole("listbox");
  const texts = Array.from(
    list.querySelectorAll(`.${Classes.MENU_HEADER}, [role=option] .${Classes.TEXT_OVERFLOW_ELLIPSIS}`),
    (el) => el.textContent,
  );
  act(() => field.blur());
  return texts;
}

beforeEach(() => {
  localStorage.removeItem(RECENT_STORAGE_KEY);
  assigned = [];
  vi.clearAllMocks();
});

describe("the map dialog's side panel", () => {
  it("lists the handlers of the chosen level in their colours, and keeps the tools slot under them", async () => {
    show(mapDialogHandlers().handlers);
    await screen.findByText("Area 211 01", undefined, { timeout: 10_000 });
    await waitFor(() => expect(legendItems()).toEqual([["Lund Stortorget", handlerColor(102)]]));
    expect(screen.getByRole("heading", { name: "Handlers at level 1" })).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Level 2" }));
    expect(legendItems()).toEqual([["Malmö Centrum", handlerColor(101)]]);
    fireEvent.click(screen.getByRole("radio", { name: "Level 3" }));
    expect(legendItems()).toEqual([["Malmö Centrum", handlerColor(101)]]);
    expect(screen.getByText("1 region")).toBeTruthy();
    expect(screen.getByText("Tools slot")).toBeTruthy();
    // Both types offered, none chosen.
    for (const name of ["Contract area", "Working area"])
      expect((screen.getByRole("radio", { name }) as HTMLInputElement).checked).toBe(false);
  });

  it("tells what to choose, and calls nothing, when a click lacks a location or a type", async () => {
    const mocks = mapDialogHandlers();
    show(mocks.handlers);
    fireEvent.click(await screen.findByText("Area 211 01", undefined, { timeout: 10_000 }));
    expect(screen.getByRole("status").textContent).toBe(
      "Choose a location and a type (contract area or working area) before clicking an area.",
    );
    fireEvent.click(screen.getByRole("radio", { name: "Working area" }));
    expect(screen.getByRole("status").textContent).toBe("");
    fireEvent.click(screen.getByText("Area 211 01"));
    expect(screen.getByRole("status").textContent).toBe("Choose a location to assign before clicking an area.");
    await chooseLocation("Lund Stortorget");
    fireEvent.click(screen.getByRole("radio", { name: "Level 3" }));
    fireEvent.click(screen.getByText("Area 211 02"));
    expect(screen.getByRole("status").textContent).toBe("This zip code has no region at level 3.");
    expect(mocks.calls).toHaveLength(0);
  });

  it("assigns the clicked area's region: new colour at once, 'Position updated.', the handler list and the latest added", async () => {
    const mocks = mapDialogHandlers();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get("*/rest/area-assign-handler", async () => {
        await held;
      }),
    );
    show(mocks.handlers);
    await screen.findByText("Area 222 01", undefined, { timeout: 10_000 });
    fireEvent.click(screen.getByRole("radio", { name: "Level 2" }));
    fireEvent.click(screen.getByRole("radio", { name: "Contract area" }));
    await chooseLocation("Lund Stortorget");
    expect(screen.getByRole("status").textContent).toBe("Click an area to assign Lund Stortorget to its region.");
    expect(await openChooserTexts()).toEqual(["Locations in Sweden", "Malmö Centrum", "Lund Stortorget"]);

    fireEvent.click(screen.getByText("Area 222 01"));
    // Drawn in the store's colour before the server answered.
    await waitFor(() => expect(clicked()?.dataset.color).toBe(handlerColor(102)));
    expect(clicked()?.dataset.zipCode).toBe("222 01");
    release();

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Position updated."), { timeout: 10_000 });
    await waitFor(() => expect(mocks.calls).toHaveLength(1));
    expect(Object.fromEntries(mocks.calls[0]!)).toEqual({
      storeId: "102",
      zipCode: "222 01",
      countryCode: "SE",
      level: "2",
      type: "contractArea",
    });
    // The map read again: Lund Stortorget now handles Lund at level 2, and the area keeps its colour.
    await waitFor(() =>
      expect(legendItems()).toEqual([
        ["Lund Stortorget", handlerColor(102)],
        ["Malmö Centrum", handlerColor(101)],
      ]),
    );
    expect(clicked()?.dataset.color).toBe(handlerColor(102));
    expect(clicked()?.textContent).toBe("Zip code 222 01 in Lund");
    expect(JSON.parse(localStorage.getItem(RECENT_STORAGE_KEY)!)).toEqual([102]);
    expect(assigned.map((r) => [r.region.id, r.level, r.type, r.handlers.map((h) => h.id)])).toEqual([[12, 2, "contractArea", [102]]]);
    expect(await openChooserTexts()).toEqual(["Latest added locations", "Lund Stortorget", "Locations in Sweden", "Malmö Centrum"]);
  });

  it("gives the area its colours back when the assignment fails", async () => {
    const mocks = mapDialogHandlers({ failAssign: true });
    show(mocks.handlers);
    await screen.findByText("Area 222 01", undefined, { timeout: 10_000 });
    fireEvent.click(screen.getByRole("radio", { name: "Level 2" }));
    fireEvent.click(screen.getByRole("radio", { name: "Working area" }));
    await chooseLocation("Malmö Centrum");
    fireEvent.click(screen.getByText("Area 222 01"));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Something went wrong when assigning store"), { timeout: 10_000 });
    await waitFor(() => expect(clicked()?.dataset.color).toBe(""));
    expect(mocks.calls).toHaveLength(1);
    expect(legendItems()).toEqual([["Malmö Centrum", handlerColor(101)]]);
    expect(localStorage.getItem(RECENT_STORAGE_KEY)).toBeNull();
    expect(assigned).toEqual([]);
  });
});
