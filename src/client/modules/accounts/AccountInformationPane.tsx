import { FormGroup, InputGroup } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { AccountDraft } from "./accountDraft.ts";

export interface AccountInformationPaneProps {
  draft: AccountDraft;
  onChange: (patch: Partial<AccountDraft>) => void;
  /** The server's messages per field after a refused save. */
  fieldErrors: Record<string, string>;
}

/** Names and e-mail of the account. */
export function AccountInformationPane({ draft, onChange, fieldErrors }: AccountInformationPaneProps) {
  const { t } = useTranslation();
  const field = (name: "firstname" | "lastname" | "email", label: string, type = "text") => (
    <FormGroup label={label} labelFor={`account-${name}`} helperText={fieldErrors[name]} intent={fieldErrors[name] ? "danger" : "none"}>
      <InputGroup
        id={`account-${name}`}
        type={type}
        value={draft[name]}
        intent={fieldErrors[name] ? "danger" : "none"}
        onValueChange={(value) => onChange({ [name]: value })}
        required={name === "email"}
      />
    </FormGroup>
  );
  return (
    <div>
      {field("firstname", t("accounts.fields.firstname"))}
      {field("lastname", t("accounts.fields.lastname"))}
      {field("email", t("accounts.fields.email"), "email")}
    </div>
  );
}
