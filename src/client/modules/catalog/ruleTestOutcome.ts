import type { CatalogOrder, RoutingRule, RuleTestInput } from "./catalogTypes.ts";

/**
 * A rule test's states (spec part 1 section 4): in progress, then no match or the matching
 * rules with the lowest 'levels' value. A failed test shows as no match with why.
 */
export type RuleTestState =
  | { kind: "testing"; input: RuleTestInput }
  | { kind: "noMatch"; input: RuleTestInput; error?: string }
  | { kind: "matched"; input: RuleTestInput; levels: number; rules: RoutingRule[] };

const AREA_RANK: Record<string, number> = { contractArea: 0, workingArea: 1 };

/**
 * The rules to show: those with the lowest levels, a contract area before a working area
 * (it wins at equal levels), otherwise in the server's order.
 */
export function lowestLevelRules(rules: readonly RoutingRule[]): RoutingRule[] {
  if (rules.length === 0) return [];
  const lowest = Math.min(...rules.map((rule) => rule.levels));
  const rank = (rule: RoutingRule) => (rule.areaType ? (AREA_RANK[rule.areaType] ?? 2) : 2);
  return rules.filter((rule) => rule.levels === lowest).sort((a, b) => rank(a) - rank(b));
}

/** The state a finished test is in. */
export function testOutcome(input: RuleTestInput, rules: readonly RoutingRule[]): RuleTestState {
  const shown = lowestLevelRules(rules);
  return shown.length === 0 ? { kind: "noMatch", input } : { kind: "matched", input, levels: shown[0]!.levels, rules: shown };
}

/** What a rule test of a catalog request sends: its zip code, region and country. */
export function ruleTestInputOf(order: Pick<CatalogOrder, "zipCode" | "region" | "country">): RuleTestInput {
  return {
    zipCode: order.zipCode?.trim() || null,
    region: order.region?.trim() || null,
    country: (order.country ?? "").trim().toUpperCase(),
  };
}

/** The server refuses a country that is not two capital letters; the test waits for one. */
export function isTestable(input: RuleTestInput): boolean {
  return /^[A-Z]{2}$/.test(input.country);
}
