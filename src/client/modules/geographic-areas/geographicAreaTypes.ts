import type { operations } from "../../../shared/api/contract.ts";

type Json<R> = R extends { content: { "application/json": infer J } } ? J : never;

/** A store as listLocations answers it (with its address and coordinates). */
export type StoreOnMap = Json<operations["listLocations"]["responses"][200]>[number];
export type GeographicArea = Json<operations["listGeographicAreas"]["responses"][200]>[number];
