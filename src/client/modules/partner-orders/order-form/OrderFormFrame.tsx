import type { CurrentUser } from "../../../app/session.tsx";
import { RegisteredScreenFrame } from "../../common/RegisteredScreenFrame.tsx";

export const ORDER_FORM_ROUTE = "/app/partner-order/order-form";

/** The order form as the shell mounts it, for stories and tests. */
export function OrderFormFrame({ permissions }: { permissions?: CurrentUser["permissions"] }) {
  return <RegisteredScreenFrame path={ORDER_FORM_ROUTE} permissions={permissions} />;
}
