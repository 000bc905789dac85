import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { answerOf } from "../../api/answer.ts";
import { $api, api } from "../../api/client.ts";
import { invalidateAfter } from "../../api/invalidation.ts";
import { toast } from "../../ui/toaster.ts";
import { useQueryDraft } from "../common/useQueryDraft.ts";
import { useRecordSave } from "../common/useRecordSave.ts";
import { contactName, draftFromContact, emptyContactDraft, toContactInput, type ContactDraft } from "./contactDraft.ts";
import { contactFieldErrors } from "./contactServerErrors.ts";
import type { Contact } from "./contactTypes.ts";

/** How the dialog ended: saved (the spec's events) or closed without saving. */
export type ContactDialogEvent = "contact.created" | "contact.updated" | "closed";

export interface ContactDialogState {
  /** Null while the contact loads. */
  draft: ContactDraft | null;
  /** The contact as last read or saved (null for a new one). */
  stored: Contact | null;
  /** What the dialog calls the contact (for its title and messages). */
  name: string;
  isLoadFailed: boolean;
  retryLoad(): void;
  change(patch: Partial<ContactDraft>): void;
  /** Replaces the draft's e-mails with the server's answer after an e-mail call, the rest kept as typed. */
  setDraft(next: (current: ContactDraft | null) => ContactDraft | null): void;
  setStored(contact: Contact): void;
  /** Field path of the refused save → message key (e.g. an address of another contact, 409). */
  fieldErrors: Readonly<Record<string, string>>;
  isStale: boolean;
  isSaving: boolean;
  /** The event to close with when saved; null when the save failed (the dialog stays open with what was typed). */
  save(): Promise<ContactDialogEvent | null>;
  /** Reads the contact again after a stale save (what was typed is dropped). */
  reload(): Promise<void>;
}

const NO_FIELD_ERRORS: Readonly<Record<string, string>> = {};

/**
 * The contact dialog's state (spec part 2 sections 2, 4, 8): the contact read fresh each time the
 * dialog opens (so closing drops unsaved edits), a draft of the form, create or update with the
 * concurrency token, the catalogue's messages ('Contact created', 'Saved contact', 'An error
 * occurred when opening/saving {name}') and the server's field errors.
 */
export function useContactDialog(contactId: number | null, knownName?: string): ContactDialogState {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = $api.useQuery(
    "get",
    "/rest/contact/contacts/{id}",
    { params: { path: { id: contactId ?? 0 } } },
    { enabled: contactId !== null, staleTime: 0, gcTime: 0 },
  );
  const record = useQueryDraft(query, draftFromContact, () => (contactId === null ? emptyContactDraft() : null));
  const { draft, stored } = record;
  const saving = useRecordSave<Record<string, string>>(record.reload);
  const [reportedLoadFailure, setReportedLoadFailure] = useState(false);
  const name =
    (stored && contactName({ ...stored, primaryEmail: stored.primaryEmail?.value })) ||
    knownName ||
    (contactId !== null ? t("contacts.messages.contactNumber", { id: contactId }) : t("contacts.dialog.titleNew"));

  // 'An error occurred when opening {name}', once per failed load.
  if (record.isLoadFailed && !reportedLoadFailure) {
    setReportedLoadFailure(true);
    toast.error(t("contacts.messages.openFailed", { name }));
  }

  async function save(): Promise<ContactDialogEvent | null> {
    if (!draft) return null;
    const isNew = draft.id === null;
    return saving.save({
      send: async () => {
        const body = toContactInput(draft);
        const saved = isNew
          ? answerOf(await api.POST("/rest/contact/contacts", { body }))
          : answerOf(await api.PUT("/rest/contact/contacts/{id}", { params: { path: { id: draft.id! } }, body }));
        record.setStored(saved);
        record.setDraft(() => draftFromContact(saved));
        void invalidateAfter(queryClient, isNew ? "createContact" : "updateContact", { id: saved.id });
        return isNew ? "contact.created" : "contact.updated";
      },
      savedText: () => t(isNew ? "contacts.messages.created" : "contacts.messages.saved"),
      failedText: () => t("contacts.messages.saveFailed", { name: contactName({ ...draft, primaryEmail: draft.primaryEmail }) || name }),
      failureOf: contactFieldErrors,
      // A stale save's fields (its concurrency token) are listed beside the offer to reload.
      shouldDescribeStale: true,
    });
  }

  return {
    draft,
    stored,
    name,
    isLoadFailed: record.isLoadFailed,
    retryLoad: () => {
      setReportedLoadFailure(false);
      record.retryLoad();
    },
    change: (patch) => record.setDraft((current) => current && { ...current, ...patch }),
    setDraft: record.setDraft,
    setStored: record.setStored,
    fieldErrors: saving.failure ?? NO_FIELD_ERRORS,
    isStale: saving.isStale,
    isSaving: saving.isSaving,
    save,
    reload: saving.reload,
  };
}
