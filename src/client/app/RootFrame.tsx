import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { DialogHost } from "../ui/dialogs/DialogHost.tsx";
import { LoadingBar } from "../ui/loading-bar/LoadingBar.tsx";
import { PageSpinner } from "../ui/panels/PageSpinner.tsx";
import { useUnauthorizedRedirect } from "./useUnauthorizedRedirect.ts";

/** What every route shares: the loading bar, the generic dialogs and the 401 → login rule. */
export function RootFrame() {
  const { t } = useTranslation();
  useUnauthorizedRedirect();
  return (
    <>
      <LoadingBar />
      <Suspense fallback={<PageSpinner label={t("shell.loading")} />}>
        <Outlet />
      </Suspense>
      <DialogHost />
    </>
  );
}
