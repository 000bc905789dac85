import type { ReactNode } from "react";
import { MockSessionFrame } from "../../app/testing/MockSessionFrame.tsx";
import type { CurrentUser } from "../../app/session.tsx";

export interface LocationFrameProps {
  /** The hash route's path and query the screen opens on. */
  route?: string;
  /** The logged-in account's permission codes. */
  permissions?: CurrentUser["permissions"];
  children: ReactNode;
}

export const LOCATIONS_ROUTE = "/app/company/locations";

/** The location screens as the shell mounts them (session and router), for stories and tests. */
export function LocationFrame({ route = LOCATIONS_ROUTE, permissions, children }: LocationFrameProps) {
  return (
    <MockSessionFrame route={route} permissions={permissions}>
      {children}
    </MockSessionFrame>
  );
}
