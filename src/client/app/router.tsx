import { lazy } from "react";
import { HashRouter, Navigate, Route, Routes } from "react-router-dom";
import { LOGIN_PATH } from "./returnTarget.ts";
import { RootFrame } from "./RootFrame.tsx";

const LoginScreen = lazy(() => import("../modules/login/LoginScreen.tsx").then((m) => ({ default: m.LoginScreen })));
const AppShell = lazy(() => import("./AppShell.tsx").then((m) => ({ default: m.AppShell })));

/**
 * Hash routes as in the spec: #/page/login (also the default) and the screens under #/app.
 * A declarative router: the app uses no loaders or actions, and the data router would add
 * ~20 KB (gzip) to the login screen.
 */
export function AppRouter() {
  return (
    <HashRouter>
      <Routes>
        <Route element={<RootFrame />}>
          <Route path="/" element={<Navigate to={LOGIN_PATH} replace />} />
          <Route path={LOGIN_PATH} element={<LoginScreen />} />
          <Route path="/app/*" element={<AppShell />} />
          <Route path="*" element={<Navigate to={LOGIN_PATH} replace />} />
        </Route>
      </Routes>
    </HashRouter>
  );
}
