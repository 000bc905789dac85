import { HashRouter, Navigate, Route, Routes } from "react-router-dom";
import { AppShellChunk } from "./earlyLoads.ts";
import { LOGIN_PATH } from "./returnTarget.ts";
import { RootFrame } from "./RootFrame.tsx";
// Part of the entry, not a lazy chunk: it is the first screen of most visits, and as a chunk it
// was a second round trip after the entry (about 150 ms more to first paint on a 40 ms network),
// for some 15 KB (gzip) that the app screens need anyway (API client, inputs, cards, tags).
import { LoginScreen } from "../modules/login/LoginScreen.tsx";

const AppShell = AppShellChunk.Component;
const LOCATION_LIST_PATH = "/app/company/locations";

/**
 * Hash routes as in the spec: #/page/login (also the default), the screens under #/app, and
 * #/locations for the location list.
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
          {/* The spec's route of the location list (state app.company.location.list). */}
          <Route path="/locations" element={<Navigate to={LOCATION_LIST_PATH} replace />} />
          <Route path="*" element={<Navigate to={LOGIN_PATH} replace />} />
        </Route>
      </Routes>
    </HashRouter>
  );
}
