import { describe, expect, it } from "vitest";
import { draftFromLocation, emptyLocationDraft, parseCoordinate, toLocationInput } from "./locationDraft.ts";
import { AMSTERDAM } from "./locationFixtures.ts";

describe("the location form's draft", () => {
  it("a new location is active, shows opening hours and receives catalog requests (spec section 9)", () => {
    const input = toLocationInput({ ...emptyLocationDraft("NL"), name: " Nieuw ", createManager: true, email: "new@example.com" });
    expect(input).toMatchObject({
      id: null,
      updatedAt: null,
      name: "Nieuw",
      active: true,
      showOpeningHours: true,
      shouldRetrieveCatalogRequests: true,
      createManager: true,
    });
    expect(input.address).toEqual({
      street: null,
      zipCode: null,
      city: null,
      city2: null,
      country: { code: "NL" },
      latitude: null,
      longitude: null,
    });
  });

  it("sends a stored location back as read, with its concurrency token and without createManager", () => {
    const input = toLocationInput(draftFromLocation(AMSTERDAM));
    expect(input).toMatchObject({
      id: 1,
      updatedAt: AMSTERDAM.updatedAt,
      name: AMSTERDAM.name,
      locationType: "vividus_store",
      website: AMSTERDAM.website,
      customerNumber: "NL-1001",
      geographicArea: { id: 3 },
      weeklyOpeningHours: AMSTERDAM.weeklyOpeningHours,
      timeSchemas: AMSTERDAM.timeSchemas,
      openingHourDeviations: AMSTERDAM.openingHourDeviations,
      createManager: false,
    });
    expect(input.address).toMatchObject({ street: "Kalverstraat 12", country: { code: "NL" }, latitude: 52.3702, longitude: 4.8952 });
  });

  it("sends emptied texts as null", () => {
    const input = toLocationInput({ ...draftFromLocation(AMSTERDAM), phone: " ", website: "", customerNumber: "" });
    expect(input).toMatchObject({ phone: null, website: null, customerNumber: null });
  });

  it("reads coordinates with a comma or a point, within bounds", () => {
    expect(parseCoordinate("59,3293", 90)).toBe(59.3293);
    expect(parseCoordinate("-181", 180)).toBeUndefined();
    expect(parseCoordinate("abc", 90)).toBeUndefined();
    expect(parseCoordinate("", 90)).toBeUndefined();
  });
});
