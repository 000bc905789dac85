import { useCallback, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { $api, api } from "../../api/client.ts";
import { answerOf } from "../../api/answer.ts";
import { failureText } from "../block-editor/failureText.ts";
import { invalidateAfter } from "../../api/invalidation.ts";
import { readKey } from "../../api/queryKeys.ts";
import { confirmDialog } from "../../ui/dialogs/confirmDialog.tsx";
import { toast } from "../../ui/toaster.ts";
import { moveBlock, removeBlock, withNewBlock } from "../block-editor/blockOrder.ts";
import type { Block } from "../block-editor/blockTypes.ts";
import { withSavedSlides } from "../block-editor/slidesSave.ts";
import {
  asDraft,
  deleteFailureText,
  draftBlocks,
  isPageWithSavedSlides,
  isStalePageSave,
  pageSaveBody,
  type CmsPage,
  type DraftBlock,
} from "./pageDraft.ts";

const PAGE_PATH = "/cms/editor/page";

/** What the page editor's views call. */
export interface PageEditor {
  page: CmsPage | undefined;
  isLoading: boolean;
  loadFailed: boolean;
  blocks: DraftBlock[];
  /** The page's SEO as edited (the SEO part, shown with cmsSeo). */
  seo: CmsPage["seo"];
  changeSeo(seo: NonNullable<CmsPage["seo"]>): void;
  isDirty: boolean;
  isSaving: boolean;
  /** True after a save was refused because the page changed meanwhile; reload() reads it again. */
  isStale: boolean;
  addBlock(): DraftBlock;
  deleteBlock(key: string): Promise<void>;
  move(index: number, offset: number): void;
  replaceBlock(block: DraftBlock): void;
  /**
   * Takes a slideshow whose slides were saved on their own: its draft gets them, and the page's
   * version moves on with them, unless the page was changed by someone else meanwhile (stale).
   */
  adoptSavedSlides(saved: Block): Promise<void>;
  /** Says the page changed since it was read (a save would be refused): reload() reads it again. */
  markStale(): void;
  /** Saves the page; true when saved. */
  save(): Promise<boolean>;
  deletePage(): Promise<boolean>;
  reload(): Promise<void>;
}

/** The full-screen page editor's state (spec part 2 "CMS", sections 4, 5, 8): the page read, its blocks edited, saved whole. */
export function usePageEditor(pageId: number): PageEditor {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const init = { params: { query: { id: pageId } } };
  const query = $api.useQuery("get", PAGE_PATH, init);
  const [blocks, setBlocks] = useState<DraftBlock[]>([]);
  const [isDirty, setDirty] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const [isStale, setStale] = useState(false);
  const [seo, setSeo] = useState<CmsPage["seo"]>(undefined);
  const read = query.data;
  // The page as read again after a slides save (its new version), in place of the answer it followed.
  const [reread, setReread] = useState<{ of: CmsPage; page: CmsPage } | null>(null);
  const page = reread && reread.of === read ? reread.page : read;
  const [seededFrom, setSeededFrom] = useState<CmsPage | undefined>(undefined);
  // A page (re)read or saved replaces the draft: the editor starts from what is stored. Seeded
  // while rendering, as React advises for state that follows new data.
  if (read && read !== seededFrom) {
    setSeededFrom(read);
    setBlocks(draftBlocks(read));
    setSeo(read.seo);
    setDirty(false);
    setStale(false);
  }

  const change = useCallback((next: (blocks: DraftBlock[]) => DraftBlock[]) => {
    setBlocks(next);
    setDirty(true);
  }, []);

  const addBlock = () => {
    // The drafts keep their keys through withNewBlock (a renumbering spreads each block).
    const next = withNewBlock(blocks) as DraftBlock[];
    const added = asDraft(next.at(-1)!);
    change(() => [...next.slice(0, -1), added]);
    return added;
  };

  const deleteBlock = async (key: string) => {
    const index = blocks.findIndex((b) => b.key === key);
    if (index < 0) return;
    const ok = await confirmDialog({
      title: t("cmsPageEditor.deleteBlock.title"),
      message: t("cmsPageEditor.deleteBlock.message", { position: index + 1 }),
    });
    if (ok)
      change((current) =>
        removeBlock(
          current,
          current.findIndex((b) => b.key === key),
        ),
      );
  };

  const save = async () => {
    if (!page) return false;
    setSaving(true);
    try {
      const saved = answerOf(await api.POST("/cms/editor/save", { body: pageSaveBody(page, blocks, seo) }));
      queryClient.setQueryData(readKey(PAGE_PATH, init), saved);
      await invalidateAfter(queryClient, "saveCmsPage");
      toast.success(t("cmsPageEditor.saved"));
      return true;
    } catch (error) {
      if (isStalePageSave(error)) setStale(true);
      toast.error(isStalePageSave(error) ? t("cmsPageEditor.stale") : failureText(error, t, "cmsPageEditor.saveFailed"));
      return false;
    } finally {
      setSaving(false);
    }
  };

  const deletePage = async () => {
    if (!page) return false;
    const ok = await confirmDialog({
      title: t("cmsPageEditor.deletePage.title"),
      message: t("cmsPageEditor.deletePage.message", { title: page.title }),
    });
    if (!ok) return false;
    setSaving(true);
    try {
      const { error, response } = await api.POST("/cms/editor/deletePage", { body: { pageId: page.id } });
      if (!response.ok) {
        toast.error(deleteFailureText(error, response.statusText, t("cmsPageEditor.unknownError")));
        return false;
      }
      queryClient.removeQueries({ queryKey: readKey(PAGE_PATH, init) });
      await invalidateAfter(queryClient, "deleteCmsPage");
      return true;
    } catch {
      toast.error(t("cmsPageEditor.unknownError"));
      return false;
    } finally {
      setSaving(false);
    }
  };

  const adoptSavedSlides = async (saved: Block) => {
    setBlocks((current) => current.map((b) => (b.id === saved.id ? withSavedSlides(b, saved) : b)));
    if (!page || !read) return;
    // No page save until the page's new version is known (one sent with the old would be refused).
    setSaving(true);
    try {
      const fresh = answerOf(await api.GET(PAGE_PATH, init));
      if (isPageWithSavedSlides(page, fresh, saved)) setReread({ of: read, page: fresh });
      else setStale(true);
    } catch {
      setStale(true);
    } finally {
      setSaving(false);
    }
  };

  // An answer equal to the one in hand keeps its reference (react-query), so the draft is reset here too.
  const reload = async () => {
    const { data } = await query.refetch();
    setReread(null);
    if (data) {
      setBlocks(draftBlocks(data));
      setSeo(data.seo);
      setDirty(false);
      setStale(false);
    }
  };

  return {
    page,
    isLoading: query.isLoading,
    loadFailed: query.isError,
    blocks,
    seo,
    changeSeo: (next) => {
      setSeo(next);
      setDirty(true);
    },
    isDirty,
    isSaving,
    isStale,
    addBlock,
    deleteBlock,
    move: (index, offset) => change((current) => moveBlock(current, index, index + offset)),
    replaceBlock: (block) => change((current) => current.map((b) => (b.key === block.key ? block : b))),
    adoptSavedSlides,
    markStale: () => setStale(true),
    save,
    deletePage,
    reload,
  };
}
