import { describe, expect, it } from "vitest";
import type { OpeningHoursWeek } from "./locationTypes.ts";
import { canCopyToNextDay, copyToNextDay, emptyWeek, entryProblems, formatDay, invalidDays } from "./openingHours.ts";

const week = (patch: Partial<OpeningHoursWeek>): OpeningHoursWeek => ({ ...emptyWeek(), ...patch });
const nineToFive = [{ opening: "09:00", closing: "17:00" }];

describe("copy-to-next-day (spec part 2 section 5)", () => {
  it("is offered for a filled, complete day that differs from the next", () => {
    expect(canCopyToNextDay(week({ monday: nineToFive }), "monday")).toBe(true);
  });

  it("is never offered for sunday", () => {
    expect(canCopyToNextDay(week({ sunday: nineToFive }), "sunday")).toBe(false);
  });

  it("is not offered for a day without entries", () => {
    expect(canCopyToNextDay(week({ tuesday: nineToFive }), "monday")).toBe(false);
  });

  it("is not offered while an entry misses its opening or closing", () => {
    expect(canCopyToNextDay(week({ monday: [{ opening: "09:00", closing: "" }] }), "monday")).toBe(false);
    expect(canCopyToNextDay(week({ monday: [...nineToFive, { opening: "", closing: "20:00" }] }), "monday")).toBe(false);
  });

  it("is not offered when the next day already has the same hours", () => {
    expect(canCopyToNextDay(week({ friday: nineToFive, saturday: [{ opening: "09:00", closing: "17:00" }] }), "friday")).toBe(false);
    expect(canCopyToNextDay(week({ friday: nineToFive, saturday: [{ opening: "09:00", closing: "16:00" }] }), "friday")).toBe(true);
  });

  it("replaces the next day's entries with copies", () => {
    const before = week({
      monday: [
        { opening: "10:00", closing: "12:00" },
        { opening: "13:00", closing: "18:00" },
      ],
      tuesday: [{ opening: "08:00", closing: "09:00" }],
    });
    const after = copyToNextDay(before, "monday");
    expect(after.tuesday).toEqual(before.monday);
    expect(after.tuesday[0]).not.toBe(before.monday[0]);
    expect(before.tuesday).toEqual([{ opening: "08:00", closing: "09:00" }]);
  });
});

describe("interval problems", () => {
  it("checks HH:mm, closing after opening and overlaps (24:00 closes at midnight)", () => {
    expect(entryProblems([{ opening: "9:00", closing: "17:00" }])).toEqual(["openingFormat"]);
    expect(entryProblems([{ opening: "09:00", closing: "25:00" }])).toEqual(["closingFormat"]);
    expect(entryProblems([{ opening: "18:00", closing: "24:00" }])).toEqual([null]);
    expect(entryProblems([{ opening: "24:00", closing: "24:00" }])).toEqual(["openingFormat"]);
    expect(entryProblems([{ opening: "12:00", closing: "12:00" }])).toEqual(["closingBeforeOpening"]);
    expect(
      entryProblems([
        { opening: "13:00", closing: "18:00" },
        { opening: "10:00", closing: "14:00" },
      ]),
    ).toEqual(["overlap", null]);
    expect(
      entryProblems([
        { opening: "10:00", closing: "13:00" },
        { opening: "13:00", closing: "18:00" },
      ]),
    ).toEqual([null, null]);
  });

  it("names the days with problems, and days with more than 6 intervals", () => {
    const many = Array.from({ length: 7 }, (_, i) => ({ opening: `0${i}:00`, closing: `0${i}:30` }));
    expect(invalidDays(week({ monday: nineToFive, wednesday: [{ opening: "x", closing: "y" }], sunday: many }))).toEqual([
      "wednesday",
      "sunday",
    ]);
  });

  it("formats a day in one line", () => {
    expect(
      formatDay([
        { opening: "10:00", closing: "14:00" },
        { opening: "15:00", closing: "18:00" },
      ]),
    ).toBe("10:00–14:00, 15:00–18:00");
    expect(formatDay([])).toBe("");
  });
});
