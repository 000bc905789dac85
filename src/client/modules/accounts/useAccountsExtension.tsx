import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ScreenExtension } from "../../screens/screenExtension.ts";
import { accountCellText } from "./accountCells.ts";
import { AccountDialog } from "./AccountDialog.tsx";
import type { Account } from "./accountTypes.ts";
import { useAccountDelete } from "./useAccountDelete.ts";

/** What the dialog is open for: nothing, a new account, or a stored one. */
type Editing = { account: Account | null } | null;

/**
 * The accounts screen's hand-written part (screens/accounts.screen.yaml): the name, permission
 * and group cells, the delete after a confirmation, and the account dialog for a new account
 * (toolbar) or a row's (edit).
 */
export function useAccountsExtension(): ScreenExtension {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>(null);
  const remove = useAccountDelete();
  return {
    renderCell: (field, row) => accountCellText(field, row as Account, t),
    runRowAction(actionId, row) {
      if (actionId === "edit") setEditing({ account: row as Account });
      if (actionId === "delete") void remove(row as Account);
    },
    runToolbarAction(actionId) {
      if (actionId === "create") setEditing({ account: null });
    },
    // Keyed by account so a new dialog starts from that account, not the previous draft.
    overlays: editing && <AccountDialog key={editing.account?.id ?? "new"} account={editing.account} onClose={() => setEditing(null)} />,
  };
}
