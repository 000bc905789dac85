import { describe, expect, it } from "vitest";
import { CATALOG_LOCATIONS } from "./catalogFixtures.ts";
import { groupLocations, homeCountryOf, matchesLocation, orderForHome } from "./locationGroups.ts";

const names = (locations: ReadonlyArray<{ name: string }>) => locations.map((l) => l.name);

describe("location chooser groups", () => {
  it("puts the home country's locations first under their own heading", () => {
    const groups = groupLocations(CATALOG_LOCATIONS, "NL");
    expect(groups.map((g) => g.kind)).toEqual(["home", "other"]);
    expect(names(groups[0]!.locations)).toEqual(["Bedden & Co Amsterdam"]);
    expect(groups[1]!.locations).toHaveLength(4);
    expect(names(orderForHome(CATALOG_LOCATIONS, "NL"))[0]).toBe("Bedden & Co Amsterdam");
  });

  it("leaves out an empty group, and has no headings without a home country", () => {
    expect(groupLocations(CATALOG_LOCATIONS, "FI").map((g) => g.kind)).toEqual(["other"]);
    expect(groupLocations(CATALOG_LOCATIONS, null).map((g) => g.kind)).toEqual(["all"]);
    expect(groupLocations([], "SE")).toEqual([]);
    expect(orderForHome(CATALOG_LOCATIONS, null)).toEqual(CATALOG_LOCATIONS);
  });

  it("matches every word of the query in name, city, zip code or customer number", () => {
    const [ostermalm] = CATALOG_LOCATIONS;
    expect(matchesLocation("vividus stockholm", ostermalm!)).toBe(true);
    expect(matchesLocation("114 42", ostermalm!)).toBe(true);
    expect(matchesLocation("c-1001", ostermalm!)).toBe(true);
    expect(matchesLocation("vividus oslo", ostermalm!)).toBe(false);
    expect(matchesLocation("  ", ostermalm!)).toBe(true);
  });

  it("takes the list's country filter as home, else the country the requests share", () => {
    expect(homeCountryOf([{ country: "SE" }, { country: "NO" }], "NL")).toBe("NL");
    expect(homeCountryOf([{ country: "SE" }, { country: "se" }], undefined)).toBe("SE");
    expect(homeCountryOf([{ country: "SE" }, { country: "NO" }], undefined)).toBeNull();
    expect(homeCountryOf([{ country: null }], undefined)).toBeNull();
  });
});
