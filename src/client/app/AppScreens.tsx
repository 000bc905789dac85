import { useTranslation } from "react-i18next";
import { Route, Routes } from "react-router-dom";
import { NotFoundPanel } from "../ui/panels/NotFoundPanel.tsx";
import { DEFAULT_TARGET } from "./returnTarget.ts";
import { appRoutes } from "./routes.tsx";
import { ScreenFrame } from "./ScreenFrame.tsx";
import { usePageTitle } from "./pageTitle.ts";
import { StartScreen } from "./StartScreen.tsx";
import { useAppName } from "./useAppName.ts";

/** The screens under /app (paths relative to it); the bare /app opens the account's start screen. */
export function AppScreens() {
  return (
    <Routes>
      <Route index element={<StartScreen />} />
      {appRoutes.map((route) => (
        <Route key={route.path} path={route.path.replace(/^\/app\//, "")} element={<ScreenFrame route={route} />} />
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
