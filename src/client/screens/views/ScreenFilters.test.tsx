// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ScreenFilter } from "../screenConfig.ts";
import { fakeTable } from "../testing/fakeTable.ts";
import { ScreenTestProviders } from "../testing/ScreenTestProviders.tsx";
import { ScreenFilters } from "./ScreenFilters.tsx";

const SEARCH: ScreenFilter = { key: "search", labelKey: "resources.sites.filters.search", widget: "text" };

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function showSearch() {
  const setFilter = vi.fn();
  render(
    <ScreenTestProviders>
      <ScreenFilters filters={[SEARCH]} table={fakeTable({ setFilter })} />
    </ScreenTestProviders>,
  );
  return { setFilter, field: screen.getByRole("searchbox", { name: "Search name, language code or slug" }) };
}

describe("ScreenFilters' text filter", () => {
  it("applies what was typed once typing pauses, in one write", () => {
    vi.useFakeTimers();
    const { setFilter, field } = showSearch();
    fireEvent.change(field, { target: { value: "s" } });
    fireEvent.change(field, { target: { value: "sv" } });
    expect(setFilter).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(300));
    expect(setFilter.mock.calls).toEqual([["search", "sv"]]);
  });

  it("applies what was typed at once when the field is left, and not again later", () => {
    vi.useFakeTimers();
    const { setFilter, field } = showSearch();
    fireEvent.change(field, { target: { value: "sv" } });
    // E.g. a click on a menu link: a write after it would take the user back to this screen.
    fireEvent.blur(field);
    expect(setFilter.mock.calls).toEqual([["search", "sv"]]);
    act(() => vi.advanceTimersByTime(1000));
    expect(setFilter).toHaveBeenCalledOnce();
  });

  it("writes nothing when the field is left unchanged", () => {
    const { setFilter, field } = showSearch();
    fireEvent.blur(field);
    expect(setFilter).not.toHaveBeenCalled();
  });
});

describe("ScreenFilters' date range filter", () => {
  const ORDER_DATE: ScreenFilter = {
    key: "orderDate",
    labelKey: "screens.filters.search",
    widget: "dateRange",
    range: { from: "orderDateFrom", to: "orderDateTo" },
  };

  it("shows the days set under its two keys and writes a changed end under its own key", () => {
    const setFilter = vi.fn();
    const state = { page: 1, filters: { orderDateFrom: "2026-03-01", orderDateTo: "2026-03-31" } };
    render(
      <ScreenTestProviders>
        <ScreenFilters filters={[ORDER_DATE]} table={fakeTable({ setFilter, state })} />
      </ScreenTestProviders>,
    );
    const from = screen.getByRole("combobox", { name: "Search from" }) as HTMLInputElement;
    const to = screen.getByRole("combobox", { name: "Search to" }) as HTMLInputElement;
    expect([from.value, to.value]).toEqual(["2026-03-01", "2026-03-31"]);
    fireEvent.focus(to);
    fireEvent.change(to, { target: { value: "2026-04-15" } });
    expect(setFilter.mock.calls).toEqual([["orderDateTo", "2026-04-15"]]);
    fireEvent.change(to, { target: { value: "" } });
    expect(setFilter.mock.calls.at(-1)).toEqual(["orderDateTo", undefined]);
    // Set filters offer to clear them all.
    expect(screen.getByRole("button", { name: "Clear filters" })).toBeTruthy();
  });
});
