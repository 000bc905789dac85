import type { Block, BlockInput, BlockVersion } from "./blockTypes.ts";
import type { BlockVersionDraft } from "./blockVersions.ts";

/** What a versions save does to one site's page: its version written (added or updated), or removed. */
export interface VersionChange {
  siteId: number;
  /** The version to write; null removes the site's stored version. */
  block: BlockInput | null;
  /** The stored version's id, when the site had one when the versions were read. */
  storedId: number | null;
}

/**
 * The changes a save sends, one per site whose version differs from what was read (added,
 * edited, cloned onto or removed). The current page's own site is left out: its version is
 * the block of the page being edited and goes with the page's save.
 */
export function versionChanges(
  stored: readonly BlockVersion[],
  drafts: readonly BlockVersionDraft[],
  currentSiteId: number,
): VersionChange[] {
  const changes: VersionChange[] = [];
  const storedBySite = new Map(stored.map((v) => [v.site.id, v.block]));
  for (const draft of drafts) {
    if (draft.site.id === currentSiteId) continue;
    const before = storedBySite.get(draft.site.id);
    if (!before || JSON.stringify(before.data) !== JSON.stringify(draft.block.data) || !sameImage(before, draft.block))
      changes.push({ siteId: draft.site.id, block: draft.block, storedId: before?.id ?? null });
  }
  for (const version of stored) {
    if (version.site.id === currentSiteId) continue;
    if (!drafts.some((d) => d.site.id === version.site.id))
      changes.push({ siteId: version.site.id, block: null, storedId: version.block.id });
  }
  return changes;
}

/** A block as a page answers it, as a save sends it (its id, blockId and version kept; the server's pageId and site left out). */
export function toBlockInput(block: Block): BlockInput {
  return {
    id: block.id,
    class: block.class,
    blockId: block.blockId,
    sortOrder: block.sortOrder,
    image: block.image ?? null,
    data: block.data,
    ...(block.design ? { design: block.design } : {}),
    ...(block.updatedAt ? { updatedAt: block.updatedAt } : {}),
  };
}

const sameImage = (a: Block, b: BlockInput) => (a.image?.identifier ?? null) === (b.image?.identifier ?? null);

/**
 * The blocks of a site's page after a version change: the stored version replaced (or left out
 * when removed), or the new one added at the end (no sortOrder: the server places it last).
 */
export function pageBlocksWith(pageBlocks: readonly BlockInput[], change: VersionChange): BlockInput[] {
  const { block, storedId } = change;
  if (!block) return pageBlocks.filter((b) => b.id !== storedId);
  if (storedId === null) return [...pageBlocks, { ...block, id: null, sortOrder: null }];
  // The stored version keeps its place on its page.
  return pageBlocks.map((b) => (b.id === storedId ? { ...block, id: storedId, sortOrder: b.sortOrder } : b));
}

/** The page of a site that shows the current page's blocks: where a version of any of them is stored. */
export function pageOfSite(versionsOfPageBlocks: readonly (readonly BlockVersion[])[], siteId: number): number | null {
  for (const versions of versionsOfPageBlocks) {
    const found = versions.find((v) => v.site.id === siteId && typeof v.block.pageId === "number");
    if (found) return found.block.pageId as number;
  }
  return null;
}
