import { Button, ButtonGroup, HTMLTable } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { fullName } from "../../../shared/fullName.ts";
import type { Account } from "./accountTypes.ts";
import { PERMISSION_LABEL_KEYS } from "./permissionLabels.ts";

// The actions column needs a name for screen readers but no visible heading.
const VISUALLY_HIDDEN = { position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)" } as const;

export interface AccountsTableProps {
  accounts: readonly Account[];
  onEdit: (account: Account) => void;
  onDelete: (account: Account) => void;
}

/** One row per account with its permissions and region groups; edit and delete per row. */
export function AccountsTable({ accounts, onEdit, onDelete }: AccountsTableProps) {
  const { t } = useTranslation();
  return (
    <HTMLTable striped interactive style={{ width: "100%" }}>
      <thead>
        <tr>
          <th>{t("accounts.list.columns.name")}</th>
          <th>{t("accounts.list.columns.email")}</th>
          <th>{t("accounts.list.columns.permissions")}</th>
          <th>{t("accounts.list.columns.groups")}</th>
          <th>
            <span style={VISUALLY_HIDDEN}>{t("accounts.list.columns.actions")}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {accounts.map((account) => (
          <tr key={account.id} onDoubleClick={() => onEdit(account)}>
            <td>{fullName(account)}</td>
            <td>{account.email}</td>
            <td>{account.permissions.map((code) => t(PERMISSION_LABEL_KEYS[code])).join(", ")}</td>
            <td>{account.groups.map((g) => g.name).join(", ")}</td>
            <td style={{ textAlign: "right", whiteSpace: "nowrap" }}>
              <ButtonGroup variant="minimal">
                <Button icon="edit" aria-label={t("accounts.list.edit")} title={t("accounts.list.edit")} onClick={() => onEdit(account)} />
                <Button
                  icon="trash"
                  intent="danger"
                  aria-label={t("accounts.list.delete")}
                  title={t("accounts.list.delete")}
                  onClick={() => onDelete(account)}
                />
              </ButtonGroup>
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
