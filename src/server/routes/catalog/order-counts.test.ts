import { describe, expect, it } from "vitest";
import { countedTotal, countriesWithRequests, countsAlone, filterOptions, type CountRow } from "./order-counts.ts";

const row = (code: CountRow["code"], sortOrder: number, country: string | null, countryName: string | null, n: number): CountRow => ({
  code,
  statusName: code[0]!.toUpperCase() + code.slice(1),
  sortOrder,
  country,
  countryName,
  n,
});

// As loadCounts answers: one row per status and country, a status without requests once with country null.
const rows: CountRow[] = [
  row("delivered", 4, "SE", "Sweden", 50),
  row("new", 1, "SE", "Sweden", 3),
  row("new", 1, "XK", null, 2),
  row("new", 1, "", null, 4),
  row("delivered", 4, "AX", "Åland Islands", 1),
  row("delivered", 4, "DE", "Germany", 7),
  row("failed", 3, "DE", "Germany", 0),
  row("pending", 2, null, null, 0),
];

describe("catalog request counts", () => {
  it("totals by status and country, requests without a country included when no country filters", () => {
    expect(countedTotal(rows, {})).toBe(67);
    expect(countedTotal(rows, { statusCode: "new" })).toBe(9);
    expect(countedTotal(rows, { countryCode: "SE" })).toBe(53);
    expect(countedTotal(rows, { statusCode: "delivered", countryCode: "DE" })).toBe(7);
    expect(countedTotal(rows, { statusCode: "booked" })).toBe(0);
  });

  it("counts each of the status and country filters by itself", () => {
    expect(countsAlone(rows, { statusCode: "new", countryCode: "DE" })).toEqual([9, 7]);
    expect(countsAlone(rows, { countryCode: "SE" })).toEqual([53]);
    expect(countsAlone(rows, {})).toEqual([]);
  });

  it("offers every status by sort order and the countries with requests by name, unnamed ones last", () => {
    expect(filterOptions(rows)).toEqual({
      status: [
        { property: "new", name: "New", count: 9 },
        { property: "pending", name: "Pending", count: 0 },
        { property: "failed", name: "Failed", count: 0 },
        { property: "delivered", name: "Delivered", count: 58 },
      ],
      countries: [
        { property: "AX", name: "Åland Islands", count: 1 },
        { property: "DE", name: "Germany", count: 7 },
        { property: "SE", name: "Sweden", count: 53 },
        { property: "XK", name: null, count: 2 },
      ],
    });
    expect(countriesWithRequests(rows).map((c) => c.code)).toEqual(["AX", "DE", "SE", "XK"]);
  });
});
