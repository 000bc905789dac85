import type { AreaStatisticsRow, Country, Handler, Region, RegionSearchRow, ZipCode } from "./salesRegionTypes.ts";

const sweden = { id: 1, code: "SE", name: "Sweden" };

export const handlers: Handler[] = [
  {
    id: 101,
    name: "Malmö Centrum",
    address: { street: "Södergatan 1", displayAddress: "Södergatan 1, 211 34 Malmö, Sweden", country: { code: "SE", name: "Sweden" } },
  },
  {
    id: 102,
    name: "Lund Stortorget",
    address: { street: "Stortorget 2", displayAddress: "Stortorget 2, 222 23 Lund, Sweden", country: { code: "SE", name: "Sweden" } },
  },
];

/** A zip code of Sweden. */
export function zipCode(id: number, code: string, locality: string, extra: Partial<ZipCode> = {}): ZipCode {
  return {
    id,
    zipCode: code,
    locality,
    suburb: null,
    latitude: 55.6,
    longitude: 13,
    timezone: "Europe/Stockholm",
    utc: "+01:00",
    country: sweden,
    handlers: [],
    coordinates: [],
    handlersAreTemporary: false,
    workingArea: false,
    ...extra,
  };
}

/** 40 zip codes of Malmö: 211 00-211 35 (36, so split again: 211 0 ... 211 3) and 212 10-212 13. */
const malmoZips = [
  ...Array.from({ length: 36 }, (_, i) => zipCode(1000 + i, `211 ${String(i).padStart(2, "0")}`, "Malmö")),
  ...Array.from({ length: 4 }, (_, i) => zipCode(1200 + i, `212 1${i}`, "Malmö", i === 0 ? { handlers: [handlers[0]!] } : {})),
];
const inner211 = ["211 0", "211 1", "211 2", "211 3"].map((prefix) => ({
  prefix,
  zipCodes: malmoZips.filter((z) => z.zipCode.startsWith(prefix)),
}));

function region(id: number, level: number, name: string, extra: Partial<Region> = {}): Region {
  return {
    id,
    level,
    name,
    country: sweden,
    regions: [],
    zipCodes: [],
    handlers: [],
    zipCodeGroups: [],
    workingArea: false,
    parentRegion: null,
    ...extra,
  };
}

export const malmo = region(11, 2, "Malmö", {
  zipCodes: malmoZips,
  parentRegion: { id: 1, level: 1, name: "Skåne" },
  zipCodeGroups: [
    {
      prefix: "211",
      zipCodes: [],
      groups: inner211,
    },
    { prefix: "212", zipCodes: malmoZips.slice(36) },
  ],
});
export const lund = region(12, 2, "Lund", {
  parentRegion: { id: 1, level: 1, name: "Skåne" },
  zipCodes: [zipCode(2000, "222 23", "Lund")],
});
export const skane = region(1, 1, "Skåne", { regions: [{ ...malmo, zipCodes: [], zipCodeGroups: [] }, lund], handlers: [handlers[1]!] });
export const stockholm = region(2, 1, "Stockholm", { regions: [], zipCodes: [zipCode(3000, "111 22", "Stockholm")], workingArea: true });

export const regionsById: Record<number, Region> = { 1: skane, 2: stockholm, 11: malmo, 12: lund };

export const swedenCountry: Country = {
  ...sweden,
  nameSv: "Sverige",
  isKeyMarket: true,
  haveSpecificSalesRegions: true,
  catalogFallbackEmail: "katalog@example.se",
  handlersAreTemporary: false,
  handlers: [handlers[0]!],
  regions: [
    { id: 1, name: "Skåne", level: 1 },
    { id: 2, name: "Stockholm", level: 1 },
  ],
  updatedAt: "2026-11-01T00:00:00.000Z",
};

const listed = (id: number, code: string, name: string, nameSv: string, haveSpecificSalesRegions: boolean) => ({
  id,
  code,
  name,
  nameSv,
  isKeyMarket: false,
  haveSpecificSalesRegions,
  catalogFallbackEmail: null,
  handlersAreTemporary: false,
});
export const allCountries = [
  listed(1, "SE", "Sweden", "Sverige", true),
  listed(2, "NO", "Norway", "Norge", true),
  listed(3, "GB", "United Kingdom", "Storbritannien", false),
  listed(4, "FR", "France", "Frankrike", false),
  listed(5, "IS", "Iceland", "Island", false),
];
export const countriesWithRequests = [allCountries[0]!, allCountries[2]!];
export const countriesWithLocations = [allCountries[0]!, allCountries[1]!, allCountries[3]!];

export const statistics: AreaStatisticsRow[] = [
  { locationType: "vividus_store", numberOfZipCodes: 613 },
  { locationType: "shop_in_shop", numberOfZipCodes: 212 },
  { locationType: null, numberOfZipCodes: 51 },
  { locationType: "whitespot", numberOfZipCodes: 124 },
];

export const searchRows: RegionSearchRow[] = [
  { region1: { id: 1, level: 1, name: "Skåne" }, region2: { id: 11, level: 2, name: "Malmö" }, region3: null, zipCode: null },
  {
    region1: { id: 1, level: 1, name: "Skåne" },
    region2: { id: 11, level: 2, name: "Malmö" },
    region3: null,
    zipCode: { id: 1021, zipCode: "211 21", locality: "Malmö" },
  },
];
