/** A country as the country lists answer it (no regions, no handlers). */
export interface ChoosableCountry {
  id: number;
  code: string;
  name: string;
  haveSpecificSalesRegions: boolean;
}

/** A heading of the country selector with its countries (each sorted by the name shown). */
export interface CountryGroup {
  /** countries: 'Countries'; other: 'Other countries'; rest: 'All other countries'. */
  kind: "countries" | "other" | "rest";
  countries: ChoosableCountry[];
}

/**
 * The country selector's groups (spec part 2 section 2): 'Countries' are those divided into
 * specific sales regions, 'Other countries' the rest of what the screen preloads (countries with
 * catalog requests or company locations). The option 'All other countries' adds every other
 * country as a third group (`showRest`). Empty groups are left out; `nameOf` is the name shown.
 */
export function countryGroups(
  preloaded: readonly ChoosableCountry[],
  all: readonly ChoosableCountry[],
  showRest: boolean,
  nameOf: (country: ChoosableCountry) => string,
): CountryGroup[] {
  const byName = (list: ChoosableCountry[]) => list.sort((a, b) => nameOf(a).localeCompare(nameOf(b)));
  const unique = new Map<number, ChoosableCountry>();
  for (const country of [...all, ...preloaded]) if (!unique.has(country.id)) unique.set(country.id, country);
  const withRegions = [...unique.values()].filter((c) => c.haveSpecificSalesRegions);
  const taken = new Set(withRegions.map((c) => c.id));
  const other = [...new Map(preloaded.filter((c) => !taken.has(c.id)).map((c) => [c.id, c])).values()];
  for (const c of other) taken.add(c.id);
  const rest = showRest ? all.filter((c) => !taken.has(c.id)) : [];
  const groups: CountryGroup[] = [
    { kind: "countries", countries: byName(withRegions) },
    { kind: "other", countries: byName(other) },
    { kind: "rest", countries: byName([...rest]) },
  ];
  return groups.filter((group) => group.countries.length > 0);
}
