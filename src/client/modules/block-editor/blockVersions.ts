import { NEW_BLOCK_CLASS } from "./blockOrder.ts";
import type { BlockInput, BlockVersion, CmsSiteRef, Site } from "./blockTypes.ts";

/** One site's (language's) version of the block as the editor holds it: what a save sends. */
export interface BlockVersionDraft {
  site: CmsSiteRef;
  block: BlockInput;
}

/** What the version choices need of a site. */
export type SiteChoice = Pick<Site, "id" | "name" | "languageCode">;

/** Makes the blockId that links a new block's versions (the contract's pattern: letters, digits, - and _). */
export type BlockIdMaker = () => string;

export const randomBlockId: BlockIdMaker = () => crypto.randomUUID();

/**
 * The versions of GET /cms/editor/block/by-block-id/{blockId} as drafts: the block's own fields
 * (pageId and site are the server's: it ignores them on save).
 */
export function versionDrafts(versions: readonly BlockVersion[]): BlockVersionDraft[] {
  return versions.map(({ site, block }) => ({
    site: { id: site.id, name: site.name ?? null, languageCode: site.languageCode ?? null },
    block: {
      id: block.id,
      class: block.class,
      blockId: block.blockId,
      sortOrder: block.sortOrder,
      image: block.image ?? null,
      data: block.data,
      ...(block.design ? { design: block.design } : {}),
      ...(block.updatedAt ? { updatedAt: block.updatedAt } : {}),
    },
  }));
}

const hasVersion = (versions: readonly BlockVersionDraft[], site: SiteChoice) =>
  versions.some((v) => v.site.id === site.id || (v.site.languageCode != null && v.site.languageCode === site.languageCode));

/**
 * The sites a version can be added for: those whose language has none yet, in the order given.
 * Adding a version takes its language off this list, removing it puts it back (spec part 2
 * section 5). Inactive sites stay: a language is prepared before its site goes live.
 */
export function sitesWithoutVersion<S extends SiteChoice>(sites: readonly S[], versions: readonly BlockVersionDraft[]): S[] {
  return sites.filter((site) => !hasVersion(versions, site));
}

/**
 * Every version with the one blockId that links them: the one they carry, else a new one, so
 * versions added before the block's first save are saved as versions of one block.
 */
export function linkedVersions(versions: readonly BlockVersionDraft[], makeId: BlockIdMaker = randomBlockId): BlockVersionDraft[] {
  if (versions.length === 0) return [];
  const blockId = versions.find((v) => v.block.blockId)?.block.blockId ?? makeId();
  return versions.map((v) => (v.block.blockId === blockId ? v : { ...v, block: { ...v.block, blockId } }));
}

const siteRef = (site: SiteChoice): CmsSiteRef => ({ id: site.id, name: site.name, languageCode: site.languageCode });

/** A new, empty version of the block for a site: the block's class, no content yet, placed last on that site's page by the server. */
function emptyVersion(versions: readonly BlockVersionDraft[], site: SiteChoice): BlockVersionDraft {
  return {
    site: siteRef(site),
    block: { id: null, class: versions[0]?.block.class ?? NEW_BLOCK_CLASS, blockId: null, sortOrder: null, data: {} },
  };
}

/** The versions with an empty one for `site` added; a site whose language has a version already changes nothing. */
export function addVersion(versions: readonly BlockVersionDraft[], site: SiteChoice, makeId?: BlockIdMaker): BlockVersionDraft[] {
  if (hasVersion(versions, site)) return [...versions];
  return linkedVersions([...versions, emptyVersion(versions, site)], makeId);
}

/** The versions with an empty one added for every site (language) that has none, in the sites' order. */
export function addAllVersions(
  versions: readonly BlockVersionDraft[],
  sites: readonly SiteChoice[],
  makeId?: BlockIdMaker,
): BlockVersionDraft[] {
  return sitesWithoutVersion(sites, versions).reduce<BlockVersionDraft[]>((all, site) => addVersion(all, site, makeId), [...versions]);
}

/** The versions without the site's; its language is offered again. */
export function removeVersion(versions: readonly BlockVersionDraft[], siteId: number): BlockVersionDraft[] {
  return versions.filter((v) => v.site.id !== siteId);
}

/** The sites a version can be cloned to: every other site; one with a version has its content replaced. */
export function cloneTargets<S extends SiteChoice>(sites: readonly S[], fromSiteId: number): S[] {
  return sites.filter((site) => site.id !== fromSiteId);
}

/**
 * The versions with one site's content (data and image, deep copies) cloned to another language:
 * its version's content is replaced (it keeps its id, so the save updates it), or a version is
 * added. The design stays: changing it needs cmsDesign, which a translator may lack.
 * A source that has no version, or cloning a version onto itself, changes nothing.
 */
export function cloneVersion(
  versions: readonly BlockVersionDraft[],
  fromSiteId: number,
  to: SiteChoice,
  makeId?: BlockIdMaker,
): BlockVersionDraft[] {
  const source = versions.find((v) => v.site.id === fromSiteId);
  if (!source || to.id === fromSiteId) return [...versions];
  const content = { data: structuredClone(source.block.data ?? {}), image: structuredClone(source.block.image ?? null) };
  const target = versions.find((v) => v.site.id === to.id);
  if (target) return versions.map((v) => (v === target ? { ...v, block: { ...v.block, ...content } } : v));
  if (hasVersion(versions, to)) return [...versions];
  const added = emptyVersion(versions, to);
  return linkedVersions([...versions, { ...added, block: { ...added.block, class: source.block.class, ...content } }], makeId);
}
