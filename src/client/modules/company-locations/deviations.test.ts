import { describe, expect, it } from "vitest";
import { deviationProblems, isCalendarDate, toDeviationDrafts, toDeviations } from "./deviations.ts";

describe("deviations (YYYY-MM-DD, HH:mm)", () => {
  it("accepts only real dates written YYYY-MM-DD", () => {
    expect(isCalendarDate("2026-12-24")).toBe(true);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("24-12-2026")).toBe(false);
    expect(isCalendarDate("2026-1-5")).toBe(false);
  });

  it("checks times, both-or-neither and clashes on the same date", () => {
    expect(
      deviationProblems([
        { date: "2026-12-24", opening: "10:00", closing: "14:00" },
        { date: "2026-12-25", opening: "", closing: "" },
        { date: "2026-12-26", opening: "10:00", closing: "" },
        { date: "2026-12-27", opening: "10", closing: "14:00" },
        { date: "2026-12-28", opening: "14:00", closing: "10:00" },
        { date: "2026-12-24", opening: "13:00", closing: "16:00" },
        { date: "2026-12-25", opening: "10:00", closing: "12:00" },
        { date: "2026-12-24", opening: "15:00", closing: "16:00" },
        { date: "", opening: "", closing: "" },
      ]),
    ).toEqual([null, null, "bothTimes", "timeFormat", "closingBeforeOpening", "clash", "clash", "clash", "date"]);
  });

  it("sends empty times as null (closed all day), ordered by date", () => {
    const drafts = [
      { date: "2026-12-31", opening: "10:00", closing: "15:00" },
      { date: "2026-12-25", opening: "", closing: "" },
    ];
    expect(toDeviations(drafts)).toEqual([
      { date: "2026-12-25", opening: null, closing: null },
      { date: "2026-12-31", opening: "10:00", closing: "15:00" },
    ]);
    expect(toDeviationDrafts(toDeviations(drafts))).toEqual([drafts[1], drafts[0]]);
  });
});
