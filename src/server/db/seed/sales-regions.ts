import { sql } from "kysely";
import { bulkInsert } from "./batch.ts";
import type { SeedContext } from "./context.ts";
import type { CountryIds } from "./countries.ts";
import type { LocationInfo } from "./locations.ts";
import { BRAND_STORE_TYPE, DEMO_DOMAIN, MARKETS, OTHER_MARKETS } from "./markets.ts";
import type { ZipInfo } from "./postal-codes.ts";
import type { Random } from "./random.ts";
import { chooseRoute, matchRoutingRules, type RoutingCandidates } from "../../domain/catalog-routing.ts";
import type { CatalogMatchType, HandlerAreaType } from "../schema.ts";

export interface RouteMatch {
  matchType: Exclude<CatalogMatchType, "manual">;
  location: LocationInfo | null;
  email: string;
}

/** The handler assignments of the demo, kept in memory to route the seeded catalog requests. */
export interface SalesRegions {
  countryHandlers: Map<string, LocationInfo[]>;
  regionHandlers: Map<number, { location: LocationInfo; areaType: HandlerAreaType }[]>;
  zipHandlers: Map<number, LocationInfo[]>;
  fallbackEmails: Map<string, string>;
}

/**
 * Assigns handlers so that routing has work at every level: a flagship per country, contract
 * and working areas on regions of all three levels, and zip codes around some stores. The six
 * postal-code markets get specific sales regions and a fallback e-mail.
 */
export async function seedSalesRegions(
  ctx: SeedContext,
  random: Random,
  countryIds: CountryIds,
  zips: readonly ZipInfo[],
  locations: readonly LocationInfo[],
): Promise<SalesRegions> {
  const routable = locations.filter((l) => l.acceptsCatalogRequests);
  const result: SalesRegions = { countryHandlers: new Map(), regionHandlers: new Map(), zipHandlers: new Map(), fallbackEmails: new Map() };

  // Country level: brand stores first (flagships), at most two. Denmark and Finland have none,
  // so that what no region catches there goes to the fallback e-mail.
  for (const code of [...MARKETS.map((m) => m.code), ...OTHER_MARKETS.map((m) => m.code)]) {
    if (code === "DK" || code === "FI") continue;
    const inCountry = routable.filter((l) => l.countryCode === code);
    const flagships = [...inCountry.filter((l) => l.type === BRAND_STORE_TYPE), ...inCountry.filter((l) => l.type !== BRAND_STORE_TYPE)];
    if (flagships.length > 0) result.countryHandlers.set(code, flagships.slice(0, random.int(1, 2)));
  }

  // Region levels: a store inside the region handles it (contract area), sometimes a second one
  // from the same region as working area.
  const byRegion = new Map<number, LocationInfo[]>();
  for (const l of routable) {
    for (const regionId of l.zip?.regionIds ?? []) {
      if (regionId === null) continue;
      const list = byRegion.get(regionId) ?? [];
      list.push(l);
      byRegion.set(regionId, list);
    }
  }
  const levelOf = new Map<number, number>();
  for (const z of zips) z.regionIds.forEach((id, i) => id !== null && levelOf.set(id, i + 1));
  for (const [regionId, inside] of byRegion) {
    const level = levelOf.get(regionId)!;
    const share = level === 1 ? 0.8 : level === 2 ? 0.45 : 0.3;
    if (!random.chance(share)) continue;
    const chosen = random.sample(inside, random.chance(0.25) ? 2 : 1);
    const firstType: HandlerAreaType = random.chance(level === 1 ? 0.85 : 0.65) ? "contractArea" : "workingArea";
    result.regionHandlers.set(
      regionId,
      chosen.map((location, k) => ({ location, areaType: k === 0 ? firstType : "workingArea" })),
    );
  }

  // Zip codes: the store's own code and its nearest neighbours, for about a third of the stores.
  const zipsByCountry = new Map<string, ZipInfo[]>();
  for (const z of zips) {
    const list = zipsByCountry.get(z.countryCode) ?? [];
    list.push(z);
    zipsByCountry.set(z.countryCode, list);
  }
  for (const l of routable) {
    if (!l.zip || !random.chance(0.3)) continue;
    const nearest = nearestZips(zipsByCountry.get(l.countryCode)!, l.latitude, l.longitude, random.int(3, 12));
    for (const z of nearest) {
      const list = result.zipHandlers.get(z.id) ?? [];
      if (!list.includes(l)) list.push(l);
      result.zipHandlers.set(z.id, list);
    }
  }

  for (const m of MARKETS) result.fallbackEmails.set(m.code, `catalog.${m.code.toLowerCase()}@${DEMO_DOMAIN}`);

  const created = (r: Random) => new Date(ctx.referenceDate.getTime() - r.int(1, 700) * 86_400_000);
  await bulkInsert(
    ctx.db,
    "country_handlers",
    { country_id: "bigint", location_id: "bigint", created_at: "timestamptz" },
    [...result.countryHandlers].flatMap(([code, list]) =>
      list.map((l) => ({ country_id: countryIds.get(code), location_id: l.id, created_at: created(random) })),
    ),
  );
  await bulkInsert(
    ctx.db,
    "region_handlers",
    { region_id: "bigint", location_id: "bigint", area_type: "text", created_at: "timestamptz" },
    [...result.regionHandlers].flatMap(([regionId, list]) =>
      list.map((h) => ({ region_id: regionId, location_id: h.location.id, area_type: h.areaType, created_at: created(random) })),
    ),
  );
  await bulkInsert(
    ctx.db,
    "zip_code_handlers",
    { zip_code_id: "bigint", location_id: "bigint", created_at: "timestamptz" },
    [...result.zipHandlers].flatMap(([zipId, list]) =>
      list.map((l) => ({ zip_code_id: zipId, location_id: l.id, created_at: created(random) })),
    ),
  );

  // The region flag mirrors its handlers: a working area when a working-area handler is on it.
  await sql`update regions set working_area = true
    where id in (select region_id from region_handlers where area_type = 'workingArea')`.execute(ctx.db);
  for (const m of MARKETS) {
    await ctx.db
      .updateTable("countries")
      .set({ have_specific_sales_regions: true, catalog_fallback_email: result.fallbackEmails.get(m.code)! })
      .where("code", "=", m.code)
      .execute();
  }
  // Austria is served by its one store until it gets regions of its own.
  await ctx.db.updateTable("countries").set({ handlers_are_temporary: true }).where("code", "=", "AT").execute();
  return result;
}

/**
 * Routes a seeded request with the product's own rules (domain/catalog-routing.ts), so that the
 * demo data shows what the dispatcher would have done: the best rule that has an e-mail address.
 * Null when nothing matches.
 */
export function routeCatalogRequest(regions: SalesRegions, countryCode: string, zip: ZipInfo | null): RouteMatch | null {
  const rule = chooseRoute(matchRoutingRules(routingCandidates(regions, countryCode, zip)));
  // chooseRoute only picks rules with an address.
  return rule && { matchType: rule.matchType, location: rule.location, email: rule.email! };
}

/**
 * What routes/catalog/routing-candidates.ts loads from the database, taken from the seed's
 * handlers in memory. Without a known zip code there is no region chain: only the postal-code
 * markets have regions, and their people get real zip codes. Seeded zip codes are never flagged
 * as working area.
 */
function routingCandidates(regions: SalesRegions, countryCode: string, zip: ZipInfo | null): RoutingCandidates<LocationInfo> {
  // The zip code's regions, most specific first.
  const regionChain = ([3, 2, 1] as const).flatMap((level) => {
    const id = zip?.regionIds[level - 1] ?? null;
    return id === null ? [] : [{ level, handlers: regions.regionHandlers.get(id) ?? [] }];
  });
  return {
    zipCode: zip ? { areaType: "contractArea", handlers: regions.zipHandlers.get(zip.id) ?? [] } : null,
    regionChain,
    countryHandlers: regions.countryHandlers.get(countryCode) ?? [],
    fallbackEmail: regions.fallbackEmails.get(countryCode) ?? null,
  };
}

/** Loads the handler assignments of an already seeded database (for appending rows). */
export async function loadSalesRegions(ctx: SeedContext, locations: readonly LocationInfo[]): Promise<SalesRegions> {
  const db = ctx.db;
  const byId = new Map(locations.map((l) => [l.id, l]));
  const routable = (id: number) => {
    const l = byId.get(id);
    return l && l.acceptsCatalogRequests ? l : undefined;
  };
  const result: SalesRegions = { countryHandlers: new Map(), regionHandlers: new Map(), zipHandlers: new Map(), fallbackEmails: new Map() };
  for (const r of await db
    .selectFrom("country_handlers as h")
    .innerJoin("countries as c", "c.id", "h.country_id")
    .select(["c.code", "h.location_id"])
    .orderBy("h.location_id")
    .execute()) {
    const l = routable(r.location_id);
    if (l) result.countryHandlers.set(r.code.trim(), [...(result.countryHandlers.get(r.code.trim()) ?? []), l]);
  }
  for (const r of await db.selectFrom("region_handlers").selectAll().orderBy("location_id").execute()) {
    const l = routable(r.location_id);
    if (l)
      result.regionHandlers.set(r.region_id, [...(result.regionHandlers.get(r.region_id) ?? []), { location: l, areaType: r.area_type }]);
  }
  for (const r of await db.selectFrom("zip_code_handlers").selectAll().orderBy("location_id").execute()) {
    const l = routable(r.location_id);
    if (l) result.zipHandlers.set(r.zip_code_id, [...(result.zipHandlers.get(r.zip_code_id) ?? []), l]);
  }
  for (const r of await db
    .selectFrom("countries")
    .select(["code", "catalog_fallback_email"])
    .where("catalog_fallback_email", "is not", null)
    .execute()) {
    result.fallbackEmails.set(r.code.trim(), r.catalog_fallback_email!);
  }
  return result;
}

function nearestZips(candidates: readonly ZipInfo[], latitude: number, longitude: number, n: number): ZipInfo[] {
  const scale = Math.cos((latitude * Math.PI) / 180);
  const best: { zip: ZipInfo; d: number }[] = [];
  for (const zip of candidates) {
    const dy = zip.latitude - latitude;
    const dx = (zip.longitude - longitude) * scale;
    const d = dx * dx + dy * dy;
    if (best.length < n || d < best[best.length - 1]!.d) {
      best.push({ zip, d });
      best.sort((a, b) => a.d - b.d);
      if (best.length > n) best.pop();
    }
  }
  return best.map((b) => b.zip);
}
