import type { components } from "../../../shared/api/contract.ts";
import type { Translation } from "./translationTexts.ts";

type Site = components["schemas"]["Site"];

const site = (id: number, languageCode: string, name: string, slug: string): Site => ({
  id,
  name,
  languageCode,
  slug,
  isActive: true,
  properties: {},
  frontpage: null,
});

/** Three sites: Swedish, English and German. */
export const TRANSLATION_SITES: readonly Site[] = [
  site(1, "sv", "Sverige", "se"),
  site(2, "en", "International", "en"),
  site(3, "de", "Deutschland", "de"),
];

const text = (languageCode: string, value: string) => ({ languageCode, text: value, updatedAt: `2026-11-20T10:00:00.000Z` });

/** Keys with English everywhere, Swedish on most and German on one. */
export const TRANSLATIONS: readonly Translation[] = [
  { code: "cart.checkout", translations: [text("sv", "Till kassan"), text("en", "Checkout")] },
  { code: "home.title", translations: [text("sv", "Välkommen"), text("en", "Welcome"), text("de", "Willkommen")] },
  { code: "partner.find", isPartnerPage: true, translations: [text("en", "Find a store")] },
  { code: "product.mattress", translations: [text("sv", "Madrass"), text("en", "Mattress")] },
];
