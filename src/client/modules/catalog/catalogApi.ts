import { api } from "../../api/client.ts";
import type { CatalogOrder, CatalogOrderSend, RoutingRule, RuleTestInput } from "./catalogTypes.ts";

/**
 * The catalog calls the hand-written parts make, throwing the server's error body (or, when the
 * answer had none, undefined) so callers can tell a server's message from no message at all.
 */
export async function testRouting(body: RuleTestInput): Promise<RoutingRule[]> {
  const { data, error, response } = await api.POST("/rest/catalog/test", { body });
  if (error !== undefined || !response.ok || !data) throw error;
  return data.result;
}

export async function sendOrders(body: CatalogOrderSend[]): Promise<CatalogOrder[]> {
  const { data, error, response } = await api.POST("/rest/catalog/send-multiple", { body });
  if (error !== undefined || !response.ok || !data) throw error;
  return data;
}

/** The list's cache key prefix: every page, sort and filter of the catalog requests list. */
export const CATALOG_LIST_KEY = ["get", "/rest/catalog/catalog-orders/get-by-page"] as const;
