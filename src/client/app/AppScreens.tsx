import { useTranslation } from "react-i18next";
import { Route, Routes } from "react-router-dom";
import { NotFoundPanel } from "../ui/panels/NotFoundPanel.tsx";
import { DEFAULT_TARGET } from "./returnTarget.ts";
import { appRoutes } from "./routes.tsx";
import { ScreenFrame } from "./ScreenFrame.tsx";
import { usePageTitle } from "./pageTitle.ts";
import { StartScreen } from "./StartScreen.tsx";
import { subRoutePattern } from "./subRoutes.ts";
import { useAppName } from "./useAppName.ts";

/**
 * The screens under /app (paths relative to it); the bare /app opens the account's start screen.
 * A screen's sub-routes (YAML routes: /app/contacts/edit/:id) are child routes rendering nothing:
 * the one screen stays mounted while a dialog opens and closes over it, and reads them from the URL.
 */
export function AppScreens() {
  return (
    <Routes>
      <Route index element={<StartScreen />} />
      {appRoutes.map((route) => (
        <Route key={route.path} path={route.path.replace(/^\/app\//, "")} element={<ScreenFrame route={route} />}>
          {route.subRoutes.length > 0 && <Route index element={null} />}
          {route.subRoutes.map((sub) => (
            <Route key={sub.path} path={subRoutePattern(route, sub.path)} element={null} />
          ))}
        </Route>
      ))}
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}

function NotFoundScreen() {
  const { t } = useTranslation();
  usePageTitle(useAppName(), t("shell.notFound.title"));
  return <NotFoundPanel homeHref={`#${DEFAULT_TARGET}`} />;
}
