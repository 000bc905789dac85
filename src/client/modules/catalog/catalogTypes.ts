import type { operations } from "../../../shared/api/contract.ts";

type Json<R> = R extends { content: { "application/json": infer J } } ? J : never;

/** A catalog request as the list and the dialog read it (contract CatalogOrder). */
export type CatalogOrder = Json<operations["getCatalogOrder"]["responses"][200]>;
/** The status codes of a catalog request. */
export type CatalogStatusCode = CatalogOrder["status"]["code"];
/** One matching routing rule of a rule test. */
export type RoutingRule = Json<operations["testCatalogRouting"]["responses"][200]>["result"][number];
/** The address a rule test routes. */
export type RuleTestInput = Json<operations["testCatalogRouting"]["requestBody"]>;
/** A company location as choosers list them (contract LocationSummary). */
export type LocationOption = Json<operations["listLocations"]["responses"][200]>[number];
/** One request to send to one location. */
export type CatalogOrderSend = Json<operations["sendCatalogOrders"]["requestBody"]>[number];
