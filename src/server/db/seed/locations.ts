import { bulkInsert } from "./batch.ts";
import { streetAddress, type SeedContext } from "./context.ts";
import type { CountryIds } from "./countries.ts";
import { areaContaining, type AreaInfo } from "./geographic-areas.ts";
import { BRAND_NAME, BRAND_STORE_TYPE, DEMO_DOMAIN, MARKETS, OTHER_MARKETS, type Market } from "./markets.ts";
import { OPENING_HOURS_INFO, isClosedAllWeek, randomWeeklyHours, shortenedHours } from "./opening-hours.ts";
import { isTownLike, progressCounter, type ZipInfo } from "./postal-codes.ts";
import { DAY_MS, slugify, type Random } from "./random.ts";
import { MIN_ZIPS_FOR_A_STORE } from "./town-names.ts";
import type { WeeklyOpeningHours } from "../schema.ts";

/** A seeded company location with what routing and later steps need. */
export interface LocationInfo {
  id: number;
  name: string;
  countryCode: string;
  email: string;
  type: string | null;
  active: boolean;
  acceptsCatalogRequests: boolean;
  latitude: number;
  longitude: number;
  city: string;
  /** The zip code the store sits in (markets with postal-code data only). */
  zip: ZipInfo | null;
}

/** Retailer names per market, for shop-in-shops and independent resellers. */
export const RETAILERS: Record<string, readonly string[]> = {
  SE: ["Sängkompaniet", "Sovstudion", "Bäddhuset", "Nordiska Sängar", "Möbelform", "Sömnbutiken", "Hemma Interiör"],
  DE: ["Bettenhaus", "Schlafwelt", "Betten Studio", "Traumraum", "Wohnwerk", "Schlafkultur", "Möbel Atelier"],
  NL: ["Slaapcentrum", "Beddenhuis", "Droomland Bedden", "Wonen & Slapen", "Slaapkamer Studio", "Het Bedpaleis"],
  NO: ["Sengesenteret", "Søvnhuset", "Drømmeland", "Møbelhuset", "Sengestudio", "Nordisk Søvn"],
  DK: ["Sengespecialisten", "Søvnhuset", "Drømmeseng", "Møbelgalleriet", "Sengeland", "Soveværelset"],
  FI: ["Unikulma", "Sänkytalo", "Uniaitta", "Huonekalutalo", "Unelmasänky", "Makuuhuone"],
  other: ["Bed Studio", "Sleep Gallery", "The Bedroom Company", "Dream House", "Maison du Sommeil"],
};

export interface LocalityPicker {
  localities: { name: string; zips: ZipInfo[] }[];
  weights: [number, number][];
}

/**
 * Towns (of one country) weighted by how many zip codes they have (capped): cities get most
 * stores, villages few, and places with too few codes to be a town none (town-names.ts).
 */
export function localityPicker(zips: readonly ZipInfo[]): LocalityPicker {
  const byLocality = new Map<string, ZipInfo[]>();
  for (const z of zips) {
    if (!isTownLike(z)) continue;
    const list = byLocality.get(z.locality) ?? [];
    list.push(z);
    byLocality.set(z.locality, list);
  }
  const fewest = (countryCode: string) => MIN_ZIPS_FOR_A_STORE[countryCode] ?? 1;
  const localities = [...byLocality.entries()]
    .filter(([, list]) => list.length >= fewest(list[0]!.countryCode))
    .map(([name, list]) => ({ name, zips: list }));
  return { localities, weights: localities.map((l, i) => [i, Math.pow(Math.min(l.zips.length, 400), 1.3)]) };
}

export interface LocationDraft {
  info: Omit<LocationInfo, "id">;
  row: Record<string, unknown>;
  schemas: { name: string; active: boolean; openingHours: WeeklyOpeningHours }[];
}

/**
 * Drafts company locations at real places. The first drafts are the fixed stores of the other
 * key markets (routed at country level); the rest go to the six postal-code markets by weight.
 */
export function draftLocations(
  ctx: SeedContext,
  random: Random,
  countryIds: CountryIds,
  zips: readonly ZipInfo[],
  areas: readonly AreaInfo[],
  count: number,
  usedNames: Set<string>,
  includeOtherMarkets: boolean,
): LocationDraft[] {
  const pickers = new Map(MARKETS.map((m) => [m.code, localityPicker(zips.filter((z) => z.countryCode === m.code))]));
  const drafts: LocationDraft[] = [];
  const others = includeOtherMarkets ? OTHER_MARKETS.flatMap((m) => m.stores.map((s) => ({ market: m, store: s }))) : [];
  for (let i = 0; i < count; i++) {
    const other = others[i];
    let countryCode: string;
    let zip: ZipInfo | null = null;
    let city: string;
    let zipCode: string;
    let latitude: number;
    let longitude: number;
    if (other) {
      countryCode = other.market.code;
      city = other.store.city;
      zipCode = other.store.zip;
      latitude = other.store.latitude;
      longitude = other.store.longitude;
    } else {
      const market: Market = random.weighted(MARKETS.map((m) => [m, m.weight] as const));
      countryCode = market.code;
      const picker = pickers.get(market.code)!;
      const locality = picker.localities[random.weighted(picker.weights)]!;
      zip = random.pick(locality.zips);
      city = zip.locality;
      zipCode = zip.zipCode;
      latitude = round(zip.latitude + random.float(-0.004, 0.004), 6);
      longitude = round(zip.longitude + random.float(-0.006, 0.006), 6);
    }
    const type = other
      ? BRAND_STORE_TYPE
      : random.weighted([
          [BRAND_STORE_TYPE, 25],
          ["shop_in_shop", 45],
          [null, 30],
        ] as const);
    const retailers = RETAILERS[countryCode] ?? RETAILERS.other!;
    let name = type === BRAND_STORE_TYPE ? `${BRAND_NAME} Store ${city}` : `${random.pick(retailers)} ${city}`;
    const pool = ctx.people(countryCode);
    const street = streetAddress(random, pool, countryCode);
    if (usedNames.has(name)) name = `${name} ${street.replace(/\s*\d+\w?$/, "")}`;
    for (let n = 2; usedNames.has(name); n++) name = `${name.replace(/ \d+$/, "")} ${n}`;
    usedNames.add(name);
    const slug = slugify(name);
    const regular = randomWeeklyHours(random);
    const schemas = timeSchemas(random, regular);
    // With an active time schema, the weekly hours are that schema's.
    const activeSchema = schemas.find((t) => t.active);
    const hours = activeSchema?.openingHours ?? regular;
    const active = random.chance(0.92);
    const created = new Date(ctx.referenceDate.getTime() - random.int(30, 2500) * DAY_MS - random.int(0, DAY_MS));
    const info: LocationDraft["info"] = {
      name,
      countryCode,
      email: `${slug}@${DEMO_DOMAIN}`,
      type,
      active,
      acceptsCatalogRequests: active && random.chance(0.9),
      latitude,
      longitude,
      city,
      zip,
    };
    drafts.push({
      info,
      schemas,
      row: {
        name,
        location_type: type,
        phone: random.digits(MARKETS.find((m) => m.code === countryCode)?.landline ?? pool.phone),
        email: info.email,
        website: random.chance(0.45) ? `https://${slug}.${DEMO_DOMAIN}` : null,
        street,
        zip_code: zipCode,
        city,
        country_id: countryIds.get(countryCode),
        latitude,
        longitude,
        full_slug: `${countryCode.toLowerCase()}/${slugify(city)}/${slug}`,
        geographic_area_id: areaContaining(areas, latitude, longitude)?.id ?? null,
        weekly_opening_hours: hours,
        opening_hours_info_text: isClosedAllWeek(hours)
          ? "By appointment only."
          : random.chance(0.2)
            ? random.pick(OPENING_HOURS_INFO)
            : null,
        opening_hours_source: activeSchema ? "timeSchema" : random.chance(0.1) ? "external" : "manual",
        is_vividus_retailer: type !== null && random.chance(0.4),
        show_opening_hours: random.chance(0.9),
        active,
        should_retrieve_catalog_requests: info.acceptsCatalogRequests,
        instagram_url: random.chance(0.3) ? `https://www.instagram.com/${slug.replace(/-/g, "")}` : null,
        customer_number: random.chance(0.75) ? String(random.int(100000, 999999)) : null,
        created_at: created,
        updated_at: new Date(created.getTime() + random.int(0, 20) * DAY_MS),
      },
    });
  }
  return drafts;
}

const LOCATION_COLUMNS = {
  name: "text",
  location_type: "text",
  phone: "text",
  email: "text",
  website: "text",
  street: "text",
  zip_code: "text",
  city: "text",
  country_id: "bigint",
  latitude: "float8",
  longitude: "float8",
  full_slug: "text",
  geographic_area_id: "bigint",
  weekly_opening_hours: "jsonb",
  opening_hours_info_text: "text",
  opening_hours_source: "text",
  is_vividus_retailer: "boolean",
  show_opening_hours: "boolean",
  active: "boolean",
  should_retrieve_catalog_requests: "boolean",
  instagram_url: "text",
  customer_number: "text",
  created_at: "timestamptz",
  updated_at: "timestamptz",
};

/** Inserts drafted locations with time schemas and deviations for some of them. */
export async function insertLocations(ctx: SeedContext, random: Random, drafts: readonly LocationDraft[]): Promise<LocationInfo[]> {
  const ids = await bulkInsert(
    ctx.db,
    "company_locations",
    LOCATION_COLUMNS,
    drafts.map((d) => d.row),
    {
      returning: true,
      batchSize: 1000,
      onBatch: progressCounter(ctx, "company locations", drafts.length),
    },
  );
  const locations = drafts.map((d, i) => ({ ...d.info, id: ids[i]! }));

  const schemas: Record<string, unknown>[] = [];
  const deviations: Record<string, unknown>[] = [];
  const year = ctx.referenceDate.getUTCFullYear();
  drafts.forEach((draft, i) => {
    const id = ids[i]!;
    for (const t of draft.schemas) schemas.push({ location_id: id, name: t.name, active: t.active, opening_hours: t.openingHours });
    if (random.chance(0.4)) {
      const holidays: [string, string | null, string | null][] = [
        [`${year}-12-24`, null, null],
        [`${year}-12-26`, "11:00", "15:00"],
        [`${year}-12-31`, "10:00", "14:00"],
        [`${year + 1}-01-01`, null, null],
        [`${year}-01-06`, null, null],
      ];
      const shortDay = isoDate(new Date(ctx.referenceDate.getTime() + random.int(-60, 60) * DAY_MS));
      // A date is either closed or has its hours, never both: the short day skips a holiday's date.
      const candidates = holidays.some(([date]) => date === shortDay)
        ? holidays
        : [...holidays, [shortDay, "12:00", "16:00"] as [string, string, string]];
      for (const [date, opening, closing] of random.sample(candidates, random.int(1, 4))) {
        deviations.push({ location_id: id, date, opening, closing });
      }
    }
  });
  await bulkInsert(
    ctx.db,
    "location_time_schemas",
    { location_id: "bigint", name: "text", active: "boolean", opening_hours: "jsonb" },
    schemas,
  );
  await bulkInsert(
    ctx.db,
    "location_opening_hour_deviations",
    { location_id: "bigint", date: "date", opening: "text", closing: "text" },
    deviations,
  );
  return locations;
}

/** Named variants of a store's hours for about a third of the stores; at most one active. */
function timeSchemas(random: Random, regular: WeeklyOpeningHours): LocationDraft["schemas"] {
  if (isClosedAllWeek(regular) || !random.chance(0.3)) return [];
  const activeIndex = random.int(-1, 1);
  const variants: [string, WeeklyOpeningHours][] = [
    ["Standard", regular],
    ["Summer", shortenedHours(regular, "16:00")],
    ["Christmas", shortenedHours(regular, "15:00")],
  ];
  return random.sample(variants, random.int(1, 3)).map(([name, openingHours], k) => ({ name, active: k === activeIndex, openingHours }));
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function round(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}
