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
