import { useEffect, useState } from "react";
import { $api } from "../../api/client.ts";
import { useDraftSave, type SaveFailure } from "../common/useDraftSave.ts";
import { draftFromPage, newPageDraft, toPartnerPageInput, type PartnerPageDraft } from "./partnerPageDraft.ts";
import type { PartnerPage, PartnerPageOwner } from "./partnerPageTypes.ts";
import { validatePartnerPage, type PartnerPageFormError } from "./partnerPageValidation.ts";
import { createPartnerPage, updatePartnerPage } from "./partnerPagesApi.ts";

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
export function usePartnerPageDialog(owner: PartnerPageOwner, onSaved: (page: PartnerPage) => void): PartnerPageDialogState {
  const pageId = owner.partnerPage?.id;
  const query = $api.useQuery(
    "get",
    "/rest/company/locations/{id}/partner-pages/{pageId}",
    { params: { path: { id: owner.id, pageId: pageId ?? 0 } } },
    { enabled: pageId !== undefined, staleTime: 0 },
  );
  const [draft, setDraft] = useState<PartnerPageDraft | null>(() => (pageId === undefined ? newPageDraft(owner) : null));
  const saving = useDraftSave(draft, {
    validate: validatePartnerPage,
    persist(current) {
      const input = toPartnerPageInput(current);
      return current.id === null ? createPartnerPage(owner.id, input) : updatePartnerPage(current.id, input);
    },
    onSaved,
    messages: {
      invalid: "partnerPages.form.invalid",
      saved: "partnerPages.messages.saved",
      saveFailed: "partnerPages.messages.saveFailed",
      saveFailedInDialog: "partnerPages.messages.saveFailed",
    },
  });

  useEffect(() => {
    if (query.data && draft === null) setDraft(draftFromPage(query.data));
  }, [query.data, draft]);

  const errors = saving.attempted && draft ? validatePartnerPage(draft) : [];

  async function reload() {
    const fresh = await query.refetch();
    if (fresh.data) {
      setDraft(draftFromPage(fresh.data));
      saving.reset();
    }
  }

  return {
    draft,
    isLoadFailed: query.isError && draft === null,
    retryLoad: () => void query.refetch(),
    change: (next) => setDraft((current) => current && next(current)),
    errors,
    failure: saving.failure,
    isStale: saving.isStale,
    isSaving: saving.isSaving,
    save: saving.save,
    reload,
  };
}
