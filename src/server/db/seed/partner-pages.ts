import { sql } from "kysely";
import { bulkInsert } from "./batch.ts";
import type { SeedContext } from "./context.ts";
import type { LocationInfo } from "./locations.ts";
import { BRAND_STORE_TYPE, DEMO_DOMAIN, MARKETS } from "./markets.ts";
import { DAY_MS, slugify, type Random } from "./random.ts";
import type { SiteInfo } from "./sites.ts";

export interface PartnerPageInfo {
  id: number;
  name: string;
}

/**
 * Partner pages for most brand stores and some shop-in-shops; a page can serve two stores of
 * a town. Each page is the default ('en') page plus versions for its market's site and others.
 */
export async function seedPartnerPages(
  ctx: SeedContext,
  random: Random,
  locations: readonly LocationInfo[],
  sites: readonly SiteInfo[],
): Promise<PartnerPageInfo[]> {
  const candidates = locations.filter(
    (l) => l.active && (l.type === BRAND_STORE_TYPE ? random.chance(0.7) : l.type === "shop_in_shop" && random.chance(0.12)),
  );
  const pages: { name: string; locations: LocationInfo[] }[] = [];
  const taken = new Set<LocationInfo>();
  for (const l of candidates) {
    if (taken.has(l)) continue;
    taken.add(l);
    const page = { name: l.name, locations: [l] };
    const sibling = locations.find((o) => o !== l && !taken.has(o) && o.city === l.city && o.countryCode === l.countryCode && o.active);
    if (sibling && random.chance(0.3)) {
      page.locations.push(sibling);
      taken.add(sibling);
    }
    pages.push(page);
  }
  const hostnames = new Set<string>();
  const ids = await bulkInsert(
    ctx.db,
    "partner_pages",
    { hostname: "text", name: "text", created_at: "timestamptz", updated_at: "timestamptz" },
    pages.map((p) => {
      let hostname = `${slugify(p.name)}.partners.${DEMO_DOMAIN}`;
      for (let i = 2; hostnames.has(hostname); i++) hostname = `${slugify(p.name)}-${i}.partners.${DEMO_DOMAIN}`;
      hostnames.add(hostname);
      const created = new Date(ctx.referenceDate.getTime() - random.int(20, 1200) * DAY_MS);
      return { hostname, name: p.name, created_at: created, updated_at: created };
    }),
    { returning: true },
  );

  const siteByLanguage = new Map(sites.map((s) => [s.languageCode, s]));
  const versions: Record<string, unknown>[] = [];
  pages.forEach((page, i) => {
    const market = MARKETS.find((m) => m.code === page.locations[0]!.countryCode);
    const chosen = new Set<SiteInfo>();
    if (market) chosen.add(siteByLanguage.get(market.language)!);
    for (const s of random.sample(
      sites.filter((s) => s.languageCode !== "en"),
      random.int(0, 2),
    ))
      chosen.add(s);
    for (const site of chosen) versions.push({ partner_page_id: ids[i], site_id: site.id, name: page.name });
  });
  await bulkInsert(ctx.db, "partner_page_versions", { partner_page_id: "bigint", site_id: "bigint", name: "text" }, versions);

  const links = pages.flatMap((p, i) => p.locations.map((l) => ({ page: ids[i]!, location: l.id })));
  await sql`update company_locations c set partner_page_id = l.page
    from json_to_recordset(${JSON.stringify(links)}::json) as l(page bigint, location bigint)
    where c.id = l.location`.execute(ctx.db);
  return pages.map((p, i) => ({ id: ids[i]!, name: p.name }));
}
