import { useTranslation } from "react-i18next";
import { TextField } from "../common/TextField.tsx";
import type { AccountDraft } from "./accountDraft.ts";
import { ACCOUNT_LIMITS } from "./accountValidation.ts";

export interface AccountInformationPaneProps {
  draft: AccountDraft;
  onChange: (patch: Partial<AccountDraft>) => void;
  /** The message at each field with an error, in the UI language. */
  fieldErrors: Record<string, string>;
}

/** Names and e-mail of the account. */
export function AccountInformationPane({ draft, onChange, fieldErrors }: AccountInformationPaneProps) {
  const { t } = useTranslation();
  const field = (name: "firstname" | "lastname" | "email", label: string, type = "text") => (
    <TextField
      id={`account-${name}`}
      label={label}
      type={type}
      value={draft[name]}
      maxLength={ACCOUNT_LIMITS[name]}
      isRequired={name === "email"}
      error={fieldErrors[name]}
      onChange={(value) => onChange({ [name]: value })}
    />
  );
  return (
    <div>
      {field("firstname", t("accounts.fields.firstname"))}
      {field("lastname", t("accounts.fields.lastname"))}
      {field("email", t("accounts.fields.email"), "email")}
    </div>
  );
}
