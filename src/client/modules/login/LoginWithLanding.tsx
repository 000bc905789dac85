import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { LoginScreen } from "./LoginScreen.tsx";

function Landed() {
  const { pathname, search } = useLocation();
  return <p>Logged in, now at {pathname + search}</p>;
}

/** Stories and tests: the login screen at `url`, and a page that tells where a login led. */
export function LoginWithLanding({ url = "/page/login" }: { url?: string }) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/page/login" element={<LoginScreen />} />
        <Route path="/app/*" element={<Landed />} />
      </Routes>
    </MemoryRouter>
  );
}
