import { useState, type ReactNode } from "react";
import { MemoryRouter, useLocation } from "react-router-dom";
import { mockCurrentUser, mockFrontendConfig } from "../../api/mocks.ts";
import { SessionProvider, type CurrentUser } from "../session.tsx";

export interface MockSessionFrameProps {
  /** The hash route's path and query the screen opens on. */
  route: string;
  /** The logged-in account's permission codes. */
  permissions?: CurrentUser["permissions"];
  /** The account's language rights; default 'all'. */
  languagePermissions?: CurrentUser["languagePermissions"];
  children: ReactNode;
}

/**
 * What the shell gives a screen, for stories and tests: a session (a mock account with the given
 * permissions) and a router on `route`. Screens keep their state in the URL; the router's current
 * location is readable as data-testid="location".
 */
export function MockSessionFrame({ route, permissions = ["all"], languagePermissions = ["all"], children }: MockSessionFrameProps) {
  const [user] = useState(() => mockCurrentUser({ permissions, languagePermissions }));
  const [config] = useState(() => mockFrontendConfig());
  return (
    <SessionProvider user={user} config={config}>
      <MemoryRouter initialEntries={[route]}>
        {children}
        <CurrentLocation />
      </MemoryRouter>
    </SessionProvider>
  );
}

function CurrentLocation() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {`${location.pathname}${location.search}`}
    </output>
  );
}
