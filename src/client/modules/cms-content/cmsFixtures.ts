import type { CmsSite, CmsTree, ContentItem, TreeNode } from "./cmsTypes.ts";

const VERSION = "2026-11-20T09:00:00.000Z";

const site = (id: number, name: string, languageCode: string, isActive: boolean, frontpage: CmsSite["frontpage"]): CmsSite => ({
  id,
  name,
  languageCode,
  slug: languageCode,
  isActive,
  properties: {},
  frontpage,
  updatedAt: VERSION,
});

const node = (
  id: number,
  siteId: number,
  label: string,
  sortOrder: number,
  parentId: number | null,
  children: TreeNode[] = [],
): TreeNode => ({
  id,
  siteId,
  parentId,
  label,
  slug: label.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
  pageId: id + 500,
  sortOrder,
  excludeFromNavigation: false,
  excludeFromSearch: false,
  children,
});

/**
 * Two active sites (English, Swedish) and an inactive German one. The English tree: Home, Beds
 * (Aurora, Eira) and About us; the Swedish site has Home and Beds at the same addresses.
 */
export const cmsTree: CmsTree = {
  sites: [
    site(1, "Website", "en", true, { id: 501, title: "Home", slug: "home" }),
    site(2, "Webbplats", "sv", true, { id: 511, title: "Home", slug: "home" }),
    site(3, "Webseite", "de", false, null),
  ],
  nodes: [
    node(1, 1, "Home", 0, null),
    node(2, 1, "Beds", 1, null, [node(3, 1, "Aurora", 0, 2), node(4, 1, "Eira", 1, 2)]),
    node(5, 1, "About us", 2, null),
    node(11, 2, "Home", 0, null),
    node(12, 2, "Beds", 1, null),
  ],
};

const allNodes = (nodes: readonly TreeNode[]): TreeNode[] => nodes.flatMap((n) => [n, ...allNodes(n.children ?? [])]);

/** The content item behind a fixture node, as getCmsTreeContentItem answers it. */
export function contentItemOf(id: number): ContentItem | undefined {
  const found = allNodes(cmsTree.nodes).find((n) => n.id === id);
  if (!found) return undefined;
  const site = cmsTree.sites.find((s) => s.id === found.siteId)!;
  return {
    id: found.id,
    label: found.label,
    slug: found.slug ?? "",
    language: site.languageCode,
    content: { id: found.pageId!, title: found.label },
    sortOrder: found.sortOrder,
    createdDate: "2026-10-01T08:00:00.000Z",
    children: [],
    parentId: found.parentId ?? null,
    siteId: found.siteId,
    excludeFromNavigation: found.excludeFromNavigation,
    excludeFromSearch: found.excludeFromSearch,
    updatedAt: VERSION,
  };
}
