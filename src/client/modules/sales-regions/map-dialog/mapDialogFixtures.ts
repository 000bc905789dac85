import type { AreaCollection, AreaFeature } from "./mapDialogTypes.ts";

/** A square zip-code area of 0.1° at a column and row of a small grid in Skåne. */
function square(column: number, row: number): AreaFeature["geometry"] {
  const west = 12.9 + column * 0.1;
  const south = 55.5 + row * 0.1;
  return {
    type: "Polygon",
    coordinates: [
      [
        [west, south],
        [west + 0.1, south],
        [west + 0.1, south + 0.1],
        [west, south + 0.1],
        [west, south],
      ],
    ],
  };
}

interface Regions {
  r2: number | null;
  r2h?: number[];
  r3?: number | null;
  r3h?: number[];
  r2wa?: boolean;
}

function area(id: number, zipCode: string, column: number, row: number, regions: Regions, withShape = true): AreaFeature {
  return {
    type: "Feature",
    id,
    geometry: withShape ? square(column, row) : null,
    properties: {
      zipCode,
      countryCode: "SE",
      r1: 1,
      r1h: [102],
      r1ca: true,
      r1wa: false,
      r2: regions.r2,
      ...(regions.r2 === null ? {} : { r2h: regions.r2h ?? [], r2ca: (regions.r2h ?? []).length > 0, r2wa: regions.r2wa ?? false }),
      r3: regions.r3 ?? null,
      ...(regions.r3 == null ? {} : { r3h: regions.r3h ?? [], r3ca: false, r3wa: false }),
    },
  };
}

/**
 * Six zip-code areas in a 3 × 2 grid in Skåne (region 1, handled by Lund Stortorget, 102):
 * the left two columns are Malmö (region 11, Malmö Centrum, 101), the right column Lund
 * (region 12, no handler); one area is in Malmö's level-3 region 111. A seventh zip code has
 * no shape and is not drawn.
 */
export const skaneAreas: AreaCollection = {
  type: "FeatureCollection",
  features: [
    area(5001, "211 01", 0, 0, { r2: 11, r2h: [101], r3: 111, r3h: [101] }),
    area(5002, "211 02", 1, 0, { r2: 11, r2h: [101] }),
    area(5003, "222 01", 2, 0, { r2: 12 }),
    area(5004, "211 03", 0, 1, { r2: 11, r2h: [101] }),
    area(5005, "211 04", 1, 1, { r2: 11, r2h: [101] }),
    area(5006, "222 02", 2, 1, { r2: 12 }),
    area(5007, "299 99", 0, 0, { r2: null }, false),
  ],
};
