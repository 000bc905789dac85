import type { operations } from "../../../shared/api/contract.ts";

type Json<R> = R extends { content: { "application/json": infer J } } ? J : never;

/** A region as GET /rest/region/{id} answers it (children without their own children until loaded). */
export type Region = Json<operations["getRegion"]["responses"][200]>;
/** A zip code of a region. */
export type ZipCode = Region["zipCodes"][number];
/** Zip codes sharing a prefix, maybe split again into `groups`. */
export type ZipCodeGroup = Region["zipCodeGroups"][number];
/** A handler: a company location in brief. */
export type Handler = Region["handlers"][number];
/** A country with its level-1 regions and handlers (getCountry). */
export type Country = Json<operations["getCountry"]["responses"][200]>;
/** A level-1 region as the country lists it. */
export type TopRegion = NonNullable<Country["regions"]>[number];
/** One row of the area statistics. */
export type AreaStatisticsRow = Json<operations["getAreaStatistics"]["responses"][200]>[number];
/** One search hit with its region chain. */
export type RegionSearchRow = Json<operations["searchRegions"]["responses"][200]>[number];
/** The answer of a handler add or remove on a region or zip code. */
export type RegionHandlers = Json<operations["addRegionHandler"]["responses"][200]>;

/** What can be chosen in the tree: a region or a zip code. */
export type AreaKind = "region" | "zipCode";
export interface AreaRef {
  kind: AreaKind;
  id: number;
}
