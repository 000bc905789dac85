import { useEffect, useState } from "react";
import { keepPreviousData, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { answerOf } from "../../api/answer.ts";
import { $api, api } from "../../api/client.ts";
import { apiErrorMessage } from "../../api/errors.ts";
import { invalidateAfter } from "../../api/invalidation.ts";
import { confirmDialog } from "../../ui/dialogs/confirmDialog.tsx";
import { toast } from "../../ui/toaster.ts";
import { fullName } from "../../../shared/fullName.ts";
import type { Account } from "./accountTypes.ts";

// Long enough not to query per keystroke, short enough to feel immediate.
const SEARCH_DEBOUNCE_MS = 300;

/** The accounts list: server-side search (debounced) and delete after confirmation. */
export function useAccountsList() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const list = $api.useQuery(
    "get",
    "/rest/admin/accounts",
    { params: { query: query ? { query } : {} } },
    { placeholderData: keepPreviousData },
  );

  async function remove(account: Account) {
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
  }

  return { search, setSearch, accounts: list.data ?? [], isLoading: list.isLoading, isError: list.isError, refetch: list.refetch, remove };
}
