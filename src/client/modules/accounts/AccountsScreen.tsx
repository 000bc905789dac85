import { useState } from "react";
import { Button, Callout, InputGroup, NonIdealState, Spinner } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { AccountDialog } from "./AccountDialog.tsx";
import { AccountsTable } from "./AccountsTable.tsx";
import type { Account } from "./accountTypes.ts";
import { useAccountsList } from "./useAccountsList.ts";

/** What the dialog is open for: nothing, a new account, or a stored one. */
type Editing = { account: Account | null } | null;

/** Accounts list (spec part 1 "Accounts list and account dialog"): search, create, edit, delete. */
export function AccountsScreen() {
  const { t } = useTranslation();
  const list = useAccountsList();
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <section aria-labelledby="accounts-title" style={{ padding: 16 }}>
      <div style={{ display: "flex", gap: 8, alignItems: "center", marginBottom: 12 }}>
        <h2 id="accounts-title" style={{ margin: 0, flex: 1 }}>
          {t("accounts.title")}
        </h2>
        <InputGroup
          type="search"
          leftIcon="search"
          aria-label={t("accounts.list.search")}
          placeholder={t("accounts.list.search")}
          value={list.search}
          onValueChange={list.setSearch}
        />
        <Button intent="primary" icon="add" text={t("accounts.list.create")} onClick={() => setEditing({ account: null })} />
      </div>
      {list.isLoading ? (
        <Spinner />
      ) : list.isError ? (
        <Callout intent="danger" role="alert" title={t("accounts.list.loadFailed")}>
          <Button text={t("accounts.list.retry")} onClick={() => void list.refetch()} />
        </Callout>
      ) : list.accounts.length === 0 ? (
        <NonIdealState icon="people" title={t("accounts.list.empty")} />
      ) : (
        <AccountsTable
          accounts={list.accounts}
          onEdit={(account) => setEditing({ account })}
          onDelete={(account) => void list.remove(account)}
        />
      )}
      {/* Keyed by account so a new dialog starts from that account, not the previous draft. */}
      {editing && <AccountDialog key={editing.account?.id ?? "new"} account={editing.account} onClose={() => setEditing(null)} />}
    </section>
  );
}
