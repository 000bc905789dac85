import { describe, expect, it } from "vitest";
import { createTestI18n } from "../../app/testing/testI18n.ts";
import { NOORD_HOLLAND_RULES, STOCKHOLM_RULES } from "./catalogFixtures.ts";
import type { RoutingRule } from "./catalogTypes.ts";
import { lowestLevelRules } from "./ruleTestOutcome.ts";
import { bestMatchHeading, distanceText, matchLabel, receivingRule } from "./ruleTestWording.ts";

const en = createTestI18n("en").t;
const sv = createTestI18n("sv_SE").t;
const rule = (over: Partial<RoutingRule>): RoutingRule => ({
  levels: 0,
  matchType: "zipCode",
  location: null,
  email: "a@x.test",
  areaType: null,
  regionName: null,
  ...over,
});

describe("the rule test's wording", () => {
  it("names what matched: the kind, and for a region its name and its own level", () => {
    expect(matchLabel(rule({ matchType: "zipCode" }), en)).toBe("Zip code");
    expect(matchLabel(rule({ matchType: "region1", regionName: "Skåne län" }), en)).toBe("Region Skåne län (state, level 1)");
    expect(matchLabel(rule({ matchType: "region2", regionName: "Amsterdam" }), en)).toBe("Region Amsterdam (province, level 2)");
    expect(matchLabel(rule({ matchType: "region3", regionName: "Kreis X" }), en)).toBe("Region Kreis X (community, level 3)");
    // Without a name (an older answer), the region's level still shows.
    expect(matchLabel(rule({ matchType: "region3" }), en)).toBe("Region (community, level 3)");
    expect(matchLabel(rule({ matchType: "country" }), en)).toBe("Country");
    expect(matchLabel(rule({ matchType: "fallback" }), en)).toBe("Country's fallback e-mail");
    expect(matchLabel(rule({ matchType: "region1", regionName: "Skåne län" }), sv)).toBe("Region Skåne län (län/delstat, nivå 1)");
  });

  it("heads the best rules with the same words each rule shows, never the distance as a level", () => {
    const shown = lowestLevelRules(NOORD_HOLLAND_RULES);
    const heading = bestMatchHeading(shown, en);
    expect(heading).toBe("Best match: Region Noord-Holland (state, level 1)");
    for (const shownRule of shown) expect(heading).toContain(matchLabel(shownRule, en));
    expect(heading).not.toMatch(/level 2/);
    expect(bestMatchHeading(lowestLevelRules(STOCKHOLM_RULES), en)).toBe("Best match: Zip code");
    expect(bestMatchHeading(shown, sv)).toBe("Bästa matchning: Region Noord-Holland (län/delstat, nivå 1)");
  });

  it("names each distance, from the zip code (0) to the fallback e-mail (5)", () => {
    expect([0, 1, 2, 3, 4, 5].map((levels) => distanceText(levels, en))).toEqual([
      "Distance 0, the closest: the address's own zip code.",
      "Distance 1: the address's most specific region.",
      "Distance 2: the second region up from the address.",
      "Distance 3: the third region up from the address.",
      "Distance 4: no zip code or region rule matches, so the country's stores.",
      "Distance 5, the last resort: the country's fallback e-mail.",
    ]);
    expect(distanceText(2, sv)).toBe("Avstånd 2: den andra regionen uppåt från adressen.");
  });

  it("marks the shown rule a request would be sent by: the first with an e-mail address", () => {
    const shown = lowestLevelRules(NOORD_HOLLAND_RULES);
    expect(shown.map((r) => r.location?.name)).toEqual(["Sängstudion Malmö (closed)", "Bedden & Co Amsterdam", "Sovrommet Oslo"]);
    expect(receivingRule(shown)?.location?.name).toBe("Bedden & Co Amsterdam");
    expect(receivingRule([rule({ email: null })])).toBeUndefined();
  });
});
