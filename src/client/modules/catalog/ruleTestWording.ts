import { MATCH_TYPE_LABELS } from "./catalogLabels.ts";
import type { RoutingRule } from "./catalogTypes.ts";

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** A region rule's words with the region's name: its own level (state, province, community) is in the match type. */
const NAMED_REGION_KEYS: Readonly<Record<string, string>> = {
  region1: "catalog.namedRegions.region1",
  region2: "catalog.namedRegions.region2",
  region3: "catalog.namedRegions.region3",
};

/**
 * What a `levels` value means. It is the rule's distance from the address (DESIGN.md "Routing of
 * catalog requests"), not a region's own level: a state's handler matches at distance 3 when the
 * address's chain starts at its community. Naming it apart is what keeps the heading and the
 * rules from contradicting each other.
 */
const DISTANCE_KEYS: Readonly<Record<number, string>> = {
  0: "catalog.ruleTest.distances.0",
  1: "catalog.ruleTest.distances.1",
  2: "catalog.ruleTest.distances.2",
  3: "catalog.ruleTest.distances.3",
  4: "catalog.ruleTest.distances.4",
  5: "catalog.ruleTest.distances.5",
};

/** What matched, in the same words at each rule and in the heading: the kind, and for a region its name and own level. */
export function matchLabel(rule: Pick<RoutingRule, "matchType" | "regionName">, t: Translate): string {
  const named = rule.regionName ? NAMED_REGION_KEYS[rule.matchType] : undefined;
  return named ? t(named, { name: rule.regionName }) : t(MATCH_TYPE_LABELS[rule.matchType]);
}

/** The heading over the shown rules (all at the lowest distance, so they share what matched). */
export function bestMatchHeading(rules: readonly Pick<RoutingRule, "matchType" | "regionName">[], t: Translate): string {
  const labels = [...new Set(rules.map((rule) => matchLabel(rule, t)))];
  return t("catalog.ruleTest.bestMatch", { match: labels.join(" / ") });
}

/** Why these rules are the best: their distance, named (the contract keeps levels within 0-5). */
export function distanceText(levels: number, t: Translate): string {
  return t(DISTANCE_KEYS[Math.min(Math.max(Math.trunc(levels), 0), 5)]!);
}

/**
 * Of the shown rules, the one a request would be sent by: the first with an e-mail address
 * (their order is the server's: contract area first). None when every shown store lacks one;
 * the request then goes to a rule further away.
 */
export function receivingRule<R extends Pick<RoutingRule, "email">>(rules: readonly R[]): R | undefined {
  return rules.find((rule) => rule.email !== null);
}
