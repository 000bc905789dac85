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

  // 1 and 2 in Sweden, 3 in the Netherlands, 4 in Norway, 5 in Sweden.
  const ids = (groups: ReturnType<typeof groupLocations>) => groups.map((g) => [g.kind, g.locations.map((l) => l.id)]);

  it("heads the groups with the latest added locations, newest first, each listed there only", () => {
    expect(ids(groupLocations(CATALOG_LOCATIONS, "SE", [4, 2]))).toEqual([
      ["recent", [4, 2]],
      ["home", [1, 5]],
      ["other", [3]],
    ]);
    expect(ids(groupLocations(CATALOG_LOCATIONS, "SE", []))).toEqual([
      ["home", [1, 2, 5]],
      ["other", [3, 4]],
    ]);
    expect(ids(groupLocations(CATALOG_LOCATIONS, null, [3]))).toEqual([
      ["recent", [3]],
      ["all", [1, 2, 4, 5]],
    ]);
  });

  it("leaves out remembered locations that can no longer be chosen", () => {
    expect(ids(groupLocations(CATALOG_LOCATIONS.slice(0, 2), "SE", [99, 1]))).toEqual([
      ["recent", [1]],
      ["home", [2]],
    ]);
    expect(groupLocations([], "SE", [1])).toEqual([]);
  });

  it("orders the items as the headings list them", () => {
    expect(orderForHome(CATALOG_LOCATIONS, "SE", [4]).map((l) => l.id)).toEqual([4, 1, 2, 5, 3]);
    expect(orderForHome(CATALOG_LOCATIONS, "NO", []).map((l) => l.id)).toEqual([4, 1, 2, 3, 5]);
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
