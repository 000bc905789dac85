import type { operations } from "../../../shared/api/contract.ts";

type Json<R> = R extends { content: { "application/json": infer J } } ? J : never;

/** A region group with its child groups, handled countries and locations, and member accounts. */
export type RegionGroup = Json<operations["getRegionGroupTree"]["responses"][200]>["tree"][number];
export type RegionGroupInput = Json<operations["updateRegionGroup"]["requestBody"]>;
export type GroupCountry = RegionGroup["handlesCountries"][number];
export type GroupLocation = RegionGroup["handlesLocations"][number];
export type GroupMember = NonNullable<RegionGroup["accounts"]>[number];
