import { Classes } from "@blueprintjs/core";
import type { CatalogOrder } from "./catalogTypes.ts";

/** Where a request was sent: the location's name over the address it was mailed to (a fallback e-mail has no location). */
export function NotifiedToCell({ order }: { order: Pick<CatalogOrder, "notifiedLocation" | "locationNotifiedToEmail"> }) {
  const location = order.notifiedLocation;
  const email = order.locationNotifiedToEmail;
  if (!location && !email) return null;
  return (
    <>
      {location && <div>{location.name}</div>}
      {email && <div className={location ? `${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}` : undefined}>{email}</div>}
    </>
  );
}
