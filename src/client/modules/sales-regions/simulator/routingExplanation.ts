import type { RoutingRule } from "../../catalog/catalogTypes.ts";

/**
 * The routing simulator's words (issue 15): which store a catalog request from an address would
 * go to, at which level and why, from the rules the server's rule test answers
 * (testCatalogRouting runs the routing module the server routes requests with, sending nothing).
 *
 * The server's rules come best first: by levels (0 the zip code, 1-3 the regions from the most
 * specific up, 4 the country's stores, 5 the country's fallback e-mail), a contract area before
 * a working area at equal levels, then by store id. A request goes to the first rule with an
 * e-mail address (catalog-routing.ts chooseRoute); a matching store without one is skipped.
 *
 * Texts are locale keys with their values (a Phrase), so this module stays pure and its tests
 * check the decisions; the panel translates them.
 */

/** A text to show: a key under salesRegions.simulator and the values it names. */
export interface Phrase {
  key: string;
  values?: Record<string, string | number>;
}

/** The level a rule matched at, as staff name it: a region's own level is in its match type. */
export type RoutingLevel = "zipCode" | "community" | "province" | "state" | "country" | "fallback";

export type RoutingExplanation =
  | {
      kind: "routed";
      /** The rule the request would be sent by. */
      receiving: RoutingRule;
      level: RoutingLevel;
      /** Where it matched: the zip code, the region by name and level, the country or its fallback e-mail. */
      where: Phrase;
      /** Why this rule and not another, in order: what it is, what was closer, what it beat at its own level. */
      why: Phrase[];
      /** The other rules with an e-mail address, next in line, by levels. */
      runnerUps: RoutingRule[];
      /** Matching stores without an e-mail address: listed, never sent to. */
      skipped: RoutingRule[];
    }
  | { kind: "nobody"; why: Phrase[]; skipped: RoutingRule[] };

const P = "salesRegions.simulator";

const LEVELS: Readonly<Record<RoutingRule["matchType"], RoutingLevel>> = {
  zipCode: "zipCode",
  region3: "community",
  region2: "province",
  region1: "state",
  country: "country",
  fallback: "fallback",
};

/** A region's own level (1 state, 2 province, 3 community), which its match type names. */
const REGION_LEVELS: Readonly<Partial<Record<RoutingRule["matchType"], number>>> = { region1: 1, region2: 2, region3: 3 };

/** The level a rule matched at. */
export function levelOf(rule: Pick<RoutingRule, "matchType">): RoutingLevel {
  return LEVELS[rule.matchType];
}

/**
 * The rules in routing order: by levels, a contract area before a working area at equal levels,
 * else as given (the server's order by store id). The server sends them so; sorting again keeps
 * the explanation right for any caller.
 */
export function inRoutingOrder(rules: readonly RoutingRule[]): RoutingRule[] {
  const rank = (rule: RoutingRule) => (rule.areaType === "workingArea" ? 1 : 0);
  return rules
    .map((rule, index) => ({ rule, index }))
    .sort((a, b) => a.rule.levels - b.rule.levels || rank(a.rule) - rank(b.rule) || a.index - b.index)
    .map(({ rule }) => rule);
}

/** Explains where a request from the address would go. `zipCode` is the zip code simulated, as typed. */
export function explainRouting(rules: readonly RoutingRule[], zipCode: string): RoutingExplanation {
  const ordered = inRoutingOrder(rules);
  const receivingIndex = ordered.findIndex((rule) => rule.email !== null);
  const skipped = ordered.filter((rule) => rule.email === null);
  if (receivingIndex < 0) {
    const why: Phrase[] = [{ key: `${P}.why.nobody` }];
    if (skipped.length > 0) why.push({ key: `${P}.why.onlyWithoutEmail`, values: { names: namesOf(skipped) } });
    return { kind: "nobody", why, skipped };
  }
  const receiving = ordered[receivingIndex]!;
  const runnerUps = ordered.filter((rule, index) => index !== receivingIndex && rule.email !== null);
  return {
    kind: "routed",
    receiving,
    level: levelOf(receiving),
    where: whereOf(receiving, zipCode),
    why: [holderOf(receiving, zipCode), closerOf(receiving, ordered.slice(0, receivingIndex)), ...tiesOf(receiving, runnerUps)],
    runnerUps,
    skipped,
  };
}

/** Where a rule matched, with the region's name and own level. */
export function whereOf(rule: Pick<RoutingRule, "matchType" | "regionName">, zipCode: string): Phrase {
  const level = levelOf(rule);
  if (level === "zipCode") return { key: `${P}.where.zipCode`, values: { zipCode: zipCode.trim() } };
  if (level === "country" || level === "fallback") return { key: `${P}.where.${level}` };
  return rule.regionName ? { key: `${P}.where.${level}`, values: { name: rule.regionName } } : { key: `${P}.where.${level}Unnamed` };
}

/** What the rule is: who names this store (or address) as the handler, and as which kind of area. */
function holderOf(rule: RoutingRule, zipCode: string): Phrase {
  const area = rule.areaType === "workingArea" ? "WorkingArea" : "ContractArea";
  if (rule.matchType === "zipCode") return { key: `${P}.why.zipCode${area}`, values: { zipCode: zipCode.trim() } };
  const regionLevel = REGION_LEVELS[rule.matchType];
  if (regionLevel !== undefined) return { key: `${P}.why.region${area}`, values: { name: rule.regionName ?? "?", level: regionLevel } };
  return { key: `${P}.why.${rule.matchType}` };
}

/**
 * Why nothing closer took it: the closer matches had no e-mail address, or nothing closer
 * matched at all (said by how far the rule is).
 */
function closerOf(rule: RoutingRule, before: readonly RoutingRule[]): Phrase {
  if (before.length > 0) return { key: `${P}.why.closerWithoutEmail`, values: { names: namesOf(before) } };
  const NOTHING_CLOSER: Readonly<Record<RoutingRule["levels"], string>> = {
    0: "closest",
    1: "noZipHandler",
    2: "noCloserHandler",
    3: "noCloserHandler",
    4: "noRegionHandler",
    5: "noStore",
  };
  return { key: `${P}.why.${NOTHING_CLOSER[rule.levels]}` };
}

/** What it beat at its own level: working areas (a contract area goes first), or equals by store number. */
function tiesOf(rule: RoutingRule, runnerUps: readonly RoutingRule[]): Phrase[] {
  const same = runnerUps.filter((other) => other.levels === rule.levels);
  const working = same.filter((other) => rule.areaType === "contractArea" && other.areaType === "workingArea");
  const equal = same.filter((other) => !working.includes(other));
  const phrases: Phrase[] = [];
  if (working.length > 0) phrases.push({ key: `${P}.why.contractBeatsWorking`, values: { names: namesOf(working) } });
  if (equal.length > 0) phrases.push({ key: `${P}.why.tieByStoreNumber`, values: { names: namesOf(equal) } });
  return phrases;
}

/** The stores' names (the fallback e-mail by its address), each once, in order. */
function namesOf(rules: readonly RoutingRule[]): string {
  return [...new Set(rules.map((rule) => rule.location?.name ?? rule.email ?? "?"))].join(", ");
}
