import { Suspense } from "react";
import { Spinner } from "@blueprintjs/core";
import { MockSessionFrame } from "../../app/testing/MockSessionFrame.tsx";
import type { CurrentUser } from "../../app/session.tsx";
import { appRoutes } from "../../app/routes.tsx";

export interface CatalogScreenFrameProps {
  /** The hash route's path and query the screen opens on. */
  route?: string;
  /** The logged-in account's permission codes. */
  permissions?: CurrentUser["permissions"];
}

export const CATALOG_ROUTE = "/app/catalog-order";

/**
 * The catalog requests screen as the shell mounts it (its lazy route from the app's registry,
 * a session, a router), for stories and tests.
 */
export function CatalogScreenFrame({ route = CATALOG_ROUTE, permissions }: CatalogScreenFrameProps) {
  const screenRoute = appRoutes.find((r) => r.path === CATALOG_ROUTE)!;
  return (
    <MockSessionFrame route={route} permissions={permissions}>
      <Suspense fallback={<Spinner />}>
        <screenRoute.Component />
      </Suspense>
    </MockSessionFrame>
  );
}
