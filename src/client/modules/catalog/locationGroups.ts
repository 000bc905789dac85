import type { CatalogOrder, LocationOption } from "./catalogTypes.ts";

/** A heading of the location chooser with its locations. */
export interface LocationGroup {
  /** home: 'Locations in {country}'; other: 'Other locations'; all: no heading (no home country). */
  kind: "home" | "other" | "all";
  locations: LocationOption[];
}

const countryOf = (location: LocationOption) => location.address.country?.code ?? null;

/** The chooser's items: the home country's locations first, so keyboard order matches the headings. */
export function orderForHome(locations: readonly LocationOption[], homeCountry: string | null): LocationOption[] {
  if (!homeCountry) return [...locations];
  return [...locations.filter((l) => countryOf(l) === homeCountry), ...locations.filter((l) => countryOf(l) !== homeCountry)];
}

/**
 * Spec part 1 section 2: locations in the home country are grouped as 'Locations in {country}',
 * the others as 'Other locations'. Empty groups are left out.
 */
export function groupLocations(locations: readonly LocationOption[], homeCountry: string | null): LocationGroup[] {
  if (!homeCountry) return locations.length > 0 ? [{ kind: "all", locations: [...locations] }] : [];
  const groups: LocationGroup[] = [
    { kind: "home", locations: locations.filter((l) => countryOf(l) === homeCountry) },
    { kind: "other", locations: locations.filter((l) => countryOf(l) !== homeCountry) },
  ];
  return groups.filter((group) => group.locations.length > 0);
}

/** Every word of the query in the location's name, city, zip code or customer number. */
export function matchesLocation(query: string, location: LocationOption): boolean {
  const text = [location.name, location.address.city, location.address.zipCode, location.customerNumber]
    .filter(Boolean)
    .join(" ")
    .toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

/**
 * The country whose locations head a chooser: the list's country filter, else the country of
 * the requests it chooses for when they share one, else none.
 */
export function homeCountryOf(orders: ReadonlyArray<Pick<CatalogOrder, "country">>, filterCountry: string | undefined): string | null {
  if (filterCountry) return filterCountry;
  const countries = new Set(orders.map((order) => order.country?.toUpperCase() ?? null));
  const [only] = countries;
  return countries.size === 1 && only ? only : null;
}
