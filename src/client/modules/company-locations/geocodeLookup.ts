import type { AddressDraft } from "./locationDraft.ts";
import type { GeocodeAnswer, GeocodeQuery } from "./locationTypes.ts";

export type GeocodeResult = GeocodeAnswer["results"][number];

/** What a lookup came to: results (best first), none, or the geocoder's failure status. */
export type GeocodeOutcome = { kind: "found"; results: GeocodeResult[] } | { kind: "none" } | { kind: "failed"; status: string };

/**
 * The lookup's query from the form's address, or null when there is no country: the spec's
 * 'Please fill in street, zip code, city and country above' (part 1 section 5).
 */
export function geocodeQuery(address: AddressDraft): GeocodeQuery | null {
  if (!address.countryCode) return null;
  const part = (value: string) => (value.trim() ? value.trim() : undefined);
  const query: GeocodeQuery = { country: address.countryCode };
  const street = part(address.street);
  const zipCode = part(address.zipCode);
  const city = part(address.city);
  if (street) query.street = street;
  if (zipCode) query.zipCode = zipCode;
  if (city) query.city = city;
  return query;
}

/** The answer's outcome: OK with results, ZERO_RESULTS (or OK with none), or another status. */
export function geocodeOutcome(answer: GeocodeAnswer): GeocodeOutcome {
  if (answer.status === "OK" && answer.results.length > 0) return { kind: "found", results: answer.results };
  if (answer.status === "OK" || answer.status === "ZERO_RESULTS") return { kind: "none" };
  return { kind: "failed", status: answer.status };
}

/** Coordinates as the form holds them (six decimals, about 10 cm). */
export function coordinatesOf(result: GeocodeResult): { latitude: string; longitude: string } {
  return { latitude: result.latitude.toFixed(6), longitude: result.longitude.toFixed(6) };
}
