import type { GroupCountry, RegionGroup } from "./regionGroupTypes.ts";

const sameName = (a: string | undefined, b: string | undefined) =>
  (a ?? "").trim().toLocaleLowerCase() === (b ?? "").trim().toLocaleLowerCase();

/**
 * The handled countries that get a sub-group of their own name (spec part 1 section 5): every
 * one except a country named like the group itself or like one of its existing child groups.
 * Names compare trimmed and case-blind, so 'sweden ' does not make a second 'Sweden'.
 */
export function countriesNeedingSubGroups(group: RegionGroup): GroupCountry[] {
  return group.handlesCountries.filter(
    (country) => !sameName(country.name, group.name) && !group.childGroups.some((child) => sameName(country.name, child.name)),
  );
}
