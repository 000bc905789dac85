import { Callout } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { accountErrorMessage, INLINE_FIELDS, type AccountFormError } from "./accountValidation.ts";

export interface AccountSaveAlertProps {
  errors: readonly AccountFormError[];
  failure: { isStale: boolean } | null;
}

/**
 * Why the account was not saved, in the UI language: 'An error occurred.' when the server
 * refused it (spec part 1 section 8), 'Check all tabs' when fields have errors (each tab with
 * one is marked), and the messages of what has no field to show them at (e.g. permissions).
 */
export function AccountSaveAlert({ errors, failure }: AccountSaveAlertProps) {
  const { t } = useTranslation();
  if (!failure && errors.length === 0) return null;
  const apart = errors.filter((error) => !INLINE_FIELDS.has(error.field));
  return (
    <Callout intent="danger" role="alert" title={failure ? t("accounts.dialog.error") : undefined} style={{ marginBottom: 12 }}>
      {errors.length > 0 && <p>{t("accounts.form.invalid")}</p>}
      {apart.length > 0 && (
        <ul style={{ margin: "0 0 8px", paddingLeft: 18 }}>
          {apart.map((error) => (
            <li key={`${error.field}-${error.kind}`}>{`${t(error.label.key)}: ${accountErrorMessage(error, t)}`}</li>
          ))}
        </ul>
      )}
      {failure?.isStale && <p>{t("accounts.form.stale")}</p>}
    </Callout>
  );
}
