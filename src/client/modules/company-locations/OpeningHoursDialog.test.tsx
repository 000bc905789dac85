// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ShellTestProviders } from "../../app/testing/ShellTestProviders.tsx";
import type { OpeningHoursWeek } from "./locationTypes.ts";
import { OpeningHoursDialog } from "./OpeningHoursDialog.tsx";

const onSave = vi.fn();
const onClose = vi.fn();
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const ten = (closing: string) => [{ opening: "10:00", closing }];
// Monday equals Tuesday, Thursday is closed, Friday misses a closing, Saturday equals Sunday.
const week: OpeningHoursWeek = {
  monday: ten("18:00"),
  tuesday: ten("18:00"),
  wednesday: ten("14:00"),
  thursday: [],
  friday: [{ opening: "10:00", closing: "" }],
  saturday: ten("16:00"),
  sunday: ten("16:00"),
};

function open(initial = week) {
  render(
    <ShellTestProviders>
      <OpeningHoursDialog name="Summer" week={initial} onSave={onSave} onClose={onClose} />
    </ShellTestProviders>,
  );
  return within(screen.getByRole("dialog", { name: "Opening hours: Summer" }));
}

const copyButtons = (dialog: ReturnType<typeof open>) =>
  dialog.queryAllByRole("button", { name: /^Copy to next day: / }).map((b) => b.getAttribute("aria-label"));

describe("the opening hours dialog", () => {
  it("offers copy-to-next-day only for a complete, non-empty day that differs from the next, never sunday", () => {
    const dialog = open();
    expect(copyButtons(dialog)).toEqual(["Copy to next day: Tuesday", "Copy to next day: Wednesday"]);
  });

  it("copies a day's hours onto the next day, which then offers its own copy", () => {
    const dialog = open();
    fireEvent.click(dialog.getByRole("button", { name: "Copy to next day: Wednesday" }));
    expect((dialog.getByLabelText("Thursday opens (1)") as HTMLInputElement).value).toBe("10:00");
    expect((dialog.getByLabelText("Thursday closes (1)") as HTMLInputElement).value).toBe("14:00");
    expect(copyButtons(dialog)).toEqual(["Copy to next day: Tuesday", "Copy to next day: Thursday"]);
  });

  it("says what is wrong with an interval and allows no save until it is fixed", () => {
    const dialog = open({ ...week, friday: ten("18:00") });
    const saveButton = dialog.getByRole("button", { name: "Save" }) as HTMLButtonElement;
    expect(saveButton.disabled).toBe(false);
    fireEvent.change(dialog.getByLabelText("Monday opens (1)"), { target: { value: "25:00" } });
    expect(dialog.getByText("Opening time as HH:mm")).toBeTruthy();
    expect(saveButton.disabled).toBe(true);
    fireEvent.change(dialog.getByLabelText("Monday opens (1)"), { target: { value: "19:00" } });
    expect(dialog.getByText("Closes before it opens")).toBeTruthy();
    fireEvent.change(dialog.getByLabelText("Monday opens (1)"), { target: { value: "09:00" } });
    fireEvent.click(dialog.getByRole("button", { name: "Add hours on Monday" }));
    fireEvent.change(dialog.getByLabelText("Monday opens (2)"), { target: { value: "17:00" } });
    fireEvent.change(dialog.getByLabelText("Monday closes (2)"), { target: { value: "24:00" } });
    expect(dialog.getByText("Overlaps other hours of the day")).toBeTruthy();
    fireEvent.change(dialog.getByLabelText("Monday opens (2)"), { target: { value: "18:00" } });
    expect(saveButton.disabled).toBe(false);
  });

  it("save hands back the edited week; close changes nothing", () => {
    const dialog = open();
    fireEvent.click(dialog.getByRole("button", { name: "Add hours on Thursday" }));
    fireEvent.change(dialog.getByLabelText("Friday closes (1)"), { target: { value: "18:00" } });
    fireEvent.click(dialog.getByRole("button", { name: "Remove hours 1 on Sunday" }));
    fireEvent.click(dialog.getByRole("button", { name: "Save" }));
    expect(onSave).toHaveBeenCalledWith({ ...week, thursday: ten("18:00"), friday: ten("18:00"), sunday: [] });
    expect(week.sunday).toEqual(ten("16:00"));
    // The footer button (the header has Blueprint's own close button too).
    fireEvent.click(dialog.getByText("Close"));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});
