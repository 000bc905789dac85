import { Suspense } from "react";
import { Spinner } from "@blueprintjs/core";
import { MockSessionFrame } from "../../app/testing/MockSessionFrame.tsx";
import type { CurrentUser } from "../../app/session.tsx";
import { appRoutes } from "../../app/routes.tsx";

export interface RegisteredScreenFrameProps {
  /** The screen's route as the registry names it (e.g. /app/catalog-order). */
  path: string;
  /** The hash route's path and query the screen opens on; default the screen's path. */
  route?: string;
  /** The logged-in account's permission codes. */
  permissions?: CurrentUser["permissions"];
  /** The logged-in account's language rights; default 'all'. */
  languagePermissions?: CurrentUser["languagePermissions"];
}

/**
 * A screen as the shell mounts it (its lazy route from the app's registry, a session, a router),
 * for stories and tests: a YAML screen renders through the engine with its extension.
 */
export function RegisteredScreenFrame({ path, route = path, permissions, languagePermissions }: RegisteredScreenFrameProps) {
  const screenRoute = appRoutes.find((r) => r.path === path);
  if (!screenRoute) throw new Error(`No screen at ${path} in screens/`);
  return (
    <MockSessionFrame route={route} permissions={permissions} languagePermissions={languagePermissions}>
      <Suspense fallback={<Spinner />}>
        <screenRoute.Component />
      </Suspense>
    </MockSessionFrame>
  );
}
