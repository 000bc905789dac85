import { Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation } from "react-router-dom";
import { recordPageView } from "../modules/dashboard/recordPageView.ts";
import { NoAccessPanel } from "../ui/panels/NoAccessPanel.tsx";
import { PageSpinner } from "../ui/panels/PageSpinner.tsx";
import { usePageTitle } from "./pageTitle.ts";
import { DEFAULT_TARGET, isFromLogin } from "./returnTarget.ts";
import type { AppRoute } from "./routes.tsx";
import { useAppName } from "./useAppName.ts";
import { usePermissions } from "./session.tsx";
import { stateNameAt } from "./subRoutes.ts";

/**
 * One application screen: gated by its permission, titled, counted once per visit in the
 * page-view report (fire and forget), and shown with a spinner while its chunk loads. A screen
 * the account may not open shows "No access", unless the login led here (a returnTo left by an
 * earlier session): then the account's start screen opens.
 */
export function ScreenFrame({ route }: { route: AppRoute }) {
  const { t } = useTranslation();
  const allowed = usePermissions().has(route.permission);
  const location = useLocation();
  const fromLogin = isFromLogin(location.state);
  // A sub-route (a dialog open over the screen) is a page of its own in the report.
  const stateName = stateNameAt(route, location.pathname);
  usePageTitle(useAppName(), t(route.titleKey));

  useEffect(() => {
    if (allowed) recordPageView(stateName);
  }, [allowed, stateName]);

  if (!allowed) return fromLogin ? <Navigate to={DEFAULT_TARGET} replace /> : <NoAccessPanel />;
  return (
    <Suspense fallback={<PageSpinner label={t("shell.loading")} />}>
      <route.Component />
    </Suspense>
  );
}
