import type { CompanyLocation, Manager, MeetingBooking, OpeningHoursWeek } from "./locationTypes.ts";

/** Company locations for stories and tests: a brand store with everything, a shop in shop, a plain retailer. */

const shopWeek: OpeningHoursWeek = {
  monday: [{ opening: "10:00", closing: "18:00" }],
  tuesday: [{ opening: "10:00", closing: "18:00" }],
  wednesday: [{ opening: "10:00", closing: "18:00" }],
  thursday: [{ opening: "10:00", closing: "20:00" }],
  friday: [{ opening: "10:00", closing: "18:00" }],
  saturday: [{ opening: "10:00", closing: "16:00" }],
  sunday: [],
};

const summerWeek: OpeningHoursWeek = { ...shopWeek, saturday: [{ opening: "10:00", closing: "14:00" }] };

const netherlands = { id: 150, code: "NL", name: "Netherlands" };

export const AMSTERDAM: CompanyLocation = {
  id: 1,
  name: "Vividus Store Amsterdam",
  locationType: "vividus_store",
  phone: "+31 20 555 0101",
  email: "amsterdam@vividus.example",
  website: "https://amsterdam.vividus.example",
  address: {
    id: 11,
    street: "Kalverstraat 12",
    zipCode: "1012 NX",
    city: "Amsterdam",
    city2: null,
    country: netherlands,
    latitude: 52.3702,
    longitude: 4.8952,
    displayAddress: "Kalverstraat 12, 1012 NX Amsterdam, Netherlands",
  },
  fullSlug: "nl/amsterdam/vividus-store-amsterdam",
  geographicArea: { id: 3, name: "Randstad" },
  weeklyOpeningHours: shopWeek,
  timeSchemas: [
    { name: "Regular", active: false, openingHours: shopWeek },
    { name: "Summer", active: false, openingHours: summerWeek },
  ],
  openingHourDeviations: [
    { date: "2026-12-24", opening: "10:00", closing: "14:00" },
    { date: "2026-12-25", opening: null, closing: null },
  ],
  openingHoursInfoText: "Late opening on Thursdays.",
  openingHoursSource: "manual",
  isVividusRetailer: true,
  showOpeningHours: true,
  active: true,
  shouldRetrieveCatalogRequests: true,
  partnerPage: { id: 7, name: "Vividus Amsterdam", hostname: "amsterdam.vividus.example" },
  instagramUrl: "https://www.instagram.com/vividus.amsterdam",
  customerNumber: "NL-1001",
  updatedAt: "2026-10-01T09:00:00.000Z",
};

export const UTRECHT: CompanyLocation = {
  ...AMSTERDAM,
  id: 2,
  name: "Slaapstudio Utrecht",
  locationType: "shop_in_shop",
  phone: null,
  email: "info@slaapstudio.example",
  website: null,
  instagramUrl: null,
  address: {
    ...AMSTERDAM.address,
    id: 12,
    street: "Oudegracht 100",
    zipCode: "3511 AX",
    city: "Utrecht",
    displayAddress: "Oudegracht 100, 3511 AX Utrecht, Netherlands",
    latitude: 52.0907,
    longitude: 5.1214,
  },
  fullSlug: "nl/utrecht/slaapstudio-utrecht",
  geographicArea: null,
  timeSchemas: [],
  openingHourDeviations: [],
  openingHoursInfoText: null,
  isVividusRetailer: false,
  partnerPage: null,
  customerNumber: null,
  updatedAt: "2026-10-02T09:00:00.000Z",
};

export const ROTTERDAM: CompanyLocation = {
  ...UTRECHT,
  id: 3,
  name: "Droomhuis Rotterdam",
  locationType: null,
  email: "verkoop@droomhuis.example",
  address: {
    ...AMSTERDAM.address,
    id: 13,
    street: "Lijnbaan 5",
    zipCode: "3012 EK",
    city: "Rotterdam",
    displayAddress: "Lijnbaan 5, 3012 EK Rotterdam, Netherlands",
    latitude: 51.9225,
    longitude: 4.4792,
  },
  fullSlug: "nl/rotterdam/droomhuis-rotterdam",
  customerNumber: "NL-1003",
  updatedAt: "2026-10-03T09:00:00.000Z",
};

export const LOCATIONS: readonly CompanyLocation[] = [AMSTERDAM, UTRECHT, ROTTERDAM];

export const MANAGERS: readonly Manager[] = [
  { id: 501, firstname: "Anna", lastname: "de Vries", fullname: "Anna de Vries", email: "anna@vividus.example" },
  { id: 502, firstname: null, lastname: null, fullname: "-", email: "shop@vividus.example" },
];

export const MEETINGS: readonly MeetingBooking[] = [
  {
    id: 901,
    createdAt: "2026-11-02T13:30:00.000Z",
    firstname: "Lotte",
    lastname: "Bakker",
    email: "lotte@example.com",
    telephone: "+31 6 1234 5678",
    status: "new",
    message: null,
    location: {
      id: 1,
      name: AMSTERDAM.name,
      address: {
        street: AMSTERDAM.address.street,
        displayAddress: AMSTERDAM.address.displayAddress,
        country: { code: "NL", name: "Netherlands" },
      },
    },
    updatedAt: "2026-11-02T13:30:00.000Z",
  },
];

export const COUNTRIES = [
  {
    id: 150,
    code: "NL",
    name: "Netherlands",
    nameSv: "Nederländerna",
    isKeyMarket: true,
    haveSpecificSalesRegions: false,
    catalogFallbackEmail: null,
    handlersAreTemporary: false,
  },
  {
    id: 200,
    code: "SE",
    name: "Sweden",
    nameSv: "Sverige",
    isKeyMarket: true,
    haveSpecificSalesRegions: true,
    catalogFallbackEmail: null,
    handlersAreTemporary: false,
  },
  {
    id: 60,
    code: "DE",
    name: "Germany",
    nameSv: "Tyskland",
    isKeyMarket: false,
    haveSpecificSalesRegions: false,
    catalogFallbackEmail: null,
    handlersAreTemporary: false,
  },
];
