import { useState } from "react";
import { Button, DialogBody, DialogFooter, Tab, Tabs } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { fullName } from "../../../shared/fullName.ts";
import { tabsWithErrors } from "../common/formErrors.ts";
import { TabTitle } from "../common/TabTitle.tsx";
import "./accountDialog.css";
import { AccountGroupsPane } from "./AccountGroupsPane.tsx";
import { AccountInformationPane } from "./AccountInformationPane.tsx";
import { AccountPasswordPane } from "./AccountPasswordPane.tsx";
import { AccountPermissionsPane } from "./AccountPermissionsPane.tsx";
import { AccountSaveAlert } from "./AccountSaveAlert.tsx";
import type { Account } from "./accountTypes.ts";
import { fieldMessages, type AccountTab } from "./accountValidation.ts";
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

const TAB_KEYS: Record<AccountTab, string> = {
  information: "accounts.dialog.tabs.information",
  password: "accounts.dialog.tabs.password",
  permissions: "accounts.dialog.tabs.permissions",
  languages: "accounts.dialog.tabs.languages",
  groups: "accounts.dialog.tabs.groups",
  portal: "accounts.dialog.tabs.portal",
};

/** Create or edit an account: information, password, permissions, languages, region groups, portal link. */
export function AccountDialog({ account, onClose }: AccountDialogProps) {
  const { t } = useTranslation();
  const state = useAccountDialog(account);
  const { draft, change } = state;
  const { languages, isLoading: languagesLoading } = useSiteLanguages();
  const [pane, setPane] = useState<AccountTab>("information");
  const fields = fieldMessages(state.errors, t);
  const withErrors = tabsWithErrors(state.errors);
  const title = (id: AccountTab) => <TabTitle text={t(TAB_KEYS[id])} hasErrors={withErrors.has(id)} />;
  const isNew = draft.id === null;
  const name = fullName(draft) || draft.email;

  const save = async () => {
    const result = await state.save();
    if (result.isSaved) onClose();
    else if (result.errorTab) setPane(result.errorTab);
  };

  return (
    <AppDialog
      isOpen
      onClose={onClose}
      title={isNew ? t("accounts.dialog.titleNew") : t("accounts.dialog.titleEdit", { name })}
      style={{ width: 720, maxWidth: "calc(100vw - 32px)" }}
    >
      {/* noValidate: the form's own checks speak the UI's language; the browser's bubbles would not. */}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <DialogBody>
          <AccountSaveAlert errors={state.errors} failure={state.failure} />
          <Tabs
            id="account-dialog-tabs"
            className="account-dialog-tabs"
            selectedTabId={pane}
            onChange={(id) => setPane(id as AccountTab)}
            renderActiveTabPanelOnly
          >
            <Tab
              id="information"
              title={title("information")}
              panel={<AccountInformationPane draft={draft} onChange={change} fieldErrors={fields} />}
            />
            <Tab
              id="password"
              title={title("password")}
              panel={
                <AccountPasswordPane
                  password={draft.password}
                  isNew={isNew}
                  onChange={(password) => change({ password })}
                  fieldError={fields.password}
                />
              }
            />
            <Tab
              id="permissions"
              title={title("permissions")}
              panel={
                <AccountPermissionsPane
                  permissions={draft.permissions}
                  save={state.savePermissions}
                  onChange={(permissions) => change({ permissions })}
                />
              }
            />
            <Tab
              id="languages"
              title={title("languages")}
              panel={
                <LanguagePermissionsPane
                  languagePermissions={draft.languagePermissions}
                  languages={languages}
                  isLoading={languagesLoading}
                  onChange={(languagePermissions) => change({ languagePermissions })}
                />
              }
            />
            <Tab
              id="groups"
              title={title("groups")}
              panel={<AccountGroupsPane groups={draft.groups} onChange={(groups) => change({ groups })} />}
            />
            <Tab id="portal" title={title("portal")} panel={<PortalLinkPane accountId={draft.id} />} />
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
