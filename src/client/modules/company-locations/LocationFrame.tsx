import { useState, type ReactNode } from "react";
import { MemoryRouter, useLocation } from "react-router-dom";
import { mockCurrentUser, mockFrontendConfig } from "../../api/mocks.ts";
import { SessionProvider, type CurrentUser } from "../../app/session.tsx";

export interface LocationFrameProps {
  /** The hash route's path and query the screen opens on. */
  route?: string;
  /** The logged-in account's permission codes. */
  permissions?: CurrentUser["permissions"];
  children: ReactNode;
}

export const LOCATIONS_ROUTE = "/app/company/locations";

/**
 * What the shell gives the location screens, for stories and tests: a session (the account's
 * permissions) and a router (the list keeps its state in the URL, readable as data-testid="location").
 */
export function LocationFrame({ route = LOCATIONS_ROUTE, permissions = ["all"], children }: LocationFrameProps) {
  const [user] = useState(() => mockCurrentUser({ permissions }));
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
