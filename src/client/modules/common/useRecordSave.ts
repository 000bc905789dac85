import { useState } from "react";
import { isStaleSave } from "../../api/errors.ts";
import { toast } from "../../ui/toaster.ts";

/** One save of the record: what is sent and the dialog's own texts. */
export interface RecordSaveAttempt<Result, Failure> {
  /** Writes the record and what follows (cache, draft); null when a step before it stopped and said why itself. */
  send(): Promise<Result | null>;
  /** The success toast. */
  savedText(result: Result): string;
  /** The error toast of a refused save. */
  failedText(): string;
  /** What the dialog shows of a refused save; asked for a stale one only with `shouldDescribeStale`. */
  failureOf(error: unknown): Failure;
  /** A stale save is described as well as marked stale (the contact dialog lists its fields). */
  shouldDescribeStale?: boolean;
}

export interface RecordSave<Failure> {
  /** The last refused save as the dialog shows it; null before a save and while one runs. */
  failure: Failure | null;
  /** For a step the dialog runs itself before the record (e.g. creating the warranty's contact). */
  setFailure(failure: Failure | null): void;
  /** The record changed elsewhere since it was read (409): the dialog offers a reload. */
  isStale: boolean;
  isSaving: boolean;
  /** The result when saved; null while another save runs or when the save failed (the dialog stays open with what was typed). */
  save<Result>(attempt: RecordSaveAttempt<Result, Failure>): Promise<Result | null>;
  /** Reads the record again (`reloadRecord`); once read, neither stale nor failed any more. */
  reload(): Promise<void>;
}

/**
 * The save of a dialog that edits one record (videos, warranty registrations, contacts): one save
 * at a time with its toasts, a refused save's failure kept for the dialog, a stale concurrency
 * token marked so the dialog offers a reload, and that reload. The dialogs differ in what they
 * send, say and show, so those come with each save; the state around them was written three
 * times alike. (`useDraftSave` adds a form's validation and fixed catalogue keys, for the
 * location and partner-page dialogs.)
 */
export function useRecordSave<Failure>(reloadRecord: () => Promise<boolean>): RecordSave<Failure> {
  const [failure, setFailure] = useState<Failure | null>(null);
  const [isStale, setStale] = useState(false);
  const [isSaving, setSaving] = useState(false);

  async function save<Result>(attempt: RecordSaveAttempt<Result, Failure>): Promise<Result | null> {
    if (isSaving) return null;
    setSaving(true);
    setFailure(null);
    try {
      const result = await attempt.send();
      if (result !== null) toast.success(attempt.savedText(result));
      return result;
    } catch (error) {
      const isStaleError = isStaleSave(error);
      if (isStaleError) setStale(true);
      if (!isStaleError || attempt.shouldDescribeStale) setFailure(attempt.failureOf(error));
      toast.error(attempt.failedText());
      return null;
    } finally {
      setSaving(false);
    }
  }

  async function reload() {
    if (await reloadRecord()) {
      setStale(false);
      setFailure(null);
    }
  }

  return { failure, setFailure, isStale, isSaving, save, reload };
}
