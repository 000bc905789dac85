import type { OpenScreenRoute } from "../../screens/controllers/screenRoutes.ts";
import type { ContactPane } from "./ContactDialog.tsx";

/** What a sub-route of the contact list opens: the dialog of a contact (or a new one) on a pane, or nothing. */
export type ContactRouteTarget = { contactId: number | null; pane: ContactPane } | { invalid: string } | null;

/**
 * The contact dialog a sub-route names (screens/contacts.screen.yaml routes): create a new
 * contact, edit one from 'information', view one from its catalog orders (the spec's view is the
 * contact plus its catalog orders). An id that is no positive whole number names no contact.
 */
export function contactRouteTarget(route: OpenScreenRoute | null): ContactRouteTarget {
  if (!route) return null;
  if (route.id === "create") return { contactId: null, pane: "information" };
  const id = route.params.id ?? "";
  if (!/^[1-9]\d{0,15}$/.test(id)) return { invalid: id };
  return { contactId: Number(id), pane: route.id === "view" ? "orders" : "information" };
}
