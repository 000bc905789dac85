import "./login.css";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router-dom";
import { currentUserQuery } from "../../app/currentUserQuery.ts";
import { preloadAfterLogin } from "../../app/earlyLoads.ts";
import { AppLanguageSelect } from "../../app/AppLanguageSelect.tsx";
import { usePageTitle } from "../../app/pageTitle.ts";
import { FROM_LOGIN, returnTargetFrom } from "../../app/returnTarget.ts";
import { useAppName } from "../../app/useAppName.ts";
import { LoginForm } from "./LoginForm.tsx";
import { requestLogin } from "./loginRequest.ts";
import { useLoginForm } from "./useLoginForm.ts";

/** #/page/login: after a successful login, the screen the user came from or the start screen. */
export function LoginScreen() {
  const { t } = useTranslation();
  const appName = useAppName();
  const navigate = useNavigate();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  usePageTitle(appName, t("login.title"));

  const form = useLoginForm({
    // The shell and the dashboard load while the server checks the password.
    submit: (credentials) => {
      preloadAfterLogin();
      return requestLogin(credentials);
    },
    onSuccess(user) {
      queryClient.setQueryData(currentUserQuery().queryKey, user);
      void navigate(returnTargetFrom(search), { replace: true, state: FROM_LOGIN });
    },
  });

  return (
    <main className="app-login-page">
      <LoginForm appName={appName} form={form} languageSelect={<AppLanguageSelect />} />
    </main>
  );
}
