import type { CatalogOrder, LocationOption } from "./catalogTypes.ts";

/** A heading of the location chooser with its locations. */
export interface LocationGroup {
  /**
   * recent: 'Latest added locations' (the sales-region map's last added); home: 'Locations in
   * {country}'; other: 'Other locations'; all: no heading (no home country).
   */
  kind: "recent" | "home" | "other" | "all";
  locations: LocationOption[];
}

const countryOf = (location: LocationOption) => location.address.country?.code ?? null;

/** The chooser's items in the groups' order (recent, home country, others), so keyboard order matches the headings. */
export function orderForHome(
  locations: readonly LocationOption[],
  homeCountry: string | null,
  recentIds: readonly number[] = [],
): LocationOption[] {
  return groupLocations(locations, homeCountry, recentIds).flatMap((group) => group.locations);
}

/**
 * Spec part 1 section 2: locations in the home country are grouped as 'Locations in {country}',
 * the others as 'Other locations'; spec part 2 section 2 (the sales-region map) heads them with
 * 'Latest added locations': the ids in recentIds, newest first, that are still among the
 * locations, each listed under that heading only. Empty groups are left out.
 */
export function groupLocations(
  locations: readonly LocationOption[],
  homeCountry: string | null,
  recentIds: readonly number[] = [],
): LocationGroup[] {
  const byId = new Map(locations.map((location) => [location.id, location]));
  const recent = recentIds.map((id) => byId.get(id)).filter((location) => location !== undefined);
  const rest = recent.length > 0 ? locations.filter((location) => !recentIds.includes(location.id)) : [...locations];
  const groups: LocationGroup[] = [{ kind: "recent", locations: recent }];
  if (!homeCountry) groups.push({ kind: "all", locations: rest });
  else
    groups.push(
      { kind: "home", locations: rest.filter((l) => countryOf(l) === homeCountry) },
      { kind: "other", locations: rest.filter((l) => countryOf(l) !== homeCountry) },
    );
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
