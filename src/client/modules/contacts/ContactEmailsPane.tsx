import { Button, Classes, ControlGroup, FormGroup, H5, InputGroup } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { maxLengths } from "../../../shared/api/maxLengths.ts";
import { TextField } from "../common/TextField.tsx";
import type { ContactDraft, DraftEmail } from "./contactDraft.ts";
import type { ContactEmailsState } from "./useContactEmails.ts";

export interface ContactEmailsPaneProps {
  draft: ContactDraft;
  change(patch: Partial<ContactDraft>): void;
  emails: ContactEmailsState;
  fieldErrors: Readonly<Record<string, string>>;
  /** Whether the new-address field has focus: saving then adds the address instead (spec part 2 section 4). */
  onNewEmailFocus(hasFocus: boolean): void;
}

/** The primary, alternative and pending e-mails, with make-primary, remove and add. */
export function ContactEmailsPane({ draft, change, emails, fieldErrors, onNewEmailFocus }: ContactEmailsPaneProps) {
  const { t } = useTranslation();
  const error = (path: string) => (fieldErrors[path] ? t(fieldErrors[path]) : undefined);
  const list = (items: DraftEmail[], kind: "alternative" | "pending") =>
    items.length === 0 ? (
      <p className={Classes.TEXT_MUTED}>{t("contacts.emails.none")}</p>
    ) : (
      <ul style={{ listStyle: "none", padding: 0, margin: "0 0 12px" }}>
        {items.map((email, i) => {
          const message = kind === "alternative" ? error(`alternativeEmails.${i}.value`) : undefined;
          return (
            <li key={`${email.id ?? "new"}-${email.value}`} style={{ display: "flex", alignItems: "center", gap: 8, padding: "2px 0" }}>
              <span style={{ flex: 1, overflowWrap: "anywhere" }}>
                {email.value}
                {message && (
                  <span className={Classes.FORM_HELPER_TEXT} role="alert" style={{ display: "block" }}>
                    {message}
                  </span>
                )}
              </span>
              {kind === "alternative" && (
                <Button
                  size="small"
                  icon="star-empty"
                  disabled={emails.isBusy}
                  text={t("contacts.emails.makePrimaryShort")}
                  aria-label={t("contacts.emails.makePrimary", { email: email.value })}
                  onClick={() => void emails.makePrimary(email)}
                />
              )}
              <Button
                size="small"
                icon="trash"
                variant="minimal"
                intent="danger"
                disabled={emails.isBusy}
                aria-label={t("contacts.emails.remove", { email: email.value })}
                onClick={() => void emails.remove(email)}
              />
            </li>
          );
        })}
      </ul>
    );

  return (
    <div>
      <TextField
        id="contact-primaryEmail"
        type="email"
        label={t("contacts.emails.primary")}
        value={draft.primaryEmail}
        onChange={(primaryEmail) => change({ primaryEmail })}
        maxLength={maxLengths.ContactEmailRequest.email}
        error={error("primaryEmail.value") ?? error("primaryEmail")}
      />
      <H5>{t("contacts.emails.alternatives")}</H5>
      {list(draft.alternativeEmails, "alternative")}
      <FormGroup
        label={t("contacts.emails.newEmail")}
        labelFor="contact-new-email"
        helperText={<span id="contact-new-email-help">{emails.newEmailError ?? t("contacts.emails.newEmailHelp")}</span>}
        intent={emails.newEmailError ? "danger" : "none"}
      >
        <ControlGroup>
          <InputGroup
            id="contact-new-email"
            type="email"
            fill
            value={emails.newEmail}
            maxLength={maxLengths.ContactEmailRequest.email}
            intent={emails.newEmailError ? "danger" : "none"}
            aria-invalid={emails.newEmailError ? true : undefined}
            aria-describedby="contact-new-email-help"
            onValueChange={emails.setNewEmail}
            onFocus={() => onNewEmailFocus(true)}
            onBlur={() => onNewEmailFocus(false)}
          />
          <Button icon="add" text={t("contacts.emails.add")} loading={emails.isBusy} onClick={() => void emails.add()} />
        </ControlGroup>
      </FormGroup>
      <H5>{t("contacts.emails.pending")}</H5>
      <p className={Classes.TEXT_MUTED}>{t("contacts.emails.pendingHelp")}</p>
      {list(draft.pendingEmails, "pending")}
    </div>
  );
}
