import { describe, expect, it } from "vitest";
import { countryGroups } from "./countryChoices.ts";
import { allCountries, countriesWithLocations, countriesWithRequests } from "./salesRegionFixtures.ts";

const preloaded = [...countriesWithRequests, ...countriesWithLocations];
const names = (groups: ReturnType<typeof countryGroups>) => groups.map((g) => [g.kind, g.countries.map((c) => c.code)]);

describe("the country selector's groups", () => {
  it("puts countries with specific sales regions under 'Countries' and the preloaded rest under 'Other countries'", () => {
    expect(names(countryGroups(preloaded, allCountries, false, (c) => c.name))).toEqual([
      ["countries", ["NO", "SE"]],
      ["other", ["FR", "GB"]],
    ]);
  });

  it("adds every other country once 'All other countries' is chosen", () => {
    expect(names(countryGroups(preloaded, allCountries, true, (c) => c.name))).toEqual([
      ["countries", ["NO", "SE"]],
      ["other", ["FR", "GB"]],
      ["rest", ["IS"]],
    ]);
  });

  it("sorts by the name shown and leaves empty groups out", () => {
    const swedish: Record<string, string> = { SE: "Sverige", NO: "Norge" };
    expect(names(countryGroups([], allCountries.slice(0, 2), true, (c) => swedish[c.code] ?? c.name))).toEqual([
      ["countries", ["NO", "SE"]],
    ]);
    expect(countryGroups([], [], true, (c) => c.name)).toEqual([]);
  });
});
