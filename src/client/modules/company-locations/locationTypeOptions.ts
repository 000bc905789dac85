import type { LocationType } from "./locationTypes.ts";

/**
 * The location types with their label keys: none, 'Shop in shop' and '{brand} store' (spec
 * part 1 section 3). In a select, none travels as "".
 */
export const LOCATION_TYPE_OPTIONS: ReadonlyArray<{ value: LocationType; labelKey: string }> = [
  { value: null, labelKey: "companyLocations.types.none" },
  { value: "shop_in_shop", labelKey: "companyLocations.types.shopInShop" },
  { value: "vividus_store", labelKey: "companyLocations.types.brandStore" },
];

export const locationTypeToOption = (type: LocationType) => type ?? "";
export const optionToLocationType = (value: string): LocationType =>
  LOCATION_TYPE_OPTIONS.find((o) => (o.value ?? "") === value)?.value ?? null;
