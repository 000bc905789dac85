import type { operations } from "../../../shared/api/contract.ts";

type Json<R> = R extends { content: { "application/json": infer J } } ? J : never;

/** A partner page with its per-site versions and the locations that use it (contract PartnerPage). */
export type PartnerPage = Json<operations["getLocationPartnerPage"]["responses"][200]>;
/** The body of a partner page update (contract PartnerPageInput). */
export type PartnerPageInput = Json<operations["updatePartnerPage"]["requestBody"]>;
/** A site of the website: a version of the page may be given per site. */
export type Site = Json<operations["listSites"]["responses"][200]>[number];
/** A location that may share the page (search-partner). */
export type PartnerLocationOption = Json<operations["searchPartnerLocations"]["responses"][200]>[number];

/** The location a partner page dialog is opened from. */
export interface PartnerPageOwner {
  id: number;
  name: string;
  partnerPage: { id: number; name: string; hostname: string } | null;
}
