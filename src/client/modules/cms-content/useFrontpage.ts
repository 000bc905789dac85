import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { answerOf } from "../../api/answer.ts";
import { api } from "../../api/client.ts";
import { apiErrorMessage } from "../../api/errors.ts";
import { invalidateAfter, invalidateResourceOf } from "../../api/invalidation.ts";
import { toast } from "../../ui/toaster.ts";
import type { CmsSite } from "./cmsTypes.ts";
import { CMS_TREE_PATH } from "./useCmsTree.ts";

/** Front-page editing: the site's frontpage set to a page of its tree (updateSite, with the site's version). */
export function useFrontpage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [isSaving, setSaving] = useState(false);

  async function setFrontpage(site: CmsSite, pageId: number) {
    setSaving(true);
    try {
      answerOf(
        await api.PATCH("/cms/sites/{id}", {
          params: { path: { id: site.id } },
          body: { frontpage: { id: pageId }, updatedAt: site.updatedAt ?? null },
        }),
      );
      toast.success(t("cmsContent.messages.saved"));
      await invalidateAfter(queryClient, "updateSite", { id: site.id });
    } catch (error) {
      toast.error(apiErrorMessage(error, "cmsContent.messages.frontpageFailed"));
    } finally {
      setSaving(false);
      await invalidateResourceOf(queryClient, CMS_TREE_PATH);
    }
  }

  return { isSaving, setFrontpage: (site: CmsSite, pageId: number) => void setFrontpage(site, pageId) };
}
