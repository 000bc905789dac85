import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { answerOf } from "../../api/answer.ts";
import { api } from "../../api/client.ts";
import { isApiErrorBody } from "../../api/errors.ts";
import { invalidateAfter } from "../../api/invalidation.ts";
import { confirmDialog } from "../../ui/dialogs/confirmDialog.tsx";
import { toast } from "../../ui/toaster.ts";
import type { PartnerPageOwner } from "./partnerPageTypes.ts";

export interface PartnerPageDeleteOptions<Owner extends PartnerPageOwner> {
  /** Runs the call with the row's loading indicator. */
  track<T>(owner: Owner, work: Promise<T>): Promise<T>;
  /** Told after the deletion; the answers it changed (the owner's too) are already marked stale. */
  onDeleted?(): void;
}

/**
 * Deletes a location's partner page after a confirmation, with the catalogue's messages: a
 * refusal by the server 'Was unable to delete partnerPage', a call that got no answer 'error
 * while deleting'.
 */
export function usePartnerPageDelete<Owner extends PartnerPageOwner>({ track, onDeleted }: PartnerPageDeleteOptions<Owner>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return async function remove(owner: Owner) {
    const page = owner.partnerPage;
    if (!page) return;
    if (!(await confirmDialog({ message: t("partnerPages.delete.confirm", { name: page.name }) }))) return;
    try {
      const path = { id: page.id };
      await track(owner, api.DELETE("/rest/company/locations/partner-pages/{id}", { params: { path } }).then(answerOf));
      toast.success(t("partnerPages.delete.done"));
      void invalidateAfter(queryClient, "deletePartnerPage", path);
      onDeleted?.();
    } catch (error) {
      toast.error(t(isApiErrorBody(error) ? "partnerPages.delete.refused" : "partnerPages.delete.failed"));
    }
  };
}
