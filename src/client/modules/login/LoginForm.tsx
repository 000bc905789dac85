import type { FormEvent, ReactNode } from "react";
import { Button, Callout, Card, FormGroup, H1, InputGroup, Intent, Tag } from "@blueprintjs/core";
import { ErrorIcon, LogInIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import type { LoginField } from "./loginRules.ts";
import type { LoginForm as LoginFormState } from "./useLoginForm.ts";

export interface LoginFormProps {
  appName: string;
  form: LoginFormState;
  /** The language dropdown, so a user can switch before logging in. */
  languageSelect: ReactNode;
}

/** The login card: e-mail, password, the login button and what went wrong. */
export function LoginForm({ appName, form, languageSelect }: LoginFormProps) {
  const { t } = useTranslation();
  const isLoading = form.status === "loading";

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submitForm();
  };

  const field = (name: LoginField, label: string, type: string, autoComplete: string) => {
    const error = form.fieldError(name);
    const id = `login-${name}`;
    return (
      <FormGroup label={label} labelFor={id} intent={error ? Intent.DANGER : Intent.NONE} helperText={error ? t(error) : undefined}>
        <InputGroup
          id={id}
          name={name}
          type={type}
          autoComplete={autoComplete}
          value={form.values[name]}
          intent={error ? Intent.DANGER : Intent.NONE}
          aria-invalid={error ? true : undefined}
          onChange={(event) => form.setValue(name, event.currentTarget.value)}
          onBlur={() => form.touch(name)}
          size="large"
        />
      </FormGroup>
    );
  };

  return (
    <Card className="app-login-card" elevation={2}>
      <div className="app-login-header">
        <H1 className="app-login-title">{appName}</H1>
        {languageSelect}
      </div>
      <p className="app-login-intro">{t("login.intro")}</p>
      <form onSubmit={onSubmit} noValidate aria-label={t("login.title")}>
        {field("email", t("login.email"), "email", "username")}
        {field("password", t("login.password"), "password", "current-password")}
        {form.failureKey && (
          <Callout intent={Intent.DANGER} icon={<ErrorIcon />} className="app-login-failure" role="alert">
            {t(form.failureKey)}
          </Callout>
        )}
        <div className="app-login-actions">
          {form.status === "failed" && <Tag intent={Intent.DANGER}>{t("login.status.failed")}</Tag>}
          <Button
            type="submit"
            intent={Intent.PRIMARY}
            size="large"
            icon={<LogInIcon />}
            text={t("login.submit")}
            // Blueprint hides the text while loading; the name must stay for screen readers.
            aria-label={t("login.submit")}
            aria-busy={isLoading}
            loading={isLoading}
          />
        </div>
      </form>
    </Card>
  );
}
