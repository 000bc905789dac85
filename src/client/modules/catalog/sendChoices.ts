import type { CatalogOrder, CatalogOrderSend, LocationOption } from "./catalogTypes.ts";

/** The location chosen per catalog request id. */
export type SendChoices = ReadonlyMap<number, LocationOption>;

/** The pairs to send: only requests with a chosen location, in the order listed. */
export function sendPairs(orders: ReadonlyArray<Pick<CatalogOrder, "id">>, choices: SendChoices): CatalogOrderSend[] {
  return orders.flatMap((order) => {
    const location = choices.get(order.id);
    return location ? [{ catalogOrderId: order.id, locationId: location.id }] : [];
  });
}

/** How a send went: requests delivered and those the mail could not reach (failed). */
export function sendOutcome(answer: ReadonlyArray<Pick<CatalogOrder, "status">>): { sent: number; failed: number } {
  const failed = answer.filter((order) => order.status.code === "failed").length;
  return { sent: answer.length - failed, failed };
}

/** The same location for every request listed. */
export function chooseForAll(orders: ReadonlyArray<Pick<CatalogOrder, "id">>, location: LocationOption | null): SendChoices {
  return new Map(location ? orders.map((order) => [order.id, location] as const) : []);
}

/** The location every listed request has, if they all have the same one (shown in 'Same location for all'). */
export function sharedChoice(orders: ReadonlyArray<Pick<CatalogOrder, "id">>, choices: SendChoices): LocationOption | null {
  const first = orders[0] ? choices.get(orders[0].id) : undefined;
  return first && orders.every((order) => choices.get(order.id)?.id === first.id) ? first : null;
}
