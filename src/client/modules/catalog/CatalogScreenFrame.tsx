import { Suspense } from "react";
import { Spinner } from "@blueprintjs/core";
import { MockSessionFrame } from "../../app/testing/MockSessionFrame.tsx";
import type { CurrentUser } from "../../app/session.tsx";
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
 * a session, a router), for stories and tests.
 */
export function CatalogScreenFrame({ route = CATALOG_ROUTE, permissions }: CatalogScreenFrameProps) {
  const screenRoute = screenRoutes.find((r) => r.path === CATALOG_ROUTE)!;
  return (
    <MockSessionFrame route={route} permissions={permissions}>
      <Suspense fallback={<Spinner />}>
        <screenRoute.Component />
      </Suspense>
    </MockSessionFrame>
  );
}
