import type { components } from "../../../shared/api/contract.ts";

type Schemas = components["schemas"];

/** A block as a page or a version answer carries it (contract Block). */
export type Block = Schemas["Block"];
/** A block as a page save sends it (contract BlockInput): no id when new. */
export type BlockInput = Schemas["BlockInput"];
/** One site's version of a block as GET /cms/editor/block/by-block-id/{blockId} answers it. */
export type BlockVersion = Schemas["BlockVersion"];
/** The block's kind, which picks its editor template. */
export type BlockClass = Schemas["BlockClass"];
export type BlockData = Schemas["BlockData"];
/** A site (one per language) as GET /cms/sites lists it. */
export type Site = Schemas["Site"];
/** A site named by a version (contract CmsSiteRef). */
export type CmsSiteRef = Schemas["CmsSiteRef"];
