import { nodeAtSlugPath, siteTreeOf, slugPathOf, type CmsNode } from "./cmsTree.ts";
import type { CmsSite, TreeNode } from "./cmsTypes.ts";

/** One site's version of the chosen item: the node at the same address there, or none. */
export interface LanguageVersion {
  site: CmsSite;
  node: CmsNode | undefined;
}

/**
 * The chosen item in every other site. The contract links no item or page across sites (a page
 * belongs to one site), so a version is the item at the same address below the site's path: the
 * same slugs from the top down, as the website's links would find it.
 */
export function languageVersionsOf(
  sites: readonly CmsSite[],
  nodes: readonly TreeNode[],
  siteId: number,
  tree: readonly CmsNode[],
  id: number,
): LanguageVersion[] {
  const path = slugPathOf(tree, id);
  if (!path) return [];
  return sites.filter((s) => s.id !== siteId).map((site) => ({ site, node: nodeAtSlugPath(siteTreeOf(nodes, site.id), path) }));
}
