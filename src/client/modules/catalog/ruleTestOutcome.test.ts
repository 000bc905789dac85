import { describe, expect, it } from "vitest";
import { STOCKHOLM_RULES } from "./catalogFixtures.ts";
import type { RoutingRule } from "./catalogTypes.ts";
import { isTestable, lowestLevelRules, ruleTestInputOf, testOutcome } from "./ruleTestOutcome.ts";

const rule = (levels: number, areaType: RoutingRule["areaType"], name: string): RoutingRule => ({
  levels,
  matchType: levels === 0 ? "zipCode" : "region1",
  areaType,
  email: `${name}@example.com`,
  location: { id: name.length, name, address: { street: null, displayAddress: name, country: null } },
  regionName: levels === 0 ? null : "Skåne",
});

describe("rule test outcome", () => {
  it("keeps only the rules with the lowest levels", () => {
    expect(lowestLevelRules(STOCKHOLM_RULES).map((r) => r.location?.name)).toEqual(["Vividus Store Östermalm"]);
    expect(lowestLevelRules([])).toEqual([]);
  });

  it("lists a contract area before a working area at equal levels, others after", () => {
    const rules = [rule(2, "workingArea", "w"), rule(2, null, "n"), rule(2, "contractArea", "c"), rule(3, "contractArea", "far")];
    expect(lowestLevelRules(rules).map((r) => r.location?.name)).toEqual(["c", "w", "n"]);
  });

  it("answers no match for an empty result and the lowest level otherwise", () => {
    const input = { zipCode: null, region: null, country: "NL" };
    expect(testOutcome(input, [])).toEqual({ kind: "noMatch", input });
    expect(testOutcome(input, STOCKHOLM_RULES)).toMatchObject({ kind: "matched", levels: 0, rules: [{ matchType: "zipCode" }] });
  });

  it("tests a request's zip code, region and country, trimmed, the country in capitals", () => {
    expect(ruleTestInputOf({ zipCode: " 118 46 ", region: "", country: "se" })).toEqual({ zipCode: "118 46", region: null, country: "SE" });
    expect(ruleTestInputOf({ zipCode: null, region: null, country: null })).toEqual({ zipCode: null, region: null, country: "" });
  });

  it("needs a two-letter country", () => {
    expect(isTestable({ zipCode: null, region: null, country: "SE" })).toBe(true);
    expect(isTestable({ zipCode: "1", region: "x", country: "" })).toBe(false);
    expect(isTestable({ zipCode: null, region: null, country: "SWE" })).toBe(false);
  });
});
