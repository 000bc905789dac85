import { useCallback, useMemo, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { answerOf } from "../../api/answer.ts";
import { api } from "../../api/client.ts";
import { isStaleSave } from "../../api/errors.ts";
import { invalidateAfter } from "../../api/invalidation.ts";
import { toast } from "../../ui/toaster.ts";
import type { PermissionCode } from "../../../shared/permissions.ts";
import { accountUpdate, draftFromAccount, emptyAccountDraft, toAccountInput, type AccountDraft } from "./accountDraft.ts";
import type { Account } from "./accountTypes.ts";
import { accountServerErrors, firstTabWithErrors, validateAccount, type AccountFormError, type AccountTab } from "./accountValidation.ts";

/** What a save came to: saved, or not, with the first tab that has an error (if any). */
export type AccountSaveResult = { isSaved: true } | { isSaved: false; errorTab?: AccountTab };

export interface AccountDialogState {
  draft: AccountDraft;
  /** The account as the server last answered it; null until a new account is created. */
  stored: Account | null;
  isSaving: boolean;
  /** The form's own findings (once a save was tried) and the fields a refused save named. */
  errors: AccountFormError[];
  /** A save the server refused ('An error occurred.'); isStale when the account changed meanwhile. */
  failure: { isStale: boolean } | null;
  change(patch: Partial<AccountDraft>): void;
  /** Checks every tab, then creates (id null) or updates. */
  save(): Promise<AccountSaveResult>;
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
  const [isAttempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<AccountFormError[]>([]);
  const [failure, setFailure] = useState<AccountDialogState["failure"]>(null);

  const change = useCallback((patch: Partial<AccountDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    // What the server said of a field no longer holds once the field is edited.
    setServerErrors((errors) => errors.filter((error) => !(error.field in patch)));
  }, []);

  // Once a save was tried, the form's findings follow the typing (a fixed field clears at once).
  const errors = useMemo(() => [...(isAttempted ? validateAccount(draft) : []), ...serverErrors], [isAttempted, draft, serverErrors]);

  const save = useCallback(async (): Promise<AccountSaveResult> => {
    setAttempted(true);
    setFailure(null);
    setServerErrors([]);
    const own = validateAccount(draft);
    if (own.length > 0) return { isSaved: false, errorTab: firstTabWithErrors(own) };
    setSaving(true);
    try {
      const input = toAccountInput(draft);
      const saved =
        draft.id === null
          ? answerOf(await api.POST("/rest/admin/accounts", { body: input }))
          : answerOf(await api.PUT("/rest/admin/accounts/{id}", { params: { path: { id: draft.id } }, body: input }));
      setStored(saved);
      setDraft(draftFromAccount(saved));
      setAttempted(false);
      void invalidateAfter(queryClient, draft.id === null ? "createAccount" : "updateAccount", { id: saved.id });
      toast.success(t("accounts.messages.saved"));
      return { isSaved: true };
    } catch (refusal) {
      const fields = accountServerErrors(refusal);
      setServerErrors(fields);
      setFailure({ isStale: isStaleSave(refusal) });
      toast.error(t("accounts.messages.saveFailed"));
      return { isSaved: false, errorTab: firstTabWithErrors(fields) };
    } finally {
      setSaving(false);
    }
  }, [draft, queryClient, t]);

  const savePermissions = useCallback(
    async (next: PermissionCode[]) => {
      if (!stored) return;
      // The stored account, not the draft: a toggle must not save half-typed names with it.
      const body = accountUpdate(stored, { permissions: next });
      const saved = answerOf(await api.PUT("/rest/admin/accounts/{id}", { params: { path: { id: stored.id } }, body }));
      setStored(saved);
      setDraft((d) => ({ ...d, permissions: [...saved.permissions], updatedAt: saved.updatedAt ?? d.updatedAt }));
      void invalidateAfter(queryClient, "updateAccount", { id: saved.id });
    },
    [stored, queryClient],
  );

  return { draft, stored, isSaving, errors, failure, change, save, savePermissions: stored ? savePermissions : undefined };
}
