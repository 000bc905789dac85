import { describe, expect, it } from "vitest";
import { checkOpeningHours, EMPTY_WEEK, type Week } from "./opening-hours.ts";

const week = (over: Partial<Week> = {}): Week => ({ ...EMPTY_WEEK, ...over });

describe("checkOpeningHours", () => {
  it("sorts a day's intervals and keeps valid hours as they are", () => {
    const { hours, problems } = checkOpeningHours({
      weeklyOpeningHours: week({
        monday: [
          { opening: "13:00", closing: "18:00" },
          { opening: "09:00", closing: "12:00" },
        ],
        sunday: [{ opening: "22:00", closing: "24:00" }],
      }),
    });
    expect(problems).toEqual({});
    expect(hours.weekly!.monday).toEqual([
      { opening: "09:00", closing: "12:00" },
      { opening: "13:00", closing: "18:00" },
    ]);
    expect(hours.weekly!.sunday).toEqual([{ opening: "22:00", closing: "24:00" }]);
    expect(hours.timeSchemas).toEqual([]);
    expect(hours.deviations).toEqual([]);
  });

  it("names intervals that close before they open or overlap, by their path as sent", () => {
    const { problems } = checkOpeningHours({
      weeklyOpeningHours: week({
        tuesday: [{ opening: "10:00", closing: "09:00" }],
        friday: [
          { opening: "12:00", closing: "18:00" },
          { opening: "10:00", closing: "12:30" },
          { opening: "18:00", closing: "20:00" },
        ],
        saturday: [{ opening: "10:00", closing: "10:00" }],
      }),
    });
    expect(problems).toEqual({
      "weeklyOpeningHours.tuesday.0.closing": "must be after the opening time",
      "weeklyOpeningHours.friday.0.opening": "overlaps another interval of the day",
      "weeklyOpeningHours.saturday.0.closing": "must be after the opening time",
    });
  });

  it("allows one active time schema, whose hours become the weekly hours (source timeSchema)", () => {
    const summer = week({ monday: [{ opening: "10:00", closing: "16:00" }] });
    const { hours, problems } = checkOpeningHours({
      weeklyOpeningHours: week({ monday: [{ opening: "09:00", closing: "18:00" }] }),
      openingHoursSource: "manual",
      timeSchemas: [
        { name: " Standard ", active: false, openingHours: week() },
        { name: "Summer", active: true, openingHours: summer },
      ],
    });
    expect(problems).toEqual({});
    expect(hours.weekly).toEqual(summer);
    expect(hours.source).toBe("timeSchema");
    expect(hours.timeSchemas.map((s) => s.name)).toEqual(["Standard", "Summer"]);
  });

  it("refuses a second active schema, a blank or repeated name and bad hours inside a schema", () => {
    const { problems } = checkOpeningHours({
      timeSchemas: [
        { name: "Summer", active: true, openingHours: week() },
        { name: "summer", active: true, openingHours: week({ wednesday: [{ opening: "18:00", closing: "08:00" }] }) },
        { name: "   ", active: false, openingHours: week() },
      ],
    });
    expect(problems).toEqual({
      "timeSchemas.1.name": "is already the name of timeSchemas.0",
      "timeSchemas.1.active": "only one time schema can be active",
      "timeSchemas.1.openingHours.wednesday.0.closing": "must be after the opening time",
      "timeSchemas.2.name": "is required",
    });
  });

  it("turns a timeSchema source without an active schema into manual and keeps other sources", () => {
    expect(checkOpeningHours({ openingHoursSource: "timeSchema" }).hours.source).toBe("manual");
    expect(checkOpeningHours({ openingHoursSource: "external" }).hours.source).toBe("external");
    expect(checkOpeningHours({}).hours.source).toBeUndefined();
    expect(checkOpeningHours({}).hours.weekly).toBeUndefined();
  });

  it("checks deviations: both times or none, closing after opening, no clash on a date; sorts by date", () => {
    const ok = checkOpeningHours({
      openingHourDeviations: [
        { date: "2026-12-31", opening: "10:00", closing: "14:00" },
        { date: "2026-12-24", opening: null, closing: null },
        { date: "2026-12-31", opening: "15:00", closing: "17:00" },
      ],
    });
    expect(ok.problems).toEqual({});
    expect(ok.hours.deviations.map((d) => `${d.date} ${d.opening}`)).toEqual(["2026-12-24 null", "2026-12-31 10:00", "2026-12-31 15:00"]);

    const bad = checkOpeningHours({
      openingHourDeviations: [
        { date: "2026-01-01", opening: "10:00", closing: null },
        { date: "2026-01-02", opening: "15:00", closing: "11:00" },
        { date: "2026-01-03", opening: null, closing: null },
        { date: "2026-01-03", opening: "10:00", closing: "12:00" },
        { date: "2026-01-04", opening: "10:00", closing: "12:00" },
        { date: "2026-01-04", opening: "11:00", closing: "13:00" },
      ],
    });
    expect(bad.problems).toEqual({
      "openingHourDeviations.0.closing": "must be given with the other time (both empty means closed all day)",
      "openingHourDeviations.1.closing": "must be after the opening time",
      "openingHourDeviations.3.date": "clashes with openingHourDeviations.2 on the same date",
      "openingHourDeviations.5.date": "clashes with openingHourDeviations.4 on the same date",
    });
  });
});
