import { Suspense, useState } from "react";
import { Spinner } from "@blueprintjs/core";
import { MemoryRouter, useLocation } from "react-router-dom";
import { mockCurrentUser, mockFrontendConfig } from "../../api/mocks.ts";
import { SessionProvider, type CurrentUser } from "../../app/session.tsx";
import { screenRoutes } from "../../screens/registry.ts";

export interface CatalogScreenFrameProps {
  /** The hash route's path and query the screen opens on. */
  route?: string;
  /** The logged-in account's permission codes. */
  permissions?: CurrentUser["permissions"];
}

export const CATALOG_ROUTE = "/app/catalog-order";

/**
 * The catalog requests screen as the shell mounts it (its lazy route from the YAML registry,
 * a session, a router), for stories and tests. The router's current location is readable as
 * data-testid="location".
 */
export function CatalogScreenFrame({ route = CATALOG_ROUTE, permissions = ["all"] }: CatalogScreenFrameProps) {
  const [user] = useState(() => mockCurrentUser({ permissions }));
  const [config] = useState(() => mockFrontendConfig());
  const screenRoute = screenRoutes.find((r) => r.path === CATALOG_ROUTE)!;
  return (
    <SessionProvider user={user} config={config}>
      <MemoryRouter initialEntries={[route]}>
        <Suspense fallback={<Spinner />}>
          <screenRoute.Component />
        </Suspense>
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
