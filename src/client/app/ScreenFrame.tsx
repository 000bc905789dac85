import { Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { recordPageView } from "../modules/dashboard/recordPageView.ts";
import { NoAccessPanel } from "../ui/panels/NoAccessPanel.tsx";
import { PageSpinner } from "../ui/panels/PageSpinner.tsx";
import { usePageTitle } from "./pageTitle.ts";
import type { AppRoute } from "./routes.tsx";
import { useAppName } from "./useAppName.ts";
import { usePermissions } from "./session.tsx";

/**
 * One application screen: gated by its permission, titled, counted once per visit in the
 * page-view report (fire and forget), and shown with a spinner while its chunk loads.
 */
export function ScreenFrame({ route }: { route: AppRoute }) {
  const { t } = useTranslation();
  const allowed = usePermissions().has(route.permission);
  usePageTitle(useAppName(), t(route.titleKey));

  useEffect(() => {
    if (allowed) recordPageView(route.stateName);
  }, [allowed, route.stateName]);

  if (!allowed) return <NoAccessPanel />;
  return (
    <Suspense fallback={<PageSpinner label={t("shell.loading")} />}>
      <route.Component />
    </Suspense>
  );
}
