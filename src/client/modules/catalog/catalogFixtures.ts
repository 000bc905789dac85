import type { CatalogOrder, LocationOption, RoutingRule } from "./catalogTypes.ts";

/** Fixed data for the catalog screen's stories and tests (the contract's shapes, real-looking values). */

const status = (code: CatalogOrder["status"]["code"]): CatalogOrder["status"] => {
  const names = {
    new: ["New", 1],
    pending: ["Pending", 2],
    failed: ["Unmatched/Retry", 3],
    delivered: ["Delivered", 4],
    booked: ["Booked", 5],
  } as const;
  const [name, sortOrder] = names[code];
  return { id: sortOrder, code, name, sortOrder };
};

const country = (code: string, name: string) => ({ id: null, code, name });

export const CATALOG_LOCATIONS: LocationOption[] = [
  {
    id: 1,
    name: "Vividus Store Östermalm",
    locationType: "vividus_store",
    active: true,
    shouldRetrieveCatalogRequests: true,
    email: "ostermalm@vividus.example",
    customerNumber: "C-1001",
    address: {
      street: "Sibyllegatan 21",
      zipCode: "114 42",
      city: "Stockholm",
      country: country("SE", "Sweden"),
      displayAddress: "Sibyllegatan 21, 114 42 Stockholm, Sweden",
    },
  },
  {
    id: 2,
    name: "Sängkompaniet Göteborg",
    locationType: "shop_in_shop",
    active: true,
    shouldRetrieveCatalogRequests: true,
    email: "goteborg@sangkompaniet.example",
    customerNumber: "C-1002",
    address: {
      street: "Kungsgatan 40",
      zipCode: "411 19",
      city: "Göteborg",
      country: country("SE", "Sweden"),
      displayAddress: "Kungsgatan 40, 411 19 Göteborg, Sweden",
    },
  },
  {
    id: 3,
    name: "Bedden & Co Amsterdam",
    locationType: null,
    active: true,
    shouldRetrieveCatalogRequests: true,
    email: "amsterdam@bedden.example",
    customerNumber: null,
    address: {
      street: "Utrechtsestraat 12",
      zipCode: "1017 VN",
      city: "Amsterdam",
      country: country("NL", "Netherlands"),
      displayAddress: "Utrechtsestraat 12, 1017 VN Amsterdam, Netherlands",
    },
  },
  {
    id: 4,
    name: "Sovrommet Oslo",
    locationType: null,
    active: true,
    shouldRetrieveCatalogRequests: true,
    email: "oslo@sovrommet.example",
    customerNumber: "C-2001",
    address: {
      street: "Bogstadveien 5",
      zipCode: "0355",
      city: "Oslo",
      country: country("NO", "Norway"),
      displayAddress: "Bogstadveien 5, 0355 Oslo, Norway",
    },
  },
  {
    id: 5,
    name: "Sängstudion Malmö (closed)",
    locationType: null,
    active: false,
    shouldRetrieveCatalogRequests: false,
    email: null,
    customerNumber: null,
    address: {
      street: "Södergatan 3",
      zipCode: "211 34",
      city: "Malmö",
      country: country("SE", "Sweden"),
      displayAddress: "Södergatan 3, 211 34 Malmö, Sweden",
    },
  },
];

const ref = (location: LocationOption) => ({
  id: location.id,
  name: location.name,
  address: {
    street: location.address.street,
    displayAddress: location.address.displayAddress,
    country: location.address.country ? { code: location.address.country.code, name: location.address.country.name } : null,
  },
});

const base = {
  phone: null,
  apartmentNumber: null,
  locationNotifiedAt: null,
  locationNotifiedToEmail: null,
  locationNotifiedByMatchType: null,
  notifiedLocation: null,
  errorMessage: null,
  contactId: null,
} as const;

export const CATALOG_ORDERS: CatalogOrder[] = [
  {
    ...base,
    id: 101,
    firstname: "Anna",
    lastname: "Svensson",
    email: "anna.svensson@example.se",
    phone: "+46 70 123 45 67",
    street: "Götgatan 14",
    region: "Stockholm",
    city: "Stockholm",
    zipCode: "118 46",
    country: "SE",
    createdDate: "2026-11-17T08:15:00.000Z",
    offers: ["nightcap", "vase"],
    status: status("new"),
    updatedAt: "2026-11-17T08:15:00.000Z",
  },
  {
    ...base,
    id: 102,
    firstname: "Erik",
    lastname: "Berg",
    email: "erik.berg@example.se",
    street: "Linnégatan 7",
    region: "Västra Götaland",
    city: "Göteborg",
    zipCode: "413 04",
    country: "SE",
    createdDate: "2026-11-16T12:40:00.000Z",
    offers: ["sleepmask"],
    status: status("delivered"),
    locationNotifiedAt: "2026-11-16T12:41:00.000Z",
    locationNotifiedToEmail: "goteborg@sangkompaniet.example",
    locationNotifiedByMatchType: "zipCode",
    notifiedLocation: ref(CATALOG_LOCATIONS[1]!),
    updatedAt: "2026-11-16T12:41:00.000Z",
  },
  {
    ...base,
    id: 103,
    firstname: "Lotte",
    lastname: "de Vries",
    email: "lotte.devries@example.nl",
    street: "Prinsengracht 263",
    region: "Noord-Holland",
    city: "Amsterdam",
    zipCode: "1016 GV",
    country: "NL",
    createdDate: "2026-11-15T09:05:00.000Z",
    offers: [],
    status: status("failed"),
    errorMessage: "No routing rule matches 1016 GV, Noord-Holland, NL and the country has no fallback e-mail.",
    updatedAt: "2026-11-15T09:05:00.000Z",
  },
  {
    ...base,
    id: 104,
    firstname: "Ola",
    lastname: "Nordmann",
    email: "ola@example.no",
    street: "Karl Johans gate 22",
    region: "Oslo",
    city: "Oslo",
    zipCode: "0159",
    country: "NO",
    createdDate: "2026-11-14T17:30:00.000Z",
    offers: ["bedlegs", "slippers", "dreamcatcher"],
    status: status("pending"),
    updatedAt: "2026-11-14T17:30:00.000Z",
  },
  {
    ...base,
    id: 105,
    firstname: null,
    lastname: null,
    email: "kunde@example.de",
    street: "Torstraße 1",
    region: null,
    city: "Berlin",
    zipCode: "10119",
    country: "DE",
    createdDate: "2026-11-13T10:00:00.000Z",
    offers: ["lamp-shade"],
    status: status("new"),
    updatedAt: "2026-11-13T10:00:00.000Z",
  },
];

/** A zip-code rule and a region rule for Stockholm; the client shows the zip code's (levels 0). */
export const STOCKHOLM_RULES: RoutingRule[] = [
  {
    levels: 1,
    matchType: "region1",
    location: ref(CATALOG_LOCATIONS[1]!),
    email: "goteborg@sangkompaniet.example",
    areaType: "workingArea",
    regionName: "Stockholms län",
  },
  {
    levels: 0,
    matchType: "zipCode",
    location: ref(CATALOG_LOCATIONS[0]!),
    email: "ostermalm@vividus.example",
    areaType: "contractArea",
    regionName: null,
  },
  {
    levels: 4,
    matchType: "country",
    location: ref(CATALOG_LOCATIONS[1]!),
    email: "goteborg@sangkompaniet.example",
    areaType: null,
    regionName: null,
  },
];

/**
 * An Amsterdam address, whose region chain is the municipality (level 2) and Noord-Holland
 * (level 1): Noord-Holland's stores match at distance 2 although it is a level-1 region. The
 * working area store comes first here; the contract areas are shown first. The first
 * contract-area store has no e-mail address, so the second one would get the request.
 */
export const NOORD_HOLLAND_RULES: RoutingRule[] = [
  {
    levels: 2,
    matchType: "region1",
    location: ref(CATALOG_LOCATIONS[3]!),
    email: "oslo@sovrommet.example",
    areaType: "workingArea",
    regionName: "Noord-Holland",
  },
  {
    levels: 2,
    matchType: "region1",
    location: ref(CATALOG_LOCATIONS[4]!),
    email: null,
    areaType: "contractArea",
    regionName: "Noord-Holland",
  },
  {
    levels: 2,
    matchType: "region1",
    location: ref(CATALOG_LOCATIONS[2]!),
    email: "amsterdam@bedden.example",
    areaType: "contractArea",
    regionName: "Noord-Holland",
  },
  {
    levels: 4,
    matchType: "country",
    location: ref(CATALOG_LOCATIONS[2]!),
    email: "amsterdam@bedden.example",
    areaType: null,
    regionName: null,
  },
];

export { status as catalogStatus };
