import { useState } from "react";
import { useTranslation } from "react-i18next";
import { saveFailureOf } from "../../api/errors.ts";
import { toast } from "../../ui/toaster.ts";
import { useRecordSave } from "./useRecordSave.ts";

/** The server's reason after a failed save, with its field messages. */
export type SaveFailure = { message: string; fields: Record<string, string> } | null;

export interface DraftSaveOptions<D, S> {
  /** The form's problems; a draft with any is not sent. */
  validate(draft: D): readonly unknown[];
  persist(draft: D): Promise<S>;
  onSaved(saved: S): void;
  /** Reads the record again (after a stale save); true when it was read. */
  reloadRecord(): Promise<boolean>;
  /** Catalogue keys: the form has errors; saved; the save failed (toast); the failure shown in the dialog. */
  messages: { invalid: string; saved: string; saveFailed: string; saveFailedInDialog: string };
}

/**
 * Saving a dialog's draft (spec part 1 sections 4 and 8): the record save of `useRecordSave`
 * (one save at a time with its toasts, a 409 on a stale concurrency token marked stale so the
 * dialog offers a reload, any other failure kept with its field messages, the dialog left open
 * with what was typed) with the form's validation before it, shown once a save was tried, and
 * the texts of fixed catalogue keys (the location and partner-page dialogs).
 */
export function useDraftSave<D, S>(draft: D | null, options: DraftSaveOptions<D, S>) {
  const { t } = useTranslation();
  const [attempted, setAttempted] = useState(false);
  const { validate, persist, onSaved, reloadRecord, messages } = options;
  const record = useRecordSave<SaveFailure>(reloadRecord);

  async function save(): Promise<boolean> {
    if (!draft) return false;
    setAttempted(true);
    if (validate(draft).length > 0) {
      toast.error(t(messages.invalid));
      return false;
    }
    const saved = await record.save({
      async send() {
        const result = await persist(draft);
        onSaved(result);
        return { result };
      },
      savedText: () => t(messages.saved),
      failedText: () => t(messages.saveFailed),
      failureOf: (error) => saveFailureOf(error, messages.saveFailedInDialog),
    });
    return saved !== null;
  }

  return {
    /** Whether a save was tried, so the form's problems show. */
    attempted,
    failure: record.failure,
    isStale: record.isStale,
    isSaving: record.isSaving,
    save,
    /** Reads the record again; once read, neither stale nor failed any more. */
    reload: record.reload,
  };
}
