import { describe, expect, it } from "vitest";
import { intlLocale, purchaseLabel, purchaseMonths, purchaseYears } from "./purchaseDates.ts";

describe("purchase years and months", () => {
  it("offer the years from this year back to 1993", () => {
    const years = purchaseYears(new Date(2026, 5, 15));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1993);
    expect(years).toHaveLength(2026 - 1993 + 1);
  });

  it("offer only 1993 in 1993", () => {
    expect(purchaseYears(new Date(1993, 0, 1))).toEqual([1993]);
  });

  it("name the twelve months in the UI language", () => {
    expect(purchaseMonths("en").map((m) => m.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(purchaseMonths("en")[0]!.label).toBe("January");
    expect(purchaseMonths("sv-SE")[2]!.label).toBe("Mars");
  });

  it("show a purchase as month name and year", () => {
    expect(purchaseLabel(3, 2024, "en")).toBe("March 2024");
    expect(purchaseLabel(12, 1999, "sv-SE")).toBe("December 1999");
  });

  it("read the app's language codes as Intl locales", () => {
    expect(intlLocale("sv_SE")).toBe("sv-SE");
    expect(intlLocale(undefined)).toBe("sv-SE");
  });
});
