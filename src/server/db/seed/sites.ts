import { bulkInsert } from "./batch.ts";
import type { SeedContext } from "./context.ts";
import { BRAND_NAME } from "./markets.ts";

export interface SiteInfo {
  id: number;
  languageCode: string;
  name: string;
}

const SITES = [
  { name: "Sverige", languageCode: "sv", slug: "se", isActive: true },
  { name: "International", languageCode: "en", slug: "en", isActive: true },
  { name: "Deutschland", languageCode: "de", slug: "de", isActive: true },
  { name: "Nederland", languageCode: "nl", slug: "nl", isActive: true },
  { name: "Norge", languageCode: "nb", slug: "no", isActive: true },
  { name: "Danmark", languageCode: "da", slug: "dk", isActive: true },
  // Not live yet: shows the activation warning in the site dialog.
  { name: "Suomi", languageCode: "fi", slug: "fi", isActive: false },
];

/** CMS sites, one per language (the front pages are set once the content exists). */
export async function seedSites(ctx: SeedContext): Promise<SiteInfo[]> {
  const created = new Date(ctx.referenceDate.getTime() - 900 * 86_400_000);
  const ids = await bulkInsert(
    ctx.db,
    "sites",
    {
      name: "text",
      language_code: "text",
      slug: "text",
      is_active: "boolean",
      properties: "jsonb",
      created_at: "timestamptz",
      updated_at: "timestamptz",
    },
    SITES.map((s) => ({
      name: s.name,
      language_code: s.languageCode,
      slug: s.slug,
      is_active: s.isActive,
      properties: {
        design: { theme: "classic", primaryColor: "#1f3a5f", logoIdentifier: "cms/logo.svg", faviconIdentifier: "cms/favicon.png" },
        seo: {
          title: `${BRAND_NAME} – ${s.name}`,
          titleSuffix: ` | ${BRAND_NAME}`,
          description: `Handcrafted beds from ${BRAND_NAME}.`,
          noIndex: !s.isActive,
        },
      },
      created_at: created,
      updated_at: created,
    })),
    { returning: true },
  );
  return SITES.map((s, i) => ({ id: ids[i]!, languageCode: s.languageCode, name: s.name }));
}
