import { useMemo, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { answerOf } from "../../api/answer.ts";
import { $api, api } from "../../api/client.ts";
import { invalidateResourceOf } from "../../api/invalidation.ts";
import { toast } from "../../ui/toaster.ts";
import { moveAmongSiblings, moveBeside, moveUnder } from "../common/orderedTree.ts";
import { initialSiteId, nodeEditsOf, pageMovesOf, siteTreeOf, withNodeFields, type CmsNode, type NodeFields } from "./cmsTree.ts";

export const CMS_TREE_PATH = "/cms/tree";

/**
 * The CMS index's sites and the chosen site's content tree: moves and node-field edits made in
 * memory (the tree-changed flag), sent together by 'Save' (positions by updateCmsTreePages, then
 * fields by updateCmsTreeItems), after which the tree is read again.
 */
export function useCmsTree(initialSite: number | null = null) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = $api.useQuery("get", CMS_TREE_PATH);
  const sites = useMemo(() => query.data?.sites ?? [], [query.data]);
  const [chosenSite, setChosenSite] = useState<number | null>(initialSite);
  const siteId = initialSiteId(sites, chosenSite);
  const saved = useMemo(() => (siteId === null ? [] : siteTreeOf(query.data?.nodes ?? [], siteId)), [query.data, siteId]);
  const [edited, setEdited] = useState<CmsNode[] | null>(null);
  const [isSaving, setSaving] = useState(false);
  const tree = edited ?? saved;
  // The changed flag means 'something to save': a move undone by hand, or a refused drop, clears it.
  const edit = (change: (nodes: CmsNode[]) => CmsNode[]) => {
    const next = change(tree);
    setEdited(pageMovesOf(saved, next).length + nodeEditsOf(saved, next).length > 0 ? next : null);
  };

  async function save() {
    setSaving(true);
    try {
      const pages = pageMovesOf(saved, tree);
      const nodes = nodeEditsOf(saved, tree);
      if (pages.length > 0) answerOf(await api.POST("/cms/tree/update-pages", { body: { pages } }));
      if (nodes.length > 0) answerOf(await api.POST("/cms/tree/update-items", { body: { nodes } }));
      toast.success(t("cmsContent.messages.saved"));
      // The edited tree stays on screen until the saved one is read back, so the old order never flashes.
      await invalidateResourceOf(queryClient, CMS_TREE_PATH);
      setEdited(null);
    } catch {
      toast.error(t("cmsContent.messages.saveFailed"));
      // The moves may have been saved before the fields failed: read the tree again, the edits stay.
      await invalidateResourceOf(queryClient, CMS_TREE_PATH);
    } finally {
      setSaving(false);
    }
  }

  return {
    sites,
    siteId,
    /** Every site's nodes as read (other sites' items for the versions per language). */
    allNodes: query.data?.nodes ?? [],
    tree,
    isLoading: query.isLoading,
    isError: query.isError,
    /** The tree-changed flag: moves or node edits not saved yet (it enables 'Save'). */
    isChanged: edited !== null,
    isSaving,
    /** Another site's tab; unsaved changes of this one are dropped (the caller asks first). */
    chooseSite(id: number) {
      setChosenSite(id);
      setEdited(null);
    },
    moveUp: (id: number) => edit((n) => moveAmongSiblings(n, id, -1)),
    moveDown: (id: number) => edit((n) => moveAmongSiblings(n, id, 1)),
    moveUnder: (id: number, targetId: number) => edit((n) => moveUnder(n, id, targetId)),
    /** A drop: the node put before or after another node, among that one's siblings. */
    moveBeside: (id: number, targetId: number, side: "before" | "after") => edit((n) => moveBeside(n, id, targetId, side)),
    editNode: (id: number, fields: Partial<NodeFields>) => edit((n) => withNodeFields(n, id, fields)),
    discard: () => setEdited(null),
    save,
  };
}

export type CmsTreeState = ReturnType<typeof useCmsTree>;
