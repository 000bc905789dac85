import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { answerOf } from "../../api/answer.ts";
import { api } from "../../api/client.ts";
import { invalidateAfter } from "../../api/invalidation.ts";
import { confirmDialog } from "../../ui/dialogs/confirmDialog.tsx";
import { noticeDialog } from "../../ui/dialogs/noticeDialog.tsx";
import { toast } from "../../ui/toaster.ts";

/** The personal-data download of the contact with an address (GET /gdpr/export/email, a JSON attachment). */
export function personalDataHref(email: string): string {
  return `/gdpr/export/email?${new URLSearchParams({ email })}`;
}

/**
 * Erasing a contact's personal data (spec part 2 sections 5, 7, 8 "GDPR"): after the spec's
 * confirmation, one call erases the contact everywhere; a failure is the notice 'Error' /
 * 'Could not clear personal data'. True when erased (the dialog then closes).
 */
export function useContactErase(contactId: number | null) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [isErasing, setErasing] = useState(false);

  async function erase(): Promise<boolean> {
    if (contactId === null || isErasing) return false;
    if (!(await confirmDialog({ message: t("contacts.gdpr.confirmDelete") }))) return false;
    setErasing(true);
    try {
      answerOf(await api.POST("/gdpr/flush/contact", { body: { id: contactId } }));
      // The contract names what the erase makes stale (x-invalidates): the contacts, and the
      // requests, beds, bookings, subscriptions and mails it anonymised or deleted.
      void invalidateAfter(queryClient, "eraseContactPersonalData");
      toast.success(t("contacts.gdpr.deleted"));
      return true;
    } catch {
      await noticeDialog({ title: t("contacts.gdpr.errorTitle"), message: t("contacts.gdpr.deleteFailed") });
      return false;
    } finally {
      setErasing(false);
    }
  }

  return { isErasing, erase };
}
