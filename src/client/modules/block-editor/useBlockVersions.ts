import { useState } from "react";
import { useTranslation } from "react-i18next";
import { $api, api } from "../../api/client.ts";
import { answerOf } from "../../api/answer.ts";
import { failureText } from "./failureText.ts";
import { toast } from "../../ui/toaster.ts";
import type { BlockData, BlockInput, BlockVersion, Site } from "./blockTypes.ts";
import {
  addAllVersions,
  addVersion,
  cloneVersion,
  removeVersion,
  sitesWithoutVersion,
  versionDrafts,
  type BlockVersionDraft,
} from "./blockVersions.ts";
import { pageBlocksWith, pageOfSite, toBlockInput, versionChanges, type VersionChange } from "./versionSave.ts";

export interface BlockVersionsOptions {
  /** The block's blockId; null for a block not saved yet (it has no versions). */
  blockId: string | null | undefined;
  /** The site of the page being edited: its version is the block in the editor. */
  currentSiteId: number;
  /** The editor's current content of the block, the source of a clone. */
  current: BlockInput;
  /** The blockIds of the page's other blocks: their versions tell which page a new version goes on. */
  siblingBlockIds: readonly string[];
}

/** The block's per-language versions (spec part 2 sections 3-5): add, add all, remove, clone, edit, saved per site's page. */
export function useBlockVersions({ blockId, currentSiteId, current, siblingBlockIds }: BlockVersionsOptions) {
  const { t } = useTranslation();
  const versionsQuery = $api.useQuery(
    "get",
    "/cms/editor/block/by-block-id/{blockId}",
    { params: { path: { blockId: blockId ?? "" } } },
    { enabled: Boolean(blockId) },
  );
  const sitesQuery = $api.useQuery("get", "/cms/sites");
  const stored = versionsQuery.data;
  const [drafts, setDrafts] = useState<BlockVersionDraft[]>([]);
  const [isSaving, setSaving] = useState(false);
  const [seededFrom, setSeededFrom] = useState<BlockVersion[] | undefined>(undefined);
  // The versions as read (again after a save) replace the drafts; seeded while rendering.
  if (stored && stored !== seededFrom) {
    setSeededFrom(stored);
    setDrafts(versionDrafts(stored));
  }

  const sites: Site[] = sitesQuery.data ?? [];
  const withCurrent = (list: readonly BlockVersionDraft[]) =>
    list.map((v) => (v.site.id === currentSiteId ? { ...v, block: { ...v.block, data: current.data, image: current.image ?? null } } : v));
  const changes = stored ? versionChanges(stored, drafts, currentSiteId) : [];

  // Each site's change is saved on its own; one that fails (no page for it, a refusal) leaves the others saved.
  const save = async () => {
    if (!stored) return;
    setSaving(true);
    const failures: string[] = [];
    for (const change of changes) {
      try {
        await saveChange(change, stored);
      } catch (error) {
        failures.push(error instanceof MissingPageError ? error.message : failureText(error, t, "blockEditor.versions.saveFailed"));
      }
    }
    if (failures.length === 0) toast.success(t("blockEditor.versions.saved"));
    else toast.error(failures.join(" "));
    await versionsQuery.refetch();
    setSaving(false);
  };

  // Each site's version lives on that site's page: the page is read and saved with it (its version checked).
  const saveChange = async (change: VersionChange, versions: readonly BlockVersion[]) => {
    const pageId = versions.find((v) => v.site.id === change.siteId)?.block.pageId ?? (await findPage(change.siteId));
    if (typeof pageId !== "number") {
      const site = sites.find((s) => s.id === change.siteId);
      throw new MissingPageError(t("blockEditor.versions.noPage", { site: site?.name ?? change.siteId }));
    }
    const page = answerOf(await api.GET("/cms/editor/page", { params: { query: { id: pageId } } }));
    const blocks = pageBlocksWith(page.blocks.map(toBlockInput), change);
    answerOf(
      await api.POST("/cms/editor/save", {
        body: {
          page: {
            id: page.id,
            title: page.title,
            slug: page.slug || null,
            blocks,
            ...(page.seo ? { seo: page.seo } : {}),
            updatedAt: page.updatedAt ?? null,
          },
        },
      }),
    );
  };

  const findPage = async (siteId: number) => {
    const found: BlockVersion[][] = [];
    for (const id of siblingBlockIds) {
      const { data } = await api.GET("/cms/editor/block/by-block-id/{blockId}", { params: { path: { blockId: id } } });
      if (data) found.push(data);
      const pageId = pageOfSite(found, siteId);
      if (pageId !== null) return pageId;
    }
    return null;
  };

  return {
    isLoading: versionsQuery.isLoading || sitesQuery.isLoading,
    loadFailed: versionsQuery.isError,
    sites,
    drafts,
    available: sitesWithoutVersion(sites, drafts),
    cloneTargets: sites.filter((s) => s.id !== currentSiteId),
    hasChanges: changes.length > 0,
    isSaving,
    add: (siteId: number) => {
      const site = sites.find((s) => s.id === siteId);
      if (site) setDrafts((list) => addVersion(list, site));
    },
    addAll: () => setDrafts((list) => addAllVersions(list, sites)),
    remove: (siteId: number) => setDrafts((list) => removeVersion(list, siteId)),
    clone: (toSiteId: number) => {
      const site = sites.find((s) => s.id === toSiteId);
      if (site) setDrafts((list) => cloneVersion(withCurrent(list), currentSiteId, site));
    },
    edit: (siteId: number, data: BlockData) =>
      setDrafts((list) => list.map((v) => (v.site.id === siteId ? { ...v, block: { ...v.block, data } } : v))),
    save,
  };
}

/** A version that has no page to go on (no page of its site shows the current page's blocks). */
class MissingPageError extends Error {}
