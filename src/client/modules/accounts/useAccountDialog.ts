import { useCallback, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "../../api/errors.ts";
import { toast } from "../../ui/toaster.ts";
import type { PermissionCode } from "../../../shared/permissions.ts";
import { accountUpdate, draftFromAccount, emptyAccountDraft, toAccountInput, type AccountDraft } from "./accountDraft.ts";
import { createAccount, invalidateAccounts, updateAccount } from "./accountsApi.ts";
import type { Account } from "./accountTypes.ts";

export interface AccountDialogState {
  draft: AccountDraft;
  /** The account as the server last answered it; null until a new account is created. */
  stored: Account | null;
  isSaving: boolean;
  /** 'An error occurred.' and the server's reason, shown inside the dialog after a failed save. */
  error: { message: string; fields: Record<string, string> } | null;
  change(patch: Partial<AccountDraft>): void;
  /** Creates (id null) or updates; true when saved. */
  save(): Promise<boolean>;
  /** Stores a permission set at once with the stored account's concurrency token. */
  savePermissions?: (next: PermissionCode[]) => Promise<void>;
}

/** The account dialog's state: a draft of the form beside the stored account. */
export function useAccountDialog(account: Account | null): AccountDialogState {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<AccountDraft>(() => (account ? draftFromAccount(account) : emptyAccountDraft()));
  const [stored, setStored] = useState<Account | null>(account);
  const [isSaving, setSaving] = useState(false);
  const [error, setError] = useState<AccountDialogState["error"]>(null);

  const change = useCallback((patch: Partial<AccountDraft>) => setDraft((d) => ({ ...d, ...patch })), []);

  const save = useCallback(async () => {
    setSaving(true);
    setError(null);
    try {
      const input = toAccountInput(draft);
      const saved = draft.id === null ? await createAccount(input) : await updateAccount(draft.id, input);
      setStored(saved);
      setDraft(draftFromAccount(saved));
      invalidateAccounts(queryClient);
      toast.success(t("accounts.messages.saved"));
      return true;
    } catch (failure) {
      const fields = (failure as { error?: { fields?: Record<string, string> } })?.error?.fields ?? {};
      setError({ message: apiErrorMessage(failure, "accounts.dialog.error"), fields });
      toast.error(t("accounts.messages.saveFailed"));
      return false;
    } finally {
      setSaving(false);
    }
  }, [draft, queryClient, t]);

  const savePermissions = useCallback(
    async (next: PermissionCode[]) => {
      if (!stored) return;
      // The stored account, not the draft: a toggle must not save half-typed names with it.
      const saved = await updateAccount(stored.id, accountUpdate(stored, { permissions: next }));
      setStored(saved);
      setDraft((d) => ({ ...d, permissions: [...saved.permissions], updatedAt: saved.updatedAt ?? d.updatedAt }));
      invalidateAccounts(queryClient);
    },
    [stored, queryClient],
  );

  return { draft, stored, isSaving, error, change, save, savePermissions: stored ? savePermissions : undefined };
}
