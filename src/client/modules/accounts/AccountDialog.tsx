import { useState } from "react";
import { Button, Callout, DialogBody, DialogFooter, Tab, Tabs } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { fullName } from "../../../shared/fullName.ts";
import { AccountGroupsPane } from "./AccountGroupsPane.tsx";
import { AccountInformationPane } from "./AccountInformationPane.tsx";
import { AccountPasswordPane } from "./AccountPasswordPane.tsx";
import { AccountPermissionsPane } from "./AccountPermissionsPane.tsx";
import type { Account } from "./accountTypes.ts";
import { LanguagePermissionsPane } from "./LanguagePermissionsPane.tsx";
import { PortalLinkPane } from "./PortalLinkPane.tsx";
import { useAccountDialog } from "./useAccountDialog.ts";
import { useSiteLanguages } from "./useSiteLanguages.ts";
import { AppDialog } from "../../ui/dialogs/AppDialog.tsx";

export interface AccountDialogProps {
  /** The account to edit, or null for a new one. */
  account: Account | null;
  onClose: () => void;
}

type Pane = "information" | "password" | "permissions" | "languages" | "groups" | "portal";

/** Create or edit an account: information, password, permissions, languages, region groups, portal link. */
export function AccountDialog({ account, onClose }: AccountDialogProps) {
  const { t } = useTranslation();
  const state = useAccountDialog(account);
  const { draft, change } = state;
  const { languages, isLoading: languagesLoading } = useSiteLanguages();
  const [pane, setPane] = useState<Pane>("information");
  const fields = state.error?.fields ?? {};
  const isNew = draft.id === null;
  const name = fullName(draft) || draft.email;

  const save = async () => {
    if (await state.save()) onClose();
  };

  return (
    <AppDialog isOpen onClose={onClose} title={isNew ? t("accounts.dialog.titleNew") : t("accounts.dialog.titleEdit", { name })} style={{ width: 640 }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <DialogBody>
          {state.error && (
            <Callout intent="danger" role="alert" title={t("accounts.dialog.error")} style={{ marginBottom: 12 }}>
              {state.error.message !== t("accounts.dialog.error") && state.error.message}
            </Callout>
          )}
          <Tabs id="account-dialog-tabs" selectedTabId={pane} onChange={(id) => setPane(id as Pane)} renderActiveTabPanelOnly>
            <Tab id="information" title={t("accounts.dialog.tabs.information")} panel={<AccountInformationPane draft={draft} onChange={change} fieldErrors={fields} />} />
            <Tab
              id="password"
              title={t("accounts.dialog.tabs.password")}
              panel={<AccountPasswordPane password={draft.password} isNew={isNew} onChange={(password) => change({ password })} fieldError={fields.password} />}
            />
            <Tab
              id="permissions"
              title={t("accounts.dialog.tabs.permissions")}
              panel={<AccountPermissionsPane permissions={draft.permissions} save={state.savePermissions} onChange={(permissions) => change({ permissions })} />}
            />
            <Tab
              id="languages"
              title={t("accounts.dialog.tabs.languages")}
              panel={
                <LanguagePermissionsPane
                  languagePermissions={draft.languagePermissions}
                  languages={languages}
                  isLoading={languagesLoading}
                  onChange={(languagePermissions) => change({ languagePermissions })}
                />
              }
            />
            <Tab id="groups" title={t("accounts.dialog.tabs.groups")} panel={<AccountGroupsPane groups={draft.groups} onChange={(groups) => change({ groups })} />} />
            <Tab id="portal" title={t("accounts.dialog.tabs.portal")} panel={<PortalLinkPane accountId={draft.id} />} />
          </Tabs>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose} text={t("accounts.dialog.cancel")} />
              <Button type="submit" intent="primary" loading={state.isSaving} text={t("accounts.dialog.save")} />
            </>
          }
        />
      </form>
    </AppDialog>
  );
}
