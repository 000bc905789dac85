import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { answerOf } from "../../api/answer.ts";
import { $api, api } from "../../api/client.ts";
import { saveFailureOf } from "../../api/errors.ts";
import { invalidateAfter, invalidateResourceOf } from "../../api/invalidation.ts";
import { toast } from "../../ui/toaster.ts";
import { bodyOf, type ContentItemDraft } from "./contentItemDraft.ts";
import { CMS_TREE_PATH } from "./useCmsTree.ts";

/** A refused save: the message above the form, the server's field errors (a slug clash: 409 on slug) at the fields. */
export interface SaveFailure {
  message: string;
  fields: Record<string, string>;
}

/**
 * The content item behind the chosen node (getCmsTreeContentItem), its update, and the creation
 * of a child item under it; both read the tree again after a save.
 */
export function useContentItem(id: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = $api.useQuery("get", "/cms/tree/content-item", { params: { query: { id } } });
  const [isSaving, setSaving] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | null>(null);

  async function run(write: () => Promise<unknown>): Promise<boolean> {
    setSaving(true);
    setFailure(null);
    try {
      await write();
      toast.success(t("cmsContent.messages.saved"));
      await invalidateResourceOf(queryClient, CMS_TREE_PATH);
      return true;
    } catch (error) {
      toast.error(t("cmsContent.messages.itemSaveFailed"));
      setFailure(saveFailureOf(error, "cmsContent.messages.itemSaveFailed"));
      return false;
    } finally {
      setSaving(false);
    }
  }

  return {
    item: query.data,
    isLoading: query.isLoading,
    isError: query.isError,
    isSaving,
    failure,
    clearFailure: () => setFailure(null),
    update: (draft: ContentItemDraft) =>
      run(async () => {
        answerOf(await api.PUT("/rest/cms/content-items/{id}", { params: { path: { id } }, body: bodyOf(draft, query.data) }));
        await invalidateAfter(queryClient, "updateContentItem", { id });
      }),
    createChild: (draft: ContentItemDraft) =>
      run(async () => {
        answerOf(await api.POST("/rest/cms/content-items/{id}", { params: { path: { id } }, body: bodyOf(draft) }));
        await invalidateAfter(queryClient, "createContentItem", { id });
      }),
  };
}
