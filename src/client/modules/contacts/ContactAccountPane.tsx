import { Button, Callout, FormGroup, InputGroup, type Intent } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { maxLengths } from "../../../shared/api/maxLengths.ts";
import type { Contact } from "./contactTypes.ts";
import type { UsernameCheckState } from "./usernameCheck.ts";
import type { ContactAccountState } from "./useContactAccount.ts";

export interface ContactAccountPaneProps {
  /** The contact as stored; null for a new one (saved first). */
  stored: Contact | null;
  account: ContactAccountState;
}

const STATUS_INTENT: Readonly<Record<UsernameCheckState["status"], Intent>> = {
  empty: "none",
  badFormat: "danger",
  checking: "none",
  taken: "danger",
  available: "success",
  checkFailed: "warning",
};

/** The contact's customer-portal account, or its creation with the username check. */
export function ContactAccountPane({ stored, account }: ContactAccountPaneProps) {
  const { t } = useTranslation();
  if (!stored) return <p>{t("contacts.account.saveFirst")}</p>;
  if (stored.account.isSet) {
    return (
      <Callout intent="success" icon="endorsed">
        {stored.account.username ? t("contacts.account.hasUsername", { username: stored.account.username }) : t("contacts.account.has")}
      </Callout>
    );
  }
  const { check } = account;
  return (
    <div>
      <p>{t("contacts.account.intro")}</p>
      <FormGroup
        label={t("contacts.account.username")}
        labelFor="contact-account-username"
        intent={STATUS_INTENT[check.status]}
        helperText={
          <span id="contact-account-username-help" aria-live="polite">
            {t(`contacts.account.status.${check.status}`)}
          </span>
        }
      >
        <InputGroup
          id="contact-account-username"
          type="email"
          value={account.username}
          maxLength={maxLengths.ContactAccountRequest.username}
          intent={STATUS_INTENT[check.status]}
          aria-invalid={check.isInvalid}
          aria-describedby="contact-account-username-help"
          onValueChange={account.setUsername}
        />
      </FormGroup>
      {account.failure && (
        <Callout intent="danger" role="alert" style={{ marginBottom: 12 }}>
          {account.failure}
        </Callout>
      )}
      <Button
        intent="primary"
        icon="new-person"
        text={t("contacts.account.create")}
        disabled={check.isInvalid}
        loading={account.isCreating}
        onClick={() => void account.create()}
      />
    </div>
  );
}
