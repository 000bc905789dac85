// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testI18n } from "../testing/i18n.ts";
import { ScreenTestProviders } from "../testing/ScreenTestProviders.tsx";
import { ScreenDateRangeFilter, type DayRange } from "./ScreenDateRangeFilter.tsx";

afterEach(cleanup);

function showRange(value: DayRange = {}, i18n = testI18n) {
  const onChange = vi.fn();
  render(
    <ScreenTestProviders i18n={i18n}>
      <ScreenDateRangeFilter label="Order date" value={value} onChange={onChange} />
    </ScreenTestProviders>,
  );
  return { onChange };
}

const field = (name: string) => screen.getByRole("combobox", { name }) as HTMLInputElement;

describe("ScreenDateRangeFilter", () => {
  it("names its two fields after the filter, in English and Swedish, inside one labelled group", () => {
    showRange();
    const group = screen.getByRole("group", { name: "Order date" });
    expect(within(group).getByRole("combobox", { name: "Order date from" })).toBeTruthy();
    expect(within(group).getByRole("combobox", { name: "Order date to" })).toBeTruthy();
    cleanup();
    showRange({}, testI18n.cloneInstance({ lng: "sv_SE" }));
    expect(field("Order date från")).toBeTruthy();
    expect(field("Order date till")).toBeTruthy();
  });

  it("shows the days it is given as YYYY-MM-DD", () => {
    showRange({ from: "2026-03-01", to: "2026-03-31" });
    expect(field("Order date from").value).toBe("2026-03-01");
    expect(field("Order date to").value).toBe("2026-03-31");
  });

  it("applies a day once typed in full from the keyboard, not the keystrokes before it nor a day no calendar has", async () => {
    const user = userEvent.setup();
    const { onChange } = showRange();
    await user.click(field("Order date from"));
    await user.keyboard("2026-02-3");
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard("0");
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard("{Backspace}{Backspace}28");
    expect(onChange.mock.calls).toEqual([["from", "2026-02-28"]]);
  });

  it("applies the last day with Enter and closes its calendar with Escape, the first day left open", async () => {
    const user = userEvent.setup();
    const { onChange } = showRange();
    await user.click(field("Order date to"));
    expect(await screen.findByRole("dialog")).toBeTruthy();
    await user.keyboard("2026-04-30{Enter}");
    expect(onChange).toHaveBeenCalledWith("to", "2026-04-30");
    expect(onChange.mock.calls.every(([end]) => end === "to")).toBe(true);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("picks a day in the calendar by keyboard: Tab into it, arrow keys to the day, Enter", async () => {
    const user = userEvent.setup();
    const { onChange } = showRange({ to: "2026-03-10" });
    await user.click(field("Order date to"));
    const march = await screen.findByRole("grid", { name: "March 2026" });
    // Tab leaves the field for the calendar: its month and year, then the chosen day.
    await user.keyboard("{Tab}");
    expect(screen.getByRole("dialog").contains(document.activeElement)).toBe(true);
    for (let i = 0; i < 5 && !march.contains(document.activeElement); i++) await user.keyboard("{Tab}");
    expect(document.activeElement?.textContent).toBe("10");
    await user.keyboard("{ArrowRight}{ArrowDown}{Enter}");
    expect(onChange.mock.calls).toEqual([["to", "2026-03-18"]]);
  });

  it("clears an end whose field is emptied", async () => {
    const user = userEvent.setup();
    const { onChange } = showRange({ from: "2026-03-01", to: "2026-03-31" });
    await user.clear(field("Order date to"));
    expect(onChange.mock.calls).toEqual([["to", undefined]]);
  });

  it("picks a day from the calendar that opens on the field", async () => {
    const { onChange } = showRange({ from: "2026-03-01", to: "2026-03-31" });
    fireEvent.focus(field("Order date to"));
    const march = await screen.findByRole("grid", { name: "March 2026" });
    fireEvent.click(within(march).getByRole("gridcell", { name: "15" }));
    expect(onChange.mock.calls).toEqual([["to", "2026-03-15"]]);
  });
});
