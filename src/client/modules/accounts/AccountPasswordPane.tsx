import { useTranslation } from "react-i18next";
import { MIN_PASSWORD_LENGTH } from "../../../shared/passwords.ts";
import { TextField } from "../common/TextField.tsx";
import { ACCOUNT_LIMITS } from "./accountValidation.ts";

export interface AccountPasswordPaneProps {
  password: string;
  isNew: boolean;
  onChange: (password: string) => void;
  /** The message at the field, in the UI language. */
  fieldError?: string;
}

/** A new password; required for a new account, left empty on an existing one it keeps the stored one. */
export function AccountPasswordPane({ password, isNew, onChange, fieldError }: AccountPasswordPaneProps) {
  const { t } = useTranslation();
  return (
    <TextField
      id="account-password"
      label={t("accounts.fields.password")}
      type="password"
      autoComplete="new-password"
      value={password}
      maxLength={ACCOUNT_LIMITS.password}
      isRequired={isNew}
      error={fieldError}
      help={
        isNew
          ? t("accounts.fields.passwordHelpNew", { min: MIN_PASSWORD_LENGTH })
          : t("accounts.fields.passwordHelpKeep", { min: MIN_PASSWORD_LENGTH })
      }
      onChange={onChange}
    />
  );
}
