import type { CurrentUser } from "../../app/session.tsx";
import { RegisteredScreenFrame } from "../common/RegisteredScreenFrame.tsx";

export interface CatalogScreenFrameProps {
  /** The hash route's path and query the screen opens on. */
  route?: string;
  /** The logged-in account's permission codes. */
  permissions?: CurrentUser["permissions"];
}

export const CATALOG_ROUTE = "/app/catalog-order";

/** The catalog requests screen as the shell mounts it, for stories and tests. */
export function CatalogScreenFrame(props: CatalogScreenFrameProps) {
  return <RegisteredScreenFrame path={CATALOG_ROUTE} {...props} />;
}
