import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { $api } from "../../api/client.ts";
import { isStaleSave, saveFailureOf } from "../../api/errors.ts";
import { toast } from "../../ui/toaster.ts";
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
  failure: { message: string; fields: Record<string, string> } | null;
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
  const { t } = useTranslation();
  const pageId = owner.partnerPage?.id;
  const query = $api.useQuery(
    "get",
    "/rest/company/locations/{id}/partner-pages/{pageId}",
    { params: { path: { id: owner.id, pageId: pageId ?? 0 } } },
    { enabled: pageId !== undefined, staleTime: 0 },
  );
  const [draft, setDraft] = useState<PartnerPageDraft | null>(() => (pageId === undefined ? newPageDraft(owner) : null));
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<PartnerPageDialogState["failure"]>(null);
  const [isStale, setStale] = useState(false);
  const [isSaving, setSaving] = useState(false);

  useEffect(() => {
    if (query.data && draft === null) setDraft(draftFromPage(query.data));
  }, [query.data, draft]);

  const errors = attempted && draft ? validatePartnerPage(draft) : [];

  async function save(): Promise<boolean> {
    if (!draft) return false;
    setAttempted(true);
    if (validatePartnerPage(draft).length > 0) {
      toast.error(t("partnerPages.form.invalid"));
      return false;
    }
    setSaving(true);
    setFailure(null);
    try {
      const input = toPartnerPageInput(draft);
      const saved = draft.id === null ? await createPartnerPage(owner.id, input) : await updatePartnerPage(draft.id, input);
      toast.success(t("partnerPages.messages.saved"));
      onSaved(saved);
      return true;
    } catch (error) {
      if (isStaleSave(error)) setStale(true);
      else setFailure(saveFailureOf(error, "partnerPages.messages.saveFailed"));
      toast.error(t("partnerPages.messages.saveFailed"));
      return false;
    } finally {
      setSaving(false);
    }
  }

  async function reload() {
    const fresh = await query.refetch();
    if (fresh.data) {
      setDraft(draftFromPage(fresh.data));
      setStale(false);
      setFailure(null);
    }
  }

  return {
    draft,
    isLoadFailed: query.isError && draft === null,
    retryLoad: () => void query.refetch(),
    change: (next) => setDraft((current) => current && next(current)),
    errors,
    failure,
    isStale,
    isSaving,
    save,
    reload,
  };
}
