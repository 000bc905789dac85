import type { ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { apiErrorCode, apiErrorMessage } from "../api/errors.ts";
import { LoadFailedPanel } from "../ui/panels/LoadFailedPanel.tsx";
import { PageSpinner } from "../ui/panels/PageSpinner.tsx";
import { currentUserQuery } from "./currentUserQuery.ts";
import { frontendConfigQuery } from "./frontendConfigQuery.ts";
import { SessionProvider } from "./session.tsx";

/**
 * Application screens render only once the frontend configuration and the current user are
 * known (spec part 1, section 2). A 401 is handled by the redirect to login.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const user = useQuery(currentUserQuery());
  const config = useQuery(frontendConfigQuery());

  if (user.data && config.data) {
    return (
      <SessionProvider user={user.data} config={config.data}>
        {children}
      </SessionProvider>
    );
  }
  const failure = user.error ?? config.error;
  if (failure && apiErrorCode(failure) !== "UNAUTHORIZED") {
    const retry = () => void Promise.all([user.refetch(), config.refetch()]);
    return <LoadFailedPanel message={apiErrorMessage(failure, "errors.serverRequest")} onRetry={retry} />;
  }
  return <PageSpinner label={t("shell.loading")} />;
}
