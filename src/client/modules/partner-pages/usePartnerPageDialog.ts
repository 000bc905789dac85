import { useQueryClient } from "@tanstack/react-query";
import { answerOf } from "../../api/answer.ts";
import { $api, api } from "../../api/client.ts";
import { invalidateAfter } from "../../api/invalidation.ts";
import { useDraftSave, type SaveFailure } from "../common/useDraftSave.ts";
import { useQueryDraft } from "../common/useQueryDraft.ts";
import { draftFromPage, newPageDraft, toPartnerPageInput, type PartnerPageDraft } from "./partnerPageDraft.ts";
import type { PartnerPage, PartnerPageOwner } from "./partnerPageTypes.ts";
import { validatePartnerPage, type PartnerPageFormError } from "./partnerPageValidation.ts";

export interface PartnerPageDialogState {
  /** Null while the page loads. */
  draft: PartnerPageDraft | null;
  isLoadFailed: boolean;
  retryLoad(): void;
  change(next: (draft: PartnerPageDraft) => PartnerPageDraft): void;
  /** The form's problems, shown once a save was tried (and updated as they are fixed). */
  errors: readonly PartnerPageFormError[];
  /** The server's reason after a failed save, with its field messages. */
  failure: SaveFailure;
  isStale: boolean;
  isSaving: boolean;
  /** True when saved; on failure the dialog stays open with what was typed. */
  save(): Promise<boolean>;
  reload(): Promise<void>;
}

/**
 * The partner page dialog's state. The form edits a copy: cancel simply drops it, so the page
 * and the list keep their original data (spec part 1 section 4).
 */
export function usePartnerPageDialog(owner: PartnerPageOwner, onSaved?: (page: PartnerPage) => void): PartnerPageDialogState {
  const queryClient = useQueryClient();
  const pageId = owner.partnerPage?.id;
  const query = $api.useQuery(
    "get",
    "/rest/company/locations/{id}/partner-pages/{pageId}",
    { params: { path: { id: owner.id, pageId: pageId ?? 0 } } },
    { enabled: pageId !== undefined, staleTime: 0 },
  );
  const record = useQueryDraft(query, draftFromPage, () => (pageId === undefined ? newPageDraft(owner) : null));
  const { draft } = record;
  const saving = useDraftSave(draft, {
    validate: validatePartnerPage,
    reloadRecord: record.reload,
    async persist(current) {
      const input = toPartnerPageInput(current);
      if (current.id === null)
        return answerOf(await api.POST("/rest/company/locations/partner-pages", { body: { partnerPage: input, locationId: owner.id } }));
      return answerOf(await api.PUT("/rest/company/locations/partner-pages/{id}", { params: { path: { id: current.id } }, body: input }));
    },
    onSaved(page) {
      void invalidateAfter(queryClient, draft?.id === null ? "createPartnerPage" : "updatePartnerPage", { id: page.id });
      onSaved?.(page);
    },
    messages: {
      invalid: "partnerPages.form.invalid",
      saved: "partnerPages.messages.saved",
      saveFailed: "partnerPages.messages.saveFailed",
      saveFailedInDialog: "partnerPages.messages.saveFailed",
    },
  });

  const errors = saving.attempted && draft ? validatePartnerPage(draft) : [];

  return {
    draft,
    isLoadFailed: record.isLoadFailed,
    retryLoad: record.retryLoad,
    change: (next) => record.setDraft((current) => current && next(current)),
    errors,
    failure: saving.failure,
    isStale: saving.isStale,
    isSaving: saving.isSaving,
    save: saving.save,
    reload: saving.reload,
  };
}
