import type { Row } from "../../db/schema.ts";
// The demo seed's slug rule, so slugs of seeded and saved locations agree.
import { slugify } from "../../db/seed/random.ts";
import type { AnswerOf } from "../types.ts";
import { EMPTY_WEEK, type Deviation, type TimeSchema, type Week } from "../../domain/opening-hours.ts";

export type CompanyLocation = AnswerOf<"getLocation">;
export type LocationSummary = AnswerOf<"listLocationsInCountry">[number];
export type LocationRef = AnswerOf<"searchLocations">[number];

/** The address columns of a location joined with its country. */
type Location = Row<"company_locations">;

export type AddressRow = Pick<Location, "street" | "zip_code" | "city" | "city2" | "country_id" | "latitude" | "longitude"> & {
  country_code: Row<"countries">["code"] | null;
  country_name: Row<"countries">["name"] | null;
};

export type SummaryRow = AddressRow &
  Pick<Location, "id" | "name" | "location_type" | "active" | "should_retrieve_catalog_requests" | "email" | "customer_number">;

/** A company_locations row joined with its country, geographic area and partner page. */
export type LocationRow = SummaryRow &
  Pick<
    Location,
    | "phone"
    | "website"
    | "full_slug"
    | "geographic_area_id"
    | "weekly_opening_hours"
    | "opening_hours_info_text"
    | "opening_hours_source"
    | "is_vividus_retailer"
    | "show_opening_hours"
    | "instagram_url"
    | "partner_page_id"
    | "updated_at"
  > & {
    area_name: Row<"geographic_areas">["name"] | null;
    page_name: Row<"partner_pages">["name"] | null;
    page_hostname: Row<"partner_pages">["hostname"] | null;
  };

/** "Street 1, 12345 City, Country": the parts that exist (also what the geocoder is given). */
export function displayAddress(parts: {
  street?: string | null;
  zipCode?: string | null;
  city?: string | null;
  countryName?: string | null;
}): string {
  const place = [parts.zipCode, parts.city]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(" ");
  return [parts.street?.trim(), place, parts.countryName?.trim()].filter(Boolean).join(", ");
}

/** Public page path: country code / city / name, e.g. se/stockholm/vividus-store-ostermalm. */
export function fullSlugOf(countryCode: string | null, city: string | null, name: string): string {
  return [countryCode?.toLowerCase(), slugify(city ?? ""), slugify(name)].filter(Boolean).join("/");
}

export function toAddress(row: AddressRow): CompanyLocation["address"] {
  return {
    id: null,
    street: row.street,
    zipCode: row.zip_code,
    city: row.city,
    city2: row.city2,
    country: row.country_code ? { id: row.country_id, code: row.country_code, name: row.country_name } : null,
    latitude: row.latitude,
    longitude: row.longitude,
    displayAddress: displayAddress({ street: row.street, zipCode: row.zip_code, city: row.city, countryName: row.country_name }),
  };
}

export function toLocation(row: LocationRow, timeSchemas: TimeSchema[], deviations: Deviation[]): CompanyLocation {
  return {
    id: row.id,
    name: row.name,
    locationType: row.location_type,
    phone: row.phone,
    email: row.email,
    website: row.website,
    address: toAddress(row),
    fullSlug: row.full_slug ?? "",
    geographicArea: row.geographic_area_id === null ? null : { id: row.geographic_area_id, name: row.area_name ?? "" },
    // Stored intervals passed the same checks as the contract on the way in.
    weeklyOpeningHours: { ...EMPTY_WEEK, ...(row.weekly_opening_hours as Week) },
    timeSchemas,
    openingHourDeviations: deviations,
    openingHoursInfoText: row.opening_hours_info_text,
    openingHoursSource: row.opening_hours_source,
    isVividusRetailer: row.is_vividus_retailer,
    showOpeningHours: row.show_opening_hours,
    active: row.active,
    shouldRetrieveCatalogRequests: row.should_retrieve_catalog_requests,
    partnerPage:
      row.partner_page_id === null ? null : { id: row.partner_page_id, name: row.page_name ?? "", hostname: row.page_hostname ?? "" },
    instagramUrl: row.instagram_url,
    customerNumber: row.customer_number,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export function toSummary(row: SummaryRow): LocationSummary {
  return {
    id: row.id,
    name: row.name,
    locationType: row.location_type,
    active: row.active,
    shouldRetrieveCatalogRequests: row.should_retrieve_catalog_requests,
    email: row.email,
    customerNumber: row.customer_number,
    address: toAddress(row),
  };
}

/** A location in brief: the 'handler' shape of choosers and country handlers. */
export function toLocationRef(row: { id: number; name: string } & AddressRow): LocationRef {
  return {
    id: row.id,
    name: row.name,
    address: {
      street: row.street,
      displayAddress: displayAddress({ street: row.street, zipCode: row.zip_code, city: row.city, countryName: row.country_name }),
      country: row.country_code ? { code: row.country_code, name: row.country_name } : null,
    },
  };
}

/** A location joined into another table's rows (catalog requests, bookings) as location_* columns. */
export interface JoinedLocationColumns {
  location_name: Location["name"] | null;
  location_street: Location["street"];
  location_zip_code: Location["zip_code"];
  location_city: Location["city"];
  location_country_code: Row<"countries">["code"] | null;
  location_country_name: Row<"countries">["name"] | null;
}

/** The joined location in brief, or null when the row names none (or it is gone). */
export function toJoinedLocationRef(id: number | null, row: JoinedLocationColumns): LocationRef | null {
  if (id === null) return null;
  return toLocationRef({
    id,
    name: row.location_name ?? "",
    street: row.location_street,
    zip_code: row.location_zip_code,
    city: row.location_city,
    city2: null,
    country_id: null,
    country_code: row.location_country_code,
    country_name: row.location_country_name,
    latitude: null,
    longitude: null,
  });
}
