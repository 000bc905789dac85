import { describe, expect, it } from "vitest";
import { widened, type TableDays } from "./order-search-window.ts";

const DAY_MS = 86_400_000;
// A year of requests, the same number each day: the histogram's bounds are evenly spread.
const YEAR: TableDays = {
  oldest: 20_420,
  newest: 20_784,
  rows: 10_000_000,
  bounds: Array.from({ length: 101 }, (_, i) => (20_420 + (i * 365) / 100) * DAY_MS),
};
const newestDay = { reading: "desc" as const, edge: YEAR.newest, days: 1 };
const oldestDay = { reading: "asc" as const, edge: YEAR.oldest, days: 1 };
const wholeTable = YEAR.newest - YEAR.oldest + 1;

describe("the next window of days (order-search-window.ts widened)", () => {
  it("is sized to hold the matches wanted, by those found so far, twice over", () => {
    // 80 matches in a day, 100 wanted: 100 × 2 / 80 → 3 days.
    expect(widened(newestDay, 80, 100, YEAR)).toEqual({ ...newestDay, days: 3 });
    expect(widened(oldestDay, 80, 100, YEAR)).toEqual({ ...oldestDay, days: 3 });
  });

  it("at least doubles", () => {
    expect(widened({ ...newestDay, days: 5 }, 1_000, 100, YEAR).days).toBe(10);
  });

  it("is the whole table when nothing was found", () => {
    expect(widened(newestDay, 0, 100, YEAR).days).toBe(wholeTable);
    expect(widened(oldestDay, 0, 100, YEAR).days).toBe(wholeTable);
  });

  it("is the whole table when it would hold more than a quarter of the rows", () => {
    // 2 matches a day: 100 days, 27 % of the rows.
    expect(widened(newestDay, 2, 100, YEAR).days).toBe(wholeTable);
    // 3 a day: 67 days, 18 %: a window.
    expect(widened(newestDay, 3, 100, YEAR).days).toBe(67);
    // From a key's day in the middle of the table, reading back: the rest of the table from there.
    const middle = { reading: "desc" as const, edge: 20_600, days: 1 };
    expect(widened(middle, 1, 100, YEAR).days).toBe(20_600 - YEAR.oldest + 1);
    expect(widened(middle, 10, 100, YEAR).days).toBe(20);
  });

  it("never reaches past the table's end", () => {
    const nearEnd = { reading: "desc" as const, edge: YEAR.oldest + 4, days: 1 };
    expect(widened(nearEnd, 10, 100, YEAR).days).toBe(5);
  });
});
