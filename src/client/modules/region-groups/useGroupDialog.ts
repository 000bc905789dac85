import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { answerOf } from "../../api/answer.ts";
import { api } from "../../api/client.ts";
import { invalidateAfter } from "../../api/invalidation.ts";
import { toast } from "../../ui/toaster.ts";
import { toGroupInput, type GroupDraft } from "./groupDraft.ts";

/** The region group dialog's draft; save creates (id null) or patches, with the catalogue's messages. */
export function useGroupDialog(initial: GroupDraft) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(initial);
  const [isSaving, setSaving] = useState(false);
  const change = (patch: Partial<GroupDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const isValid = draft.name.trim().length > 0;

  /** True when saved; on failure the dialog stays open with what was typed. */
  async function save(): Promise<boolean> {
    if (!isValid) return false;
    setSaving(true);
    try {
      const body = toGroupInput(draft);
      if (draft.id === null) {
        answerOf(await api.POST("/rest/region/groups", { body }));
        void invalidateAfter(queryClient, "createRegionGroup");
      } else {
        const path = { id: draft.id };
        answerOf(await api.PATCH("/rest/region/groups/{id}", { params: { path }, body }));
        void invalidateAfter(queryClient, "updateRegionGroup", path);
      }
      toast.success(t("regionGroups.messages.saved"));
      return true;
    } catch {
      toast.error(t("regionGroups.messages.saveFailed"));
      return false;
    } finally {
      setSaving(false);
    }
  }

  function cancel() {
    toast.info(t("regionGroups.messages.editCancelled"));
  }

  return { draft, change, isValid, isSaving, save, cancel };
}
