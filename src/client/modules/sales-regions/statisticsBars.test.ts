import { describe, expect, it } from "vitest";
import { percentClassOf, roundedPercent, statisticsBars } from "./statisticsBars.ts";

describe("statistics bars", () => {
  it("rounds each share to a whole percent and its class to the nearest 5", () => {
    const bars = statisticsBars([
      { locationType: "whitespot", numberOfZipCodes: 124 },
      { locationType: "shop_in_shop", numberOfZipCodes: 212 },
      { locationType: "vividus_store", numberOfZipCodes: 613 },
      { locationType: null, numberOfZipCodes: 51 },
    ]);
    expect(bars.map((b) => [b.locationType, b.percent, b.percentClass])).toEqual([
      ["vividus_store", 61, 60],
      ["shop_in_shop", 21, 20],
      [null, 5, 5],
      ["whitespot", 12, 10],
    ]);
  });

  it("rounds halves up, at both steps", () => {
    expect(roundedPercent(1, 8)).toBe(13); // 12.5
    expect(percentClassOf(12)).toBe(10);
    expect(percentClassOf(13)).toBe(15); // 12.5 → 13 → 15: the class follows the rounded figure
    expect(percentClassOf(2)).toBe(0);
    expect(percentClassOf(3)).toBe(5);
    expect(percentClassOf(97)).toBe(95);
    expect(percentClassOf(98)).toBe(100);
    for (let p = 0; p <= 100; p++) {
      expect(percentClassOf(p) % 5).toBe(0);
      expect(Math.abs(percentClassOf(p) - p)).toBeLessThanOrEqual(2.5);
    }
  });

  it("draws a whole ring for one type and nothing for none", () => {
    expect(statisticsBars([{ locationType: "whitespot", numberOfZipCodes: 7 }])).toEqual([
      { locationType: "whitespot", numberOfZipCodes: 7, percent: 100, percentClass: 100 },
    ]);
    expect(statisticsBars([])).toEqual([]);
    expect(statisticsBars([{ locationType: "shop_in_shop", numberOfZipCodes: 0 }])[0]).toMatchObject({ percent: 0, percentClass: 0 });
  });
});
