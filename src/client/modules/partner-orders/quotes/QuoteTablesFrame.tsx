import type { CurrentUser } from "../../../app/session.tsx";
import { RegisteredScreenFrame } from "../../common/RegisteredScreenFrame.tsx";

/** The routes of the three quote tables (one operation by status). */
export const QUOTE_ROUTES = {
  ordered: "/app/partner-order",
  waiting: "/app/partner-order/waiting-orders",
  new: "/app/partner-order/quotes",
} as const;

export interface QuoteTablesFrameProps {
  /** Which table: the status it shows. */
  status?: keyof typeof QUOTE_ROUTES;
  permissions?: CurrentUser["permissions"];
}

/** A quote table as the shell mounts it, for stories and tests. */
export function QuoteTablesFrame({ status = "ordered", permissions }: QuoteTablesFrameProps) {
  return <RegisteredScreenFrame path={QUOTE_ROUTES[status]} permissions={permissions} />;
}
