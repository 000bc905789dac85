import { FormGroup, InputGroup } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";

export interface AccountPasswordPaneProps {
  password: string;
  isNew: boolean;
  onChange: (password: string) => void;
  fieldError?: string;
}

/** A new password; left empty on an existing account it keeps the stored one. */
export function AccountPasswordPane({ password, isNew, onChange, fieldError }: AccountPasswordPaneProps) {
  const { t } = useTranslation();
  return (
    <FormGroup
      label={t("accounts.fields.password")}
      labelFor="account-password"
      helperText={fieldError ?? (isNew ? t("accounts.fields.passwordHelpNew") : t("accounts.fields.passwordHelpKeep"))}
      intent={fieldError ? "danger" : "none"}
    >
      <InputGroup
        id="account-password"
        type="password"
        autoComplete="new-password"
        value={password}
        intent={fieldError ? "danger" : "none"}
        onValueChange={onChange}
        required={isNew}
      />
    </FormGroup>
  );
}
