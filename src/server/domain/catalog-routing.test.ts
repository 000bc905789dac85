import { describe, expect, it } from "vitest";
import {
  bestRules,
  chooseRoute,
  matchRoutingRules,
  type AreaType,
  type RoutingCandidates,
  type RoutingLocation,
  type RoutingRule,
} from "./catalog-routing.ts";

/** A routable store unless told otherwise; e-mail store<id>@x.test. */
const store = (id: number, over: Partial<RoutingLocation> = {}): RoutingLocation => ({
  id,
  email: `store${id}@x.test`,
  active: true,
  acceptsCatalogRequests: true,
  ...over,
});
const inactive = (id: number) => store(id, { active: false });
const refusing = (id: number) => store(id, { acceptsCatalogRequests: false });
const noEmail = (id: number) => store(id, { email: null });
const contract = (location: RoutingLocation) => ({ location, areaType: "contractArea" as const });
const working = (location: RoutingLocation) => ({ location, areaType: "workingArea" as const });

const none: RoutingCandidates = { zipCode: null, regionChain: [], countryHandlers: [], fallbackEmail: null };
const candidates = (over: Partial<RoutingCandidates>): RoutingCandidates => ({ ...none, ...over });

/** A rule written compactly: [levels, matchType, location id or null, areaType]. */
type Row = [RoutingRule["levels"], RoutingRule["matchType"], number | null, AreaType | null];
const compact = (rules: RoutingRule[]): Row[] => rules.map((r) => [r.levels, r.matchType, r.location?.id ?? null, r.areaType]);

const cases: Array<{ name: string; given: RoutingCandidates; rules: Row[]; sentTo: string | null }> = [
  { name: "nothing attached: no match", given: none, rules: [], sentTo: null },
  {
    name: "zip code handler (levels 0, area type of the zip code)",
    given: candidates({ zipCode: { areaType: "contractArea", handlers: [store(7)] } }),
    rules: [[0, "zipCode", 7, "contractArea"]],
    sentTo: "store7@x.test",
  },
  {
    name: "zip code flagged as working area",
    given: candidates({ zipCode: { areaType: "workingArea", handlers: [store(7)] } }),
    rules: [[0, "zipCode", 7, "workingArea"]],
    sentTo: "store7@x.test",
  },
  {
    name: "three-level region chain: most specific region is levels 1, its parents 2 and 3",
    given: candidates({
      regionChain: [
        { level: 3, handlers: [contract(store(30))] },
        { level: 2, handlers: [contract(store(20))] },
        { level: 1, handlers: [contract(store(10))] },
      ],
    }),
    rules: [
      [1, "region3", 30, "contractArea"],
      [2, "region2", 20, "contractArea"],
      [3, "region1", 10, "contractArea"],
    ],
    sentTo: "store30@x.test",
  },
  {
    name: "two-level country: level 2 region is levels 1, level 1 region levels 2",
    given: candidates({
      regionChain: [
        { level: 2, handlers: [] },
        { level: 1, handlers: [contract(store(10))] },
      ],
    }),
    rules: [[2, "region1", 10, "contractArea"]],
    sentTo: "store10@x.test",
  },
  {
    name: "a region known by name only (level 1) is the chain's first link",
    given: candidates({ regionChain: [{ level: 1, handlers: [working(store(10))] }] }),
    rules: [[1, "region1", 10, "workingArea"]],
    sentTo: "store10@x.test",
  },
  {
    name: "country handlers (levels 4) and fallback e-mail (levels 5)",
    given: candidates({ countryHandlers: [store(40), store(41)], fallbackEmail: "catalog.se@x.test" }),
    rules: [
      [4, "country", 40, null],
      [4, "country", 41, null],
      [5, "fallback", null, null],
    ],
    sentTo: "store40@x.test",
  },
  {
    name: "fallback e-mail alone",
    given: candidates({ fallbackEmail: "  catalog.dk@x.test " }),
    rules: [[5, "fallback", null, null]],
    sentTo: "catalog.dk@x.test",
  },
  { name: "a blank fallback e-mail is none", given: candidates({ fallbackEmail: "   " }), rules: [], sentTo: null },
  {
    name: "contract area beats working area at equal levels, whatever the ids",
    given: candidates({ regionChain: [{ level: 3, handlers: [working(store(1)), contract(store(2))] }] }),
    rules: [
      [1, "region3", 2, "contractArea"],
      [1, "region3", 1, "workingArea"],
    ],
    sentTo: "store2@x.test",
  },
  {
    name: "a working area at a lower levels value beats a contract area further up",
    given: candidates({
      regionChain: [
        { level: 2, handlers: [working(store(5))] },
        { level: 1, handlers: [contract(store(4))] },
      ],
    }),
    rules: [
      [1, "region2", 5, "workingArea"],
      [2, "region1", 4, "contractArea"],
    ],
    sentTo: "store5@x.test",
  },
  {
    name: "equal levels and area type: the lower location id first",
    given: candidates({ regionChain: [{ level: 1, handlers: [contract(store(9)), contract(store(3))] }] }),
    rules: [
      [1, "region1", 3, "contractArea"],
      [1, "region1", 9, "contractArea"],
    ],
    sentTo: "store3@x.test",
  },
  {
    name: "inactive locations and locations refusing catalog requests do not count, at any level",
    given: candidates({
      zipCode: { areaType: "contractArea", handlers: [inactive(1), refusing(2)] },
      regionChain: [{ level: 1, handlers: [contract(inactive(3)), contract(refusing(4))] }],
      countryHandlers: [inactive(5), refusing(6)],
    }),
    rules: [],
    sentTo: null,
  },
  {
    name: "an unroutable zip handler lets the region rule win",
    given: candidates({
      zipCode: { areaType: "contractArea", handlers: [inactive(1)] },
      regionChain: [{ level: 3, handlers: [working(store(8))] }],
      fallbackEmail: "fb@x.test",
    }),
    rules: [
      [1, "region3", 8, "workingArea"],
      [5, "fallback", null, null],
    ],
    sentTo: "store8@x.test",
  },
  {
    name: "a matching store without e-mail is listed but the request goes to the next rule",
    given: candidates({ zipCode: { areaType: "contractArea", handlers: [noEmail(1)] }, countryHandlers: [store(2)] }),
    rules: [
      [0, "zipCode", 1, "contractArea"],
      [4, "country", 2, null],
    ],
    sentTo: "store2@x.test",
  },
  {
    name: "only stores without e-mail match: nowhere to send",
    given: candidates({ countryHandlers: [noEmail(1), store(2, { email: "  " })] }),
    rules: [
      [4, "country", 1, null],
      [4, "country", 2, null],
    ],
    sentTo: null,
  },
  {
    name: "a store handling several levels appears once per level; duplicates within a level once",
    given: candidates({
      zipCode: { areaType: "contractArea", handlers: [store(1), store(1)] },
      regionChain: [{ level: 1, handlers: [contract(store(1))] }],
      countryHandlers: [store(1)],
    }),
    rules: [
      [0, "zipCode", 1, "contractArea"],
      [1, "region1", 1, "contractArea"],
      [4, "country", 1, null],
    ],
    sentTo: "store1@x.test",
  },
  {
    name: "every level at once, best first",
    given: candidates({
      zipCode: { areaType: "workingArea", handlers: [store(100)] },
      regionChain: [
        { level: 3, handlers: [working(store(31)), contract(store(32))] },
        { level: 2, handlers: [contract(store(21))] },
        { level: 1, handlers: [working(store(11))] },
      ],
      countryHandlers: [store(40)],
      fallbackEmail: "fb@x.test",
    }),
    rules: [
      [0, "zipCode", 100, "workingArea"],
      [1, "region3", 32, "contractArea"],
      [1, "region3", 31, "workingArea"],
      [2, "region2", 21, "contractArea"],
      [3, "region1", 11, "workingArea"],
      [4, "country", 40, null],
      [5, "fallback", null, null],
    ],
    sentTo: "store100@x.test",
  },
];

describe("catalog request routing", () => {
  it.each(cases)("$name", ({ given, rules, sentTo }) => {
    const matched = matchRoutingRules(given);
    expect(compact(matched)).toEqual(rules);
    expect(chooseRoute(matched)?.email ?? null).toBe(sentTo);
  });

  it("gives each rule the e-mail it would send to, trimmed, and null for a store without one", () => {
    const rules = matchRoutingRules(candidates({ countryHandlers: [store(1, { email: " a@x.test " }), noEmail(2)] }));
    expect(rules.map((r) => r.email)).toEqual(["a@x.test", null]);
  });

  it("keeps the caller's location objects (name, address) in the rules", () => {
    const location = { ...store(3), name: "Malmö" };
    const [rule] = matchRoutingRules(candidates({ countryHandlers: [location] }));
    expect(rule!.location).toBe(location);
  });

  it("shows the rules with the lowest levels value in the rule test", () => {
    const rules = matchRoutingRules(
      candidates({
        regionChain: [{ level: 3, handlers: [working(store(1)), contract(store(2))] }],
        countryHandlers: [store(3)],
        fallbackEmail: "fb@x.test",
      }),
    );
    expect(compact(bestRules(rules))).toEqual([
      [1, "region3", 2, "contractArea"],
      [1, "region3", 1, "workingArea"],
    ]);
    expect(bestRules([])).toEqual([]);
  });

  it("names the region of a region rule, apart from its distance", () => {
    const rules = matchRoutingRules(
      candidates({
        zipCode: { areaType: "contractArea", handlers: [store(1)] },
        regionChain: [
          { level: 2, name: "Amsterdam", handlers: [] },
          { level: 1, name: "Noord-Holland", handlers: [contract(store(2))] },
        ],
        countryHandlers: [store(3)],
        fallbackEmail: "fb@x.test",
      }),
    );
    expect(rules.map((r) => [r.levels, r.matchType, r.regionName])).toEqual([
      [0, "zipCode", null],
      [2, "region1", "Noord-Holland"],
      [4, "country", null],
      [5, "fallback", null],
    ]);
    // Candidates without names (the seed's) give region rules without one.
    expect(matchRoutingRules(candidates({ regionChain: [{ level: 1, handlers: [contract(store(2))] }] }))[0]!.regionName).toBeNull();
  });

  it("refuses a region chain longer than three levels", () => {
    const level = { level: 1 as const, handlers: [] };
    expect(() => matchRoutingRules(candidates({ regionChain: [level, level, level, level] }))).toThrow(/at most 3/);
  });
});
