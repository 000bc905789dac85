import type { operations } from "../../../../shared/api/contract.ts";

type Json<R> = R extends { content: { "application/json": infer J } } ? J : never;

/** The zip-code areas of a country as getAreaGeoJson answers them. */
export type AreaCollection = Json<operations["getAreaGeoJson"]["responses"][200]>;
/** One zip code's area with its regions' ids, handlers and flags. */
export type AreaFeature = AreaCollection["features"][number];
/** What assignAreaHandler answers: the region with its handlers after the change. */
export type AreaAssignResult = Json<operations["assignAreaHandler"]["responses"][200]>;

/** The map dialog's levels (spec part 2 section 9). */
export const MAP_LEVELS = [1, 2, 3] as const;
export type MapLevel = (typeof MAP_LEVELS)[number];
/** The map dialog's area types. */
export const AREA_TYPES = ["contractArea", "workingArea"] as const;
export type AreaType = (typeof AREA_TYPES)[number];
