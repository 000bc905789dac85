import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isStaleSave, saveFailureOf } from "../../api/errors.ts";
import { toast } from "../../ui/toaster.ts";

/** The server's reason after a failed save, with its field messages. */
export type SaveFailure = { message: string; fields: Record<string, string> } | null;

export interface DraftSaveOptions<D, S> {
  /** The form's problems; a draft with any is not sent. */
  validate(draft: D): readonly unknown[];
  persist(draft: D): Promise<S>;
  onSaved(saved: S): void;
  /** Catalogue keys: the form has errors; saved; the save failed (toast); the failure shown in the dialog. */
  messages: { invalid: string; saved: string; saveFailed: string; saveFailedInDialog: string };
}

/**
 * Saving a dialog's draft (spec part 1 sections 4 and 8): validation shown once a save was
 * tried, one save at a time with the catalogue's toasts, a 409 on a stale concurrency token
 * marked stale (the dialog offers a reload), any other failure kept with its field messages;
 * on failure the dialog stays open with what was typed.
 */
export function useDraftSave<D, S>(draft: D | null, options: DraftSaveOptions<D, S>) {
  const { t } = useTranslation();
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<SaveFailure>(null);
  const [isStale, setStale] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const { validate, persist, onSaved, messages } = options;

  async function save(): Promise<boolean> {
    if (!draft) return false;
    setAttempted(true);
    if (validate(draft).length > 0) {
      toast.error(t(messages.invalid));
      return false;
    }
    setSaving(true);
    setFailure(null);
    try {
      onSaved(await persist(draft));
      toast.success(t(messages.saved));
      return true;
    } catch (error) {
      if (isStaleSave(error)) setStale(true);
      else setFailure(saveFailureOf(error, messages.saveFailedInDialog));
      toast.error(t(messages.saveFailed));
      return false;
    } finally {
      setSaving(false);
    }
  }

  return {
    /** Whether a save was tried, so the form's problems show. */
    attempted,
    failure,
    isStale,
    isSaving,
    save,
    /** After reading the record again: neither stale nor failed any more. */
    reset() {
      setStale(false);
      setFailure(null);
    },
  };
}
