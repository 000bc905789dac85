import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { answerOf } from "../../api/answer.ts";
import { api } from "../../api/client.ts";
import { apiErrorMessage } from "../../api/errors.ts";
import { invalidateAfter } from "../../api/invalidation.ts";
import { confirmDialog } from "../../ui/dialogs/confirmDialog.tsx";
import { toast } from "../../ui/toaster.ts";
import { fullName } from "../../../shared/fullName.ts";
import type { Account } from "./accountTypes.ts";

/** Deletes an account after 'Are you sure you want to delete {full name}'; the list is read again. */
export function useAccountDelete() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return async function remove(account: Account) {
    // No name: the e-mail stands in so the question names someone.
    const name = fullName(account) || account.email;
    if (!(await confirmDialog({ message: t("accounts.delete.confirm", { name }) }))) return;
    try {
      const path = { id: account.id };
      answerOf(await api.DELETE("/rest/admin/accounts/{id}", { params: { path } }));
      toast.success(t("accounts.delete.done"));
      void invalidateAfter(queryClient, "deleteAccount", path);
    } catch (error) {
      // The server explains refusals worth reading (e.g. the last account with 'All').
      toast.error(apiErrorMessage(error, "accounts.delete.failed"));
    }
  };
}
