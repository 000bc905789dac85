import { describe, expect, it } from "vitest";
import { localityPicker } from "./locations.ts";
import { MARKETS } from "./markets.ts";
import { readPostalCodes, type ZipInfo } from "./postal-codes.ts";
import { isTownName, looksLikeInstitution } from "./town-names.ts";

/** The markets' zip codes as the seed reads them: one per code, the first row's place. */
function zipsOf(countryCode: string): ZipInfo[] {
  const seen = new Set<string>();
  return readPostalCodes(countryCode).flatMap((row, i) => {
    if (seen.has(row.zipcode)) return [];
    seen.add(row.zipcode);
    return [
      {
        id: i,
        countryCode,
        zipCode: row.zipcode,
        locality: row.place,
        latitude: Number(row.latitude),
        longitude: Number(row.longitude),
        regionIds: [null, null, null],
        regionName: null,
      },
    ];
  });
}

describe("town names of the demo data", () => {
  it("knows institutions, companies and post boxes by their names", () => {
    for (const place of [
      "Amtsgericht -Mahnabteilung-",
      "Amtsgericht Grevenbroich",
      "Techniker Krankenkasse",
      "HUK-Coburg",
      "BARMER",
      "IKK classic",
      "Commerzbank AG",
      "Landesbank Baden-Württemberg",
      "Finanzamt",
      "Statistisches Landesamt",
      "Stadtverwaltung",
      "Universität",
      "Postfach 1234",
      "Großkunde Berlin",
      "Daimler Insurance Services GmbH",
      "Greenpeace e.V.",
      "c/o Hotel Adlon",
      "Box",
      "R+V Versicherung",
      "Ostalb-Klinikum",
      "St. Johannes-Hospital",
      "Kreiskrankenhaus Groß-Gerau",
      "Zalando SE",
      "Eduskunta",
      "Rijswijk (GLD)",
    ]) {
      expect(looksLikeInstitution(place), place).toBe(true);
    }
  });

  it("keeps towns, also with hyphens, districts and small words", () => {
    for (const place of [
      "Berlin",
      "Kassel",
      "Garmisch-Partenkirchen",
      "'s-Gravenhage",
      "Munka-Ljungby",
      "Frankfurt am Main",
      "Esslingen am Neckar",
      "København K",
      "Odense NV",
      "Mo I Rana",
      "IJmuiden",
      "Kristiansand S",
      "Göteborg",
    ]) {
      expect(isTownName(place), place).toBe(true);
    }
  });

  it("offers stores only towns in every market of the real postal codes", () => {
    for (const market of MARKETS) {
      const towns = localityPicker(zipsOf(market.code)).localities.map((l) => l.name);
      expect(towns.filter(looksLikeInstitution), market.code).toEqual([]);
      expect(towns.length, market.code).toBeGreaterThan(300);
    }
    const german = localityPicker(zipsOf("DE")).localities;
    expect(german.map((l) => l.name)).toEqual(expect.arrayContaining(["Berlin", "Hamburg", "München", "Köln"]));
    // Single-code places in Germany are as often companies the patterns do not know (Amazon's).
    expect(german.filter((l) => l.zips.length < 2)).toEqual([]);
  });
});
