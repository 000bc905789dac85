import { useTranslation } from "react-i18next";
import { Navigate, Route, Routes, useLocation } from "react-router-dom";
import { NotFoundPanel } from "../ui/panels/NotFoundPanel.tsx";
import { DEFAULT_TARGET } from "./returnTarget.ts";
import { appRoutes, type AppRoute, type ScreenRedirect } from "./routes.tsx";
import { ScreenFrame } from "./ScreenFrame.tsx";
import { usePageTitle } from "./pageTitle.ts";
import { appRelative, redirectTarget } from "./screenRedirects.ts";
import { StartScreen } from "./StartScreen.tsx";
import { subRoutePattern } from "./subRoutes.ts";
import { useAppName } from "./useAppName.ts";

/**
 * The screens under /app (paths relative to it); the bare /app opens the account's start screen.
 * A screen's sub-routes (YAML routes: /app/contacts/edit/:id) are child routes rendering nothing:
 * the one screen stays mounted while a dialog opens and closes over it, and reads them from the URL.
 * A screen's older addresses (YAML redirects: /app/cms/content/page?id=7) are replaced by its own.
 */
export function AppScreens() {
  return (
    <Routes>
      <Route index element={<StartScreen />} />
      {appRoutes.map((route) => (
        <Route key={route.path} path={appRelative(route.path)} element={<ScreenFrame route={route} />}>
          {route.subRoutes.length > 0 && <Route index element={null} />}
          {route.subRoutes.map((sub) => (
            <Route key={sub.path} path={subRoutePattern(route, sub.path)} element={null} />
          ))}
        </Route>
      ))}
      {appRoutes.flatMap((route) =>
        route.redirects.map((redirect) => (
          <Route key={redirect.path} path={appRelative(redirect.path)} element={<RedirectToScreen route={route} redirect={redirect} />} />
        )),
      )}
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}

/** An older address of a screen: replaced by the screen's (the login's navigation state kept), or "Page not found" without its parameters. */
function RedirectToScreen({ route, redirect }: { route: AppRoute; redirect: ScreenRedirect }) {
  const location = useLocation();
  const target = redirectTarget(route, redirect, location);
  return target ? <Navigate to={target} replace state={location.state} /> : <NotFoundScreen />;
}

function NotFoundScreen() {
  const { t } = useTranslation();
  usePageTitle(useAppName(), t("shell.notFound.title"));
  return <NotFoundPanel homeHref={`#${DEFAULT_TARGET}`} />;
}
