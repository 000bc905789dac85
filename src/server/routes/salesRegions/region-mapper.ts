import type { Row } from "../../db/schema.ts";
import type { LocationRef } from "../companyLocations/location-mapper.ts";
import type { AnswerOf } from "../types.ts";

export type Region = AnswerOf<"getRegion">;
export type ZipCode = Region["zipCodes"][number];
export type RegionCountry = Region["country"];
export type RegionRef = NonNullable<Region["parentRegion"]>;
export type RegionSearchRow = AnswerOf<"searchRegions">[number];

export const REGION_COLUMNS = ["id", "level", "name", "working_area", "min_lat", "max_lat", "min_lng", "max_lng"] as const;
export type RegionRow = Pick<Row<"regions">, (typeof REGION_COLUMNS)[number]>;

export const ZIP_COLUMNS = [
  "id",
  "zip_code",
  "locality",
  "suburb",
  "latitude",
  "longitude",
  "timezone",
  "utc",
  "coordinates",
  "working_area",
  "handlers_are_temporary",
] as const;
export type ZipRow = Pick<Row<"zip_codes">, (typeof ZIP_COLUMNS)[number]>;

/**
 * A region as the tree shows it, with no zip codes: the answer of getRegion fills regions, and
 * zipCodes and zipCodeGroups after it (RegionStore.get, region-answer.ts).
 */
export function toRegion(
  row: RegionRow,
  country: RegionCountry,
  parts: { handlers: LocationRef[]; parentRegion: RegionRef | null; regions?: Region[] },
): Region {
  return {
    id: row.id,
    level: row.level,
    name: row.name,
    country,
    regions: parts.regions ?? [],
    zipCodes: [],
    handlers: parts.handlers,
    parentRegion: parts.parentRegion,
    zipCodeGroups: [],
    regionBoundaries: boundariesOf(row),
    workingArea: row.working_area,
  };
}

/** The bounding box of the region's zip codes (kept on the region by the seed); null when unknown. */
function boundariesOf(row: RegionRow): Region["regionBoundaries"] {
  const { min_lat: minLat, max_lat: maxLat, min_lng: minLng, max_lng: maxLng } = row;
  if (minLat === null || maxLat === null || minLng === null || maxLng === null) return null;
  return { minLat, maxLat, minLng, maxLng };
}

export function toZipCode(row: ZipRow, country: RegionCountry, handlers: LocationRef[]): ZipCode {
  return {
    id: row.id,
    zipCode: row.zip_code,
    locality: row.locality,
    suburb: row.suburb,
    latitude: row.latitude,
    longitude: row.longitude,
    timezone: row.timezone,
    utc: row.utc,
    country,
    handlers,
    coordinates: row.coordinates,
    handlersAreTemporary: row.handlers_are_temporary,
    workingArea: row.working_area,
    postcode: null,
  };
}

/** A region in brief; null when any part of the joined row is missing (no such region). */
export function toRegionRef(id: number | null, level: number | null, name: string | null): RegionRef | null {
  return id === null || level === null ? null : { id, level, name };
}
