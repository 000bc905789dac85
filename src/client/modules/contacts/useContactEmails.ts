import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { answerOf } from "../../api/answer.ts";
import { api } from "../../api/client.ts";
import { apiErrorMessage } from "../../api/errors.ts";
import { invalidateAfter } from "../../api/invalidation.ts";
import { confirmDialog } from "../../ui/dialogs/confirmDialog.tsx";
import { toast } from "../../ui/toaster.ts";
import { withEmailsOf, type DraftEmail } from "./contactDraft.ts";
import { addAlternative, hasEmail, looksLikeEmail, makePrimary, removeEmail } from "./contactEmails.ts";
import type { ContactDialogState } from "./useContactDialog.ts";

export interface ContactEmailsState {
  /** The new alternative address being typed. */
  newEmail: string;
  setNewEmail(value: string): void;
  /** Why the new address was not added (in the UI language), if it was not. */
  newEmailError: string | undefined;
  /** An e-mail call is on its way (buttons wait for it). */
  isBusy: boolean;
  /** Adds the new address: at once for a stored contact, to the draft for a new one. */
  add(): Promise<void>;
  /** After 'Remove {email}?'. */
  remove(email: DraftEmail): Promise<void>;
  /** The old primary address becomes an alternative. */
  makePrimary(email: DraftEmail): Promise<void>;
}

/**
 * The contact's e-mails (spec part 2 sections 4, 7 and 8): a stored contact's are changed on the
 * server one call at a time (add, remove, set primary) and the draft takes the answer, the other
 * fields kept as typed; a new contact's are kept in the draft and sent with its create.
 */
export function useContactEmails(dialog: ContactDialogState): ContactEmailsState {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [newEmail, setNewEmail] = useState("");
  const [newEmailError, setNewEmailError] = useState<string>();
  const [isBusy, setBusy] = useState(false);
  const { draft } = dialog;
  const contactId = draft?.id ?? null;

  async function call<T>(work: () => Promise<T>): Promise<T> {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  }
  const refreshed = () => void invalidateAfter(queryClient, "updateContact", { id: contactId });

  return {
    newEmail,
    setNewEmail: (value) => {
      setNewEmail(value);
      setNewEmailError(undefined);
    },
    newEmailError,
    isBusy,
    async add() {
      const value = newEmail.trim();
      if (!draft || value === "" || isBusy) return;
      if (!looksLikeEmail(value)) return setNewEmailError(t("contacts.emails.notAnEmail"));
      if (hasEmail(draft, value)) return setNewEmailError(t("contacts.emails.duplicate"));
      if (contactId === null) {
        dialog.setDraft((current) => current && addAlternative(current, value));
        setNewEmail("");
        return;
      }
      try {
        const { email } = await call(async () =>
          answerOf(await api.POST("/rest/contact/contacts/{id}/emails", { params: { path: { id: contactId } }, body: { email: value } })),
        );
        dialog.setDraft(
          (current) => current && { ...current, alternativeEmails: [...current.alternativeEmails, { id: email.id, value: email.value }] },
        );
        setNewEmail("");
        refreshed();
      } catch (error) {
        const message = apiErrorMessage(error, "errors.notices.error");
        setNewEmailError(t("contacts.messages.addEmailFailed", { message }));
        toast.error(t("contacts.messages.addEmailFailed", { message }));
      }
    },
    async remove(email) {
      if (!draft || isBusy) return;
      if (!(await confirmDialog({ message: t("contacts.emails.confirmRemove", { email: email.value }) }))) return;
      if (contactId === null) return dialog.setDraft((current) => current && removeEmail(current, email));
      try {
        const contact = await call(async () =>
          answerOf(
            await api.DELETE("/rest/contact/contacts/{id}/emails", { params: { path: { id: contactId } }, body: { email: email.value } }),
          ),
        );
        dialog.setDraft((current) => current && withEmailsOf(current, contact));
        dialog.setStored(contact);
        refreshed();
      } catch {
        toast.error(t("contacts.messages.removeEmailFailed"));
      }
    },
    async makePrimary(email) {
      if (!draft || isBusy) return;
      if (contactId === null) return dialog.setDraft((current) => current && makePrimary(current, email));
      try {
        const contact = await call(async () =>
          answerOf(
            await api.POST("/rest/contact/contacts/{id}/emails/set-primary", {
              params: { path: { id: contactId } },
              body: { email: email.value },
            }),
          ),
        );
        dialog.setDraft((current) => current && withEmailsOf(current, contact));
        dialog.setStored(contact);
        refreshed();
      } catch {
        toast.error(t("contacts.messages.primaryEmailFailed"));
      }
    },
  };
}
