import type { Intent } from "@blueprintjs/core";
import type { ScreenConfig } from "../../screens/screenConfig.ts";
import type { CatalogStatusCode, RoutingRule } from "./catalogTypes.ts";

/**
 * Label keys of the statuses (failed shows as 'Unmatched/Retry'), read from the screen's status
 * filter in screens/catalog-orders.screen.yaml so the tag and the filter never disagree.
 */
export function statusLabelsOf(config: Pick<ScreenConfig, "filters">): Readonly<Record<string, string>> {
  const options = config.filters.find((filter) => filter.key === "statusCode")?.options;
  return options?.source === "filterable" && options.labels && options.labels !== "country" ? options.labels : {};
}

/** A status's colour: what needs attention (unmatched) stands out, delivered reads as done. */
export const STATUS_INTENTS: Readonly<Record<CatalogStatusCode, Intent>> = {
  new: "primary",
  pending: "warning",
  failed: "danger",
  delivered: "success",
  booked: "none",
};

type MatchType = RoutingRule["matchType"] | "manual";

/** Label keys of the rule that chose (or would choose) a location. */
export const MATCH_TYPE_LABELS: Readonly<Record<MatchType, string>> = {
  zipCode: "catalog.matchTypes.zipCode",
  region1: "catalog.matchTypes.region1",
  region2: "catalog.matchTypes.region2",
  region3: "catalog.matchTypes.region3",
  country: "catalog.matchTypes.country",
  fallback: "catalog.matchTypes.fallback",
  manual: "catalog.matchTypes.manual",
};

export const AREA_TYPE_LABELS: Readonly<Record<NonNullable<RoutingRule["areaType"]>, string>> = {
  contractArea: "catalog.areaTypes.contractArea",
  workingArea: "catalog.areaTypes.workingArea",
};

/** Spec section 3: first plus last name, empty if both are missing. */
export function orderFullName(order: { firstname?: string | null; lastname?: string | null }): string {
  return [order.firstname, order.lastname].filter(Boolean).join(" ");
}
