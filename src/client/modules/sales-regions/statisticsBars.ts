import type { AreaStatisticsRow } from "./salesRegionTypes.ts";

/** One radial bar of the statistics: a location type's share of the area's zip codes. */
export interface StatisticsBar {
  locationType: AreaStatisticsRow["locationType"];
  numberOfZipCodes: number;
  /** The share in percent, rounded to a whole number (what the bar says). */
  percent: number;
  /** The share rounded to the nearest 5 (0, 5, ... 100): the bar's class, i.e. how far it is drawn. */
  percentClass: number;
}

// Brand stores first, then shop in shop, stores without a type, and the zip codes nobody handles.
const ORDER: ReadonlyArray<AreaStatisticsRow["locationType"]> = ["vividus_store", "shop_in_shop", null, "whitespot"];

/** The share of `part` in `total` in percent, rounded (0 when there is nothing to share). */
export function roundedPercent(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 100) : 0;
}

/** A rounded percentage to the nearest 5 (spec part 2 section 9: the bar's class). */
export function percentClassOf(percent: number): number {
  return Math.min(100, Math.max(0, Math.round(percent / 5) * 5));
}

/**
 * The statistics as bars (spec part 2 section 9: percentages rounded, then to the nearest 5 for
 * the bar class), in a fixed order of location types; rows of an unknown type come last.
 */
export function statisticsBars(rows: readonly AreaStatisticsRow[]): StatisticsBar[] {
  const total = rows.reduce((sum, row) => sum + row.numberOfZipCodes, 0);
  const rank = (type: AreaStatisticsRow["locationType"]) => {
    const index = ORDER.indexOf(type);
    return index === -1 ? ORDER.length : index;
  };
  return [...rows]
    .sort((a, b) => rank(a.locationType) - rank(b.locationType))
    .map((row) => {
      const percent = roundedPercent(row.numberOfZipCodes, total);
      return { locationType: row.locationType, numberOfZipCodes: row.numberOfZipCodes, percent, percentClass: percentClassOf(percent) };
    });
}

/** The i18n key naming a location type in the statistics. */
export function locationTypeLabelKey(type: AreaStatisticsRow["locationType"]): string {
  switch (type) {
    case "vividus_store":
      return "salesRegions.statistics.types.brandStore";
    case "shop_in_shop":
      return "salesRegions.statistics.types.shopInShop";
    case "whitespot":
      return "salesRegions.statistics.types.whitespot";
    default:
      return "salesRegions.statistics.types.none";
  }
}
