import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { invalidateAfter } from "../../api/invalidation.ts";
import { toast } from "../../ui/toaster.ts";
import { fullName } from "../../../shared/fullName.ts";
import type { Account } from "../accounts/accountTypes.ts";
import type { RegionGroup } from "./regionGroupTypes.ts";
import { saveGroupMembers } from "./saveGroupMembers.ts";

const names = (accounts: Account[]) => accounts.map((a) => fullName(a) || a.email).join(", ");

/** The group-accounts dialog: the chosen members, saved as a diff with one message per outcome. */
export function useGroupMembers(group: RegionGroup, accounts: readonly Account[]) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const original = (group.accounts ?? []).map((a) => a.id);
  const [selected, setSelected] = useState<Set<number>>(() => new Set(original));
  const [isSaving, setSaving] = useState(false);

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  /** Saves the changes; true when every one of them was stored. */
  async function save(): Promise<boolean> {
    setSaving(true);
    try {
      const result = await saveGroupMembers(group.id, accounts, original, selected);
      if (result.added.length > 0) toast.success(t("regionGroups.messages.addedToAccounts", { names: names(result.added) }));
      if (result.removed.length > 0) toast.success(t("regionGroups.messages.removedFromAccounts", { names: names(result.removed) }));
      if (result.failedToAdd.length > 0) toast.error(t("regionGroups.messages.couldNotAdd", { names: names(result.failedToAdd) }));
      // The catalogue has no removal-specific failure text; its generic retry message fits.
      if (result.failedToRemove.length > 0) toast.error(t("regionGroups.messages.tryAgain"));
      // The members are saved as account updates; the contract says what those change (the group tree and list too).
      void invalidateAfter(queryClient, "updateAccount");
      return result.failedToAdd.length === 0 && result.failedToRemove.length === 0;
    } finally {
      setSaving(false);
    }
  }

  return { selected, toggle, isSaving, save };
}
