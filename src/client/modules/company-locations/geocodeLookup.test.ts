import { describe, expect, it } from "vitest";
import { coordinatesOf, geocodeOutcome, geocodeQuery } from "./geocodeLookup.ts";
import { emptyLocationDraft } from "./locationDraft.ts";

const address = { ...emptyLocationDraft().address, street: " Kalverstraat 12 ", zipCode: "1012 NX", city: "Amsterdam" };

describe("coordinate lookup", () => {
  it("needs a country (spec: 'Please fill in street, zip code, city and country above')", () => {
    expect(geocodeQuery(address)).toBeNull();
  });

  it("asks with the given parts of the address", () => {
    expect(geocodeQuery({ ...address, countryCode: "NL" })).toEqual({
      country: "NL",
      street: "Kalverstraat 12",
      zipCode: "1012 NX",
      city: "Amsterdam",
    });
    expect(geocodeQuery({ ...address, street: "", city: "", countryCode: "NL" })).toEqual({ country: "NL", zipCode: "1012 NX" });
  });

  it("tells results, none and the geocoder's failure status apart", () => {
    const result = {
      latitude: 52.3702161,
      longitude: 4.8951679,
      precision: "zipCode" as const,
      label: "1012 NX Amsterdam",
      source: "postalCodes" as const,
    };
    expect(geocodeOutcome({ status: "OK", results: [result] })).toEqual({ kind: "found", results: [result] });
    expect(geocodeOutcome({ status: "ZERO_RESULTS", results: [] })).toEqual({ kind: "none" });
    expect(geocodeOutcome({ status: "OK", results: [] })).toEqual({ kind: "none" });
    expect(geocodeOutcome({ status: "OVER_QUERY_LIMIT", results: [] })).toEqual({ kind: "failed", status: "OVER_QUERY_LIMIT" });
    expect(coordinatesOf(result)).toEqual({ latitude: "52.370216", longitude: "4.895168" });
  });
});
