import type { LocaleDefinition } from "@faker-js/faker";
import { FAKER_LOCALES } from "./random.ts";

/** A country the demo data has real postal codes for. */
export interface Market {
  code: "SE" | "NL" | "NO" | "DK" | "FI" | "DE";
  locale: LocaleDefinition;
  timezone: string;
  utc: string;
  /** '#' is a random digit. */
  phone: string;
  landline: string;
  /** Site language of the market. */
  language: string;
  /** Share of catalog requests and locations. */
  weight: number;
}

export const MARKETS: readonly Market[] = [
  {
    code: "SE",
    locale: FAKER_LOCALES.sv,
    timezone: "Europe/Stockholm",
    utc: "+01:00",
    phone: "+46 7# ### ## ##",
    landline: "+46 8 ### ### ##",
    language: "sv",
    weight: 34,
  },
  {
    code: "DE",
    locale: FAKER_LOCALES.de,
    timezone: "Europe/Berlin",
    utc: "+01:00",
    phone: "+49 15# #######",
    landline: "+49 30 #######",
    language: "de",
    weight: 20,
  },
  {
    code: "NL",
    locale: FAKER_LOCALES.nl,
    timezone: "Europe/Amsterdam",
    utc: "+01:00",
    phone: "+31 6 ########",
    landline: "+31 20 ### ####",
    language: "nl",
    weight: 14,
  },
  {
    code: "NO",
    locale: FAKER_LOCALES.nb_NO,
    timezone: "Europe/Oslo",
    utc: "+01:00",
    phone: "+47 9## ## ###",
    landline: "+47 2# ## ## ##",
    language: "nb",
    weight: 12,
  },
  {
    code: "FI",
    locale: FAKER_LOCALES.fi,
    timezone: "Europe/Helsinki",
    utc: "+02:00",
    phone: "+358 40 ### ####",
    landline: "+358 9 ### ####",
    language: "fi",
    weight: 10,
  },
  {
    code: "DK",
    locale: FAKER_LOCALES.da,
    timezone: "Europe/Copenhagen",
    utc: "+01:00",
    phone: "+45 ## ## ## ##",
    landline: "+45 3# ## ## ##",
    language: "da",
    weight: 10,
  },
];

/** Other countries catalog requests arrive from (faker addresses, no postal-code data). */
export interface OtherMarket {
  code: string;
  locale: LocaleDefinition;
  phone: string;
  weight: number;
  /** Demo locations there (routed at country level): city and coordinates. */
  stores: readonly { city: string; zip: string; latitude: number; longitude: number }[];
}

export const OTHER_MARKETS: readonly OtherMarket[] = [
  {
    code: "GB",
    locale: FAKER_LOCALES.en_GB,
    phone: "+44 7### ######",
    weight: 2.5,
    stores: [
      { city: "London", zip: "W1U 6AG", latitude: 51.5194, longitude: -0.1533 },
      { city: "Manchester", zip: "M2 3GX", latitude: 53.4808, longitude: -2.2426 },
    ],
  },
  {
    code: "US",
    locale: FAKER_LOCALES.en_US,
    phone: "+1 (###) ###-####",
    weight: 1.5,
    stores: [
      { city: "New York", zip: "10013", latitude: 40.7209, longitude: -74.0007 },
      { city: "Los Angeles", zip: "90069", latitude: 34.0901, longitude: -118.3857 },
    ],
  },
  {
    code: "CH",
    locale: FAKER_LOCALES.de_CH,
    phone: "+41 7# ### ## ##",
    weight: 0.8,
    stores: [{ city: "Zürich", zip: "8001", latitude: 47.3712, longitude: 8.5392 }],
  },
  {
    code: "AT",
    locale: FAKER_LOCALES.de_AT,
    phone: "+43 66# ######",
    weight: 0.5,
    stores: [{ city: "Wien", zip: "1010", latitude: 48.2086, longitude: 16.3731 }],
  },
  { code: "BE", locale: FAKER_LOCALES.nl_BE, phone: "+32 4## ## ## ##", weight: 0.4, stores: [] },
  { code: "FR", locale: FAKER_LOCALES.fr, phone: "+33 6 ## ## ## ##", weight: 0.4, stores: [] },
  { code: "ES", locale: FAKER_LOCALES.es, phone: "+34 6## ### ###", weight: 0.2, stores: [] },
  { code: "IT", locale: FAKER_LOCALES.it, phone: "+39 3## ### ####", weight: 0.2, stores: [] },
];

/** Key markets (countries list flag). */
export const KEY_MARKETS = ["SE", "NL", "NO", "DK", "FI", "DE", "GB", "US", "CH"];

/** Orderable products of spec part 1, section 3 (code, label). */
export const OFFERS: readonly (readonly [string, string])[] = [
  ["nightcap", "Night cap"],
  ["vase", "Vase"],
  ["bedlegs", "Bed legs"],
  ["baby-mobile", "Baby mobile"],
  ["linen-press", "Linen press"],
  ["eyeglass-case", "Eyeglass case"],
  ["nightstand", "Nightstand"],
  ["bedtray", "Bed tray"],
  ["lamp-shade", "Lamp shade"],
  ["sleepmask", "Sleep mask"],
  ["wake-up-alarm", "Wake-up alarm"],
  ["slippers", "Slippers"],
  ["dreamcatcher", "Dreamcatcher"],
];

/** The brand and its own-store location type (openapi LocationType: the code carries the brand). */
export const BRAND_NAME = "Vividus";
export const BRAND_STORE_TYPE = "vividus_store";

/** Customer e-mail domains: reserved example domains, so a configured SMTP never mails a stranger. */
export const CUSTOMER_DOMAINS = ["example.com", "example.net", "example.org"];
/** Staff, store and partner addresses. */
export const DEMO_DOMAIN = "demo.example";
