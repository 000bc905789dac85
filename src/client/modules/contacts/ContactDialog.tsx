import { useRef, useState } from "react";
import { Button, Callout, DialogBody, DialogFooter, NonIdealState, Spinner, Tab, Tabs } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { AppDialog } from "../../ui/dialogs/AppDialog.tsx";
import { ContactAccountPane } from "./ContactAccountPane.tsx";
import { ContactEmailsPane } from "./ContactEmailsPane.tsx";
import { ContactGdprButtons } from "./ContactGdprButtons.tsx";
import { ContactInformationPane } from "./ContactInformationPane.tsx";
import { ContactOrdersPane } from "./ContactOrdersPane.tsx";
import { ContactSaveFailure } from "./ContactSaveFailure.tsx";
import { useContactAccount } from "./useContactAccount.ts";
import { useContactDialog, type ContactDialogEvent } from "./useContactDialog.ts";
import { useContactEmails } from "./useContactEmails.ts";
import { useContactErase } from "./useContactGdpr.ts";

/** The dialog's panes; it starts on 'information' (spec part 2 section 2). */
export type ContactPane = "information" | "emails" | "account" | "orders";

export interface ContactDialogProps {
  /** The contact to edit, or null for a new one. */
  contactId: number | null;
  /** The name the list shows, for the messages before the contact has loaded. */
  knownName?: string;
  /** The pane shown first; default 'information'. */
  initialPane?: ContactPane;
  /** Closed: saved (contact.created, contact.updated) or not ('closed'; unsaved edits are dropped). */
  onClose(event: ContactDialogEvent): void;
}

/**
 * A contact (spec part 2 sections 2-5, 7, 8): information, e-mails, the portal account and the
 * catalog orders in panes, the GDPR download and erase. Saving while the new-address field has
 * focus adds the address instead of closing.
 */
export function ContactDialog({ contactId, knownName, initialPane = "information", onClose }: ContactDialogProps) {
  const { t } = useTranslation();
  const state = useContactDialog(contactId, knownName);
  const emails = useContactEmails(state);
  const account = useContactAccount(state);
  const erase = useContactErase(state.stored?.id ?? null);
  const [pane, setPane] = useState<ContactPane>(initialPane);
  const isNewEmailFocused = useRef(false);
  const { draft, stored } = state;

  const submit = async () => {
    if (isNewEmailFocused.current) return void (await emails.add());
    const event = await state.save();
    if (event) onClose(event);
  };
  const eraseAndClose = async () => {
    if (await erase.erase()) onClose("closed");
  };

  return (
    <AppDialog
      isOpen
      onClose={() => onClose("closed")}
      title={contactId === null && !stored ? t("contacts.dialog.titleNew") : t("contacts.dialog.titleEdit", { name: state.name })}
      style={{ width: 760, maxWidth: "95vw" }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {/* A steady height, so the dialog does not jump when another pane is chosen. */}
        <DialogBody style={{ minHeight: 420 }}>
          {!draft ? (
            state.isLoadFailed ? (
              <NonIdealState
                icon="error"
                title={t("contacts.messages.openFailed", { name: state.name })}
                action={<Button text={t("contacts.dialog.retry")} onClick={state.retryLoad} />}
              />
            ) : (
              <NonIdealState icon={<Spinner size={32} />} title={t("contacts.dialog.loading")} />
            )
          ) : (
            <>
              {state.isStale && (
                <Callout intent="warning" role="alert" style={{ marginBottom: 12 }}>
                  <p>{t("contacts.messages.stale")}</p>
                  <Button icon="refresh" text={t("contacts.messages.reload")} onClick={() => void state.reload()} />
                </Callout>
              )}
              <ContactSaveFailure fieldErrors={state.fieldErrors} />
              <Tabs id="contact-dialog-tabs" selectedTabId={pane} onChange={(id) => setPane(id as ContactPane)} renderActiveTabPanelOnly>
                <Tab
                  id="information"
                  title={t("contacts.dialog.tabs.information")}
                  panel={<ContactInformationPane draft={draft} change={state.change} fieldErrors={state.fieldErrors} />}
                />
                <Tab
                  id="emails"
                  title={t("contacts.dialog.tabs.emails")}
                  panel={
                    <ContactEmailsPane
                      draft={draft}
                      change={state.change}
                      emails={emails}
                      fieldErrors={state.fieldErrors}
                      onNewEmailFocus={(hasFocus) => (isNewEmailFocused.current = hasFocus)}
                    />
                  }
                />
                <Tab
                  id="account"
                  title={t("contacts.dialog.tabs.account")}
                  panel={<ContactAccountPane stored={stored} account={account} />}
                />
                <Tab id="orders" title={t("contacts.dialog.tabs.orders")} panel={<ContactOrdersPane contactId={stored?.id ?? null} />} />
              </Tabs>
            </>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t("contacts.dialog.cancel")} onClick={() => onClose("closed")} />
              <Button
                type="submit"
                intent="primary"
                disabled={!draft || state.isStale}
                loading={state.isSaving}
                text={t("contacts.dialog.save")}
              />
            </>
          }
        >
          {stored && (
            <ContactGdprButtons email={stored.primaryEmail?.value ?? ""} isErasing={erase.isErasing} onErase={() => void eraseAndClose()} />
          )}
        </DialogFooter>
      </form>
    </AppDialog>
  );
}
