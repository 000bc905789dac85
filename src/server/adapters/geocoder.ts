import { sql } from "kysely";
import type { Database } from "../db/database.ts";

/**
 * Geocoder adapter (DESIGN.md section 3): coordinates for a location's address.
 * Embedded default: our postal-code table (zip code, then place name, then zip-code area, then
 * region, then country), saying how precise its answer is. With GEOCODER_URL set, an HTTP
 * geocoder speaking the Nominatim search API is asked first and the table is the fallback.
 * Statuses follow the maps service the spec's messages come from: the client shows 'No results
 * found for the address' for ZERO_RESULTS and 'Geocode was not successful for the following
 * reason: {status}' for the others.
 */

export interface GeocodeQuery {
  street?: string | null;
  zipCode?: string | null;
  city?: string | null;
  /** ISO 3166-1 alpha-2 code. */
  countryCode: string;
}

export type GeocodeStatus = "OK" | "ZERO_RESULTS" | "OVER_QUERY_LIMIT" | "REQUEST_DENIED" | "UNKNOWN_ERROR";
/** How precise a result is, from most to least. */
export type GeocodePrecision = "address" | "street" | "zipCode" | "zipCodeArea" | "locality" | "region" | "country";

export interface GeocodeResult {
  latitude: number;
  longitude: number;
  precision: GeocodePrecision;
  /** What was found, e.g. "114 55 Stockholm, Sweden". */
  label: string;
  source: "postalCodes" | "http";
}

export interface GeocodeAnswer {
  status: GeocodeStatus;
  results: GeocodeResult[];
}

export interface Geocoder {
  geocode(query: GeocodeQuery): Promise<GeocodeAnswer>;
}

export function createGeocoder(options: { geocoderUrl?: string; database: Database }): Geocoder {
  const table = new PostalCodeGeocoder(options.database);
  return options.geocoderUrl ? new HttpGeocoder(options.geocoderUrl, table, options.database) : table;
}

const ZERO_RESULTS: GeocodeAnswer = { status: "ZERO_RESULTS", results: [] };

/** Zip code with spaces removed, upper-case ("114 55" and "11455" are one code). */
export function normaliseZip(zip: string): string {
  return zip.replace(/\s+/g, "").toUpperCase();
}

/** The embedded default: the zip_codes and regions tables (GeoNames postal codes). */
export class PostalCodeGeocoder implements Geocoder {
  constructor(private readonly database: Database) {}

  async geocode(query: GeocodeQuery): Promise<GeocodeAnswer> {
    const db = this.database.db;
    const country = await db.selectFrom("countries").select(["id", "name"]).where("code", "=", query.countryCode).executeTakeFirst();
    if (!country) return ZERO_RESULTS;
    const zip = query.zipCode ? normaliseZip(query.zipCode) : "";
    const city = query.city?.trim() ?? "";
    const found =
      (zip && (await this.byZipCode(country.id, zip))) ||
      (city && (await this.byLocality(country.id, city))) ||
      (zip.length >= 3 && (await this.byZipArea(country.id, zip))) ||
      (city && (await this.byRegion(country.id, city))) ||
      (await this.centreOfCountry(country.id));
    if (!found) return ZERO_RESULTS;
    const label = [found.label, country.name].filter(Boolean).join(", ");
    return {
      status: "OK",
      results: [
        { latitude: round(found.latitude), longitude: round(found.longitude), precision: found.precision, label, source: "postalCodes" },
      ],
    };
  }

  /** The zip code itself, or the longest stored code the input starts with (NL stores 1012 for 1012 AB). */
  private async byZipCode(countryId: number, zip: string): Promise<Found | undefined> {
    const stored = sql<string>`replace(upper(zip_code), ' ', '')`;
    const row = await this.database.db
      .selectFrom("zip_codes")
      .select(["zip_code", "locality", "latitude", "longitude"])
      .where("country_id", "=", countryId)
      .where("latitude", "is not", null)
      // The first character narrows through zip_codes_prefix_idx before the normalised comparison.
      .where("zip_code", "like", `${escapeLike(zip[0]!)}%`)
      .where((eb) =>
        eb.or([
          eb(stored, "=", zip),
          eb.and([eb(sql`length(${stored})`, ">=", 4), eb(sql<string>`${zip}::text`, "like", sql<string>`${stored} || '%'`)]),
        ]),
      )
      .orderBy(sql`length(zip_code)`, "desc")
      .limit(1)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      latitude: row.latitude!,
      longitude: row.longitude!,
      precision: "zipCode",
      label: [row.zip_code, row.locality].filter(Boolean).join(" "),
    };
  }

  /** The middle of the place's zip codes (locality or suburb, any case). */
  private async byLocality(countryId: number, city: string): Promise<Found | undefined> {
    const row = await this.database.db
      .selectFrom("zip_codes")
      .select([
        sql<number | null>`avg(latitude)`.as("latitude"),
        sql<number | null>`avg(longitude)`.as("longitude"),
        sql<string | null>`min(locality)`.as("locality"),
      ])
      .where("country_id", "=", countryId)
      .where("latitude", "is not", null)
      .where((eb) => eb.or([eb(sql`lower(locality)`, "=", city.toLowerCase()), eb(sql`lower(suburb)`, "=", city.toLowerCase())]))
      .executeTakeFirst();
    return located(row, "locality", row?.locality ?? city);
  }

  /** An unknown zip code: the middle of the codes sharing its longest known prefix (at least 2 characters). */
  private async byZipArea(countryId: number, zip: string): Promise<Found | undefined> {
    for (let length = zip.length - 1; length >= 2; length--) {
      const prefix = zip.slice(0, length);
      const row = await this.database.db
        .selectFrom("zip_codes")
        .select([sql<number | null>`avg(latitude)`.as("latitude"), sql<number | null>`avg(longitude)`.as("longitude")])
        .where("country_id", "=", countryId)
        .where("latitude", "is not", null)
        .where("zip_code", "like", `${escapeLike(zip[0]!)}%`)
        .where(sql`replace(upper(zip_code), ' ', '')`, "like", `${escapeLike(prefix)}%`)
        .executeTakeFirst();
      const found = located(row, "zipCodeArea", `${prefix}…`);
      if (found) return found;
    }
    return undefined;
  }

  /** A region named like the city field (a county or state typed as the place). */
  private async byRegion(countryId: number, name: string): Promise<Found | undefined> {
    const region = await this.database.db
      .selectFrom("regions")
      .select(["id", "name", "level", "min_lat", "max_lat", "min_lng", "max_lng"])
      .where("country_id", "=", countryId)
      .where(sql`lower(name)`, "=", name.toLowerCase())
      .orderBy("level")
      .limit(1)
      .executeTakeFirst();
    if (!region) return undefined;
    if (region.min_lat !== null && region.max_lat !== null && region.min_lng !== null && region.max_lng !== null) {
      return {
        latitude: (region.min_lat + region.max_lat) / 2,
        longitude: (region.min_lng + region.max_lng) / 2,
        precision: "region",
        label: region.name,
      };
    }
    const column = region.level === 1 ? "region1_id" : region.level === 2 ? "region2_id" : "region3_id";
    const row = await this.database.db
      .selectFrom("zip_codes")
      .select([sql<number | null>`avg(latitude)`.as("latitude"), sql<number | null>`avg(longitude)`.as("longitude")])
      .where(column, "=", region.id)
      .executeTakeFirst();
    return located(row, "region", region.name);
  }

  /** The middle of the country's zip codes; countries without postal-code data have none. */
  private async centreOfCountry(countryId: number): Promise<Found | undefined> {
    const row = await this.database.db
      .selectFrom("zip_codes")
      .select([sql<number | null>`avg(latitude)`.as("latitude"), sql<number | null>`avg(longitude)`.as("longitude")])
      .where("country_id", "=", countryId)
      .executeTakeFirst();
    return located(row, "country", "");
  }
}

interface Found {
  latitude: number;
  longitude: number;
  precision: GeocodePrecision;
  label: string;
}

function located(
  row: { latitude: number | string | null; longitude: number | string | null } | undefined,
  precision: GeocodePrecision,
  label: string,
): Found | undefined {
  if (!row || row.latitude === null || row.longitude === null) return undefined;
  return { latitude: Number(row.latitude), longitude: Number(row.longitude), precision, label };
}

function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}

/** How long the HTTP geocoder may take before the table answers instead. */
const HTTP_TIMEOUT_MS = 5000;

/**
 * An HTTP geocoder with the Nominatim search API (OpenStreetMap's Nominatim, or a compatible
 * service such as LocationIQ; a key goes in the URL's query). Asked first; when it finds nothing
 * or fails, the postal-code table answers. A failure with no table result is reported by status.
 */
export class HttpGeocoder implements Geocoder {
  constructor(
    private readonly url: string,
    private readonly fallback: Geocoder,
    private readonly database: Database,
    private readonly timeoutMs = HTTP_TIMEOUT_MS,
  ) {}

  async geocode(query: GeocodeQuery): Promise<GeocodeAnswer> {
    const remote = await this.ask(query);
    if (remote.status === "OK") return remote;
    const local = await this.fallback.geocode(query);
    return local.status === "OK" ? local : remote;
  }

  private async ask(query: GeocodeQuery): Promise<GeocodeAnswer> {
    const country = await this.database.db.selectFrom("countries").select("name").where("code", "=", query.countryCode).executeTakeFirst();
    const place = [query.zipCode?.trim(), query.city?.trim()].filter(Boolean).join(" ");
    const text = [query.street?.trim(), place, country?.name ?? query.countryCode].filter(Boolean).join(", ");
    const url = new URL(this.url);
    url.searchParams.set("q", text);
    url.searchParams.set("format", "jsonv2");
    url.searchParams.set("limit", "1");
    url.searchParams.set("countrycodes", query.countryCode.toLowerCase());
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: "application/json", "accept-language": "en", "user-agent": "bed-backoffice geocoder (staff back-office)" },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch {
      return { status: "UNKNOWN_ERROR", results: [] };
    }
    if (response.status === 429) return { status: "OVER_QUERY_LIMIT", results: [] };
    if (response.status === 401 || response.status === 403) return { status: "REQUEST_DENIED", results: [] };
    if (!response.ok) return { status: "UNKNOWN_ERROR", results: [] };
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return { status: "UNKNOWN_ERROR", results: [] };
    }
    if (!Array.isArray(body)) return { status: "UNKNOWN_ERROR", results: [] };
    const results = body.flatMap((hit): GeocodeResult[] => {
      const latitude = Number(hit?.lat);
      const longitude = Number(hit?.lon);
      if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return [];
      return [{ latitude, longitude, precision: precisionOf(hit), label: String(hit.display_name ?? text), source: "http" }];
    });
    return results.length > 0 ? { status: "OK", results } : ZERO_RESULTS;
  }
}

/** Nominatim's place_rank (4 country ... 30 building) as our precision. */
function precisionOf(hit: { place_rank?: unknown; type?: unknown; addresstype?: unknown }): GeocodePrecision {
  if (hit.type === "postcode" || hit.addresstype === "postcode") return "zipCode";
  const rank = Number(hit.place_rank);
  if (!Number.isFinite(rank)) return "address";
  if (rank >= 28) return "address";
  if (rank >= 26) return "street";
  if (rank >= 13) return "locality";
  if (rank >= 5) return "region";
  return "country";
}
