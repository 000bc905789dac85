import { fullName } from "../../../shared/fullName.ts";
import type { Account } from "./accountTypes.ts";
import { PERMISSION_LABEL_KEYS } from "./permissionLabels.ts";

/**
 * The text of the accounts list's hand-drawn columns (screens/accounts.screen.yaml): the full
 * name, the permissions by their names in the dialog's words, the region groups by name.
 */
export function accountCellText(field: string, account: Account, t: (key: string) => string): string | null {
  switch (field) {
    case "lastname":
      return fullName(account);
    case "permissions":
      return account.permissions.map((code) => t(PERMISSION_LABEL_KEYS[code])).join(", ");
    case "groups":
      return account.groups.map((group) => group.name).join(", ");
    default:
      return null;
  }
}
