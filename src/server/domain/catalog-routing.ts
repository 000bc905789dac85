/**
 * Routing of catalog requests (DESIGN.md "Routing of catalog requests"), as pure rules.
 *
 * Handlers (company locations) are attached to the address's zip code, to the regions of its
 * region chain and to its country; the country may also have a fallback e-mail. A rule matches
 * at a `levels` distance: 0 the zip code, 1-3 the region chain from the most specific region
 * upward, 4 the country's handlers, 5 the country's fallback e-mail. Only active locations that
 * accept catalog requests count. At equal levels a contract area beats a working area.
 *
 * The database loader (routes/catalog/routing-candidates.ts) gathers the candidates of one
 * address; everything that decides lives here, so it can be tested exhaustively by tables.
 */

export type AreaType = "contractArea" | "workingArea";
export type RuleMatchType = "zipCode" | "region1" | "region2" | "region3" | "country" | "fallback";

/** What routing needs to know of a company location; callers may carry more (name, address). */
export interface RoutingLocation {
  id: number;
  email: string | null;
  active: boolean;
  acceptsCatalogRequests: boolean;
}

/** The handlers that could serve one address, as found in the database. */
export interface RoutingCandidates<L extends RoutingLocation = RoutingLocation> {
  /** The address's zip code, when the country's zip codes know it. */
  zipCode: { areaType: AreaType; handlers: readonly L[] } | null;
  /** The address's regions, most specific first (e.g. level 3, 2, 1); at most three. */
  regionChain: readonly { level: 1 | 2 | 3; name?: string | null; handlers: readonly { location: L; areaType: AreaType }[] }[];
  countryHandlers: readonly L[];
  /** The country's catalog fallback e-mail; blank counts as none. */
  fallbackEmail: string | null;
}

/** One matching rule: where a request for the address could go, and how close the rule is. */
export interface RoutingRule<L extends RoutingLocation = RoutingLocation> {
  levels: 0 | 1 | 2 | 3 | 4 | 5;
  matchType: RuleMatchType;
  /** Null for the fallback e-mail. */
  location: L | null;
  /** Where the request would be e-mailed (null: the location has no e-mail address). */
  email: string | null;
  /** For zip-code and region rules. */
  areaType: AreaType | null;
  /**
   * For region rules, the region's name (when the candidates carry it), so the rule test can say
   * which region matched: `levels` is the rule's distance, not the region's own level.
   */
  regionName: string | null;
}

export const MAX_REGION_CHAIN = 3;
const FALLBACK_LEVELS = 5;
const COUNTRY_LEVELS = 4;

/** Whether a location takes part in routing at all. */
export function isRoutable(location: RoutingLocation): boolean {
  return location.active && location.acceptsCatalogRequests;
}

/**
 * Every rule that matches, best first: by levels, then contract area before working area, then
 * by location id (a stable choice between equals). A location that matches at several levels
 * appears once per level, since the rule test shows each rule.
 */
export function matchRoutingRules<L extends RoutingLocation>(candidates: RoutingCandidates<L>): RoutingRule<L>[] {
  if (candidates.regionChain.length > MAX_REGION_CHAIN) {
    throw new Error(`A region chain has at most ${MAX_REGION_CHAIN} regions, not ${candidates.regionChain.length}`);
  }
  const rules: RoutingRule<L>[] = [];
  const add = (
    levels: RoutingRule["levels"],
    matchType: RuleMatchType,
    location: L,
    areaType: AreaType | null,
    regionName: string | null = null,
  ) => {
    if (isRoutable(location)) rules.push({ levels, matchType, location, email: emailOf(location), areaType, regionName });
  };
  const zip = candidates.zipCode;
  if (zip) for (const location of unique(zip.handlers)) add(0, "zipCode", location, zip.areaType);
  candidates.regionChain.forEach((region, index) => {
    const levels = (index + 1) as 1 | 2 | 3;
    for (const handler of uniqueBy(region.handlers, (h) => h.location.id))
      add(levels, `region${region.level}`, handler.location, handler.areaType, region.name ?? null);
  });
  for (const location of unique(candidates.countryHandlers)) add(COUNTRY_LEVELS, "country", location, null);
  const fallback = candidates.fallbackEmail?.trim();
  if (fallback)
    rules.push({ levels: FALLBACK_LEVELS, matchType: "fallback", location: null, email: fallback, areaType: null, regionName: null });
  return rules.sort(compareRules);
}

/**
 * The rule a request is sent by: the best rule that has an e-mail address. A matching store
 * without one cannot receive mail, so the next rule in line takes the request. Null: no match.
 */
export function chooseRoute<L extends RoutingLocation>(rules: readonly RoutingRule<L>[]): RoutingRule<L> | null {
  return rules.find((rule) => rule.email !== null) ?? null;
}

/** The rules the rule test shows: those with the lowest levels value. */
export function bestRules<L extends RoutingLocation>(rules: readonly RoutingRule<L>[]): RoutingRule<L>[] {
  if (rules.length === 0) return [];
  const lowest = Math.min(...rules.map((r) => r.levels));
  return rules.filter((r) => r.levels === lowest);
}

function compareRules(a: RoutingRule, b: RoutingRule): number {
  return a.levels - b.levels || areaRank(a.areaType) - areaRank(b.areaType) || (a.location?.id ?? 0) - (b.location?.id ?? 0);
}

function areaRank(areaType: AreaType | null): number {
  return areaType === "workingArea" ? 1 : 0;
}

function emailOf(location: RoutingLocation): string | null {
  const email = location.email?.trim();
  return email ? email : null;
}

function unique<L extends RoutingLocation>(locations: readonly L[]): L[] {
  return uniqueBy(locations, (l) => l.id);
}

function uniqueBy<T>(items: readonly T[], key: (item: T) => number): T[] {
  const seen = new Set<number>();
  return items.filter((item) => !seen.has(key(item)) && Boolean(seen.add(key(item))));
}
