import type { components, operations } from "../../../shared/api/contract.ts";

type Json<R> = R extends { content: { "application/json": infer J } } ? J : never;
type Schemas = components["schemas"];

/** A video with its versions and availability (contract Video). */
export type Video = Schemas["Video"];
/** The body of a video update (contract VideoInput). */
export type VideoInput = Schemas["VideoInput"];
/** A site of the website (one per language): a video has at most one version per site language. */
export type Site = Json<operations["listSites"]["responses"][200]>[number];
/** A choice of a video's availability: 'all' or one partner page (contract PartnerPageVideoOption). */
export type PartnerPageVideoOption = Schemas["PartnerPageVideoOption"];
