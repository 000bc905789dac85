import type { PartnerPage, Site } from "./partnerPageTypes.ts";

/** Sites and a partner page for stories and tests (the 'en' site takes the page's own name). */
export const SITES: Site[] = [
  { id: 1, name: "Sverige", languageCode: "sv", slug: "se", isActive: true, properties: {}, frontpage: null },
  { id: 2, name: "Nederland", languageCode: "nl", slug: "nl", isActive: true, properties: {}, frontpage: null },
  { id: 3, name: "Deutschland", languageCode: "de", slug: "de", isActive: true, properties: {}, frontpage: null },
  { id: 4, name: "International", languageCode: "en", slug: "en", isActive: true, properties: {}, frontpage: null },
];

export const AMSTERDAM_PAGE: PartnerPage = {
  id: 7,
  hostname: "amsterdam.vividus.example",
  name: "Vividus Amsterdam",
  versions: [{ site: { id: 2, name: "Nederland", languageCode: "nl" }, name: "Vividus Amsterdam (NL)" }],
  locations: [{ id: 1, name: "Vividus Store Amsterdam" }],
  updatedAt: "2026-10-05T09:00:00.000Z",
};

export const PARTNER_CANDIDATES = [
  {
    id: 3,
    name: "Droomhuis Rotterdam",
    address: {
      street: "Lijnbaan 5",
      displayAddress: "Lijnbaan 5, 3012 EK Rotterdam, Netherlands",
      country: { code: "NL", name: "Netherlands" },
    },
  },
];
