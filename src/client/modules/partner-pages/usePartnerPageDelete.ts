import { useTranslation } from "react-i18next";
import { isApiErrorBody } from "../../api/errors.ts";
import { confirmDialog } from "../../ui/dialogs/confirmDialog.tsx";
import { toast } from "../../ui/toaster.ts";
import type { PartnerPageOwner } from "./partnerPageTypes.ts";
import { deletePartnerPage } from "./partnerPagesApi.ts";

export interface PartnerPageDeleteOptions<Owner extends PartnerPageOwner> {
  /** Runs the call with the row's loading indicator. */
  track<T>(owner: Owner, work: Promise<T>): Promise<T>;
  onDeleted(): void;
}

/**
 * Deletes a location's partner page after a confirmation, with the catalogue's messages: a
 * refusal by the server 'Was unable to delete partnerPage', a call that got no answer 'error
 * while deleting'.
 */
export function usePartnerPageDelete<Owner extends PartnerPageOwner>({ track, onDeleted }: PartnerPageDeleteOptions<Owner>) {
  const { t } = useTranslation();
  return async function remove(owner: Owner) {
    const page = owner.partnerPage;
    if (!page) return;
    if (!(await confirmDialog({ message: t("partnerPages.delete.confirm", { name: page.name }) }))) return;
    try {
      await track(owner, deletePartnerPage(page.id));
      toast.success(t("partnerPages.delete.done"));
      onDeleted();
    } catch (error) {
      toast.error(t(isApiErrorBody(error) ? "partnerPages.delete.refused" : "partnerPages.delete.failed"));
    }
  };
}
