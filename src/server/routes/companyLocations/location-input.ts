import type { Insertable } from "kysely";
import type { DB, OpeningHoursSource } from "../../db/schema.ts";
import { badRequest, notFound } from "../../http-errors.ts";
import type { BodyOf } from "../types.ts";
import { fullSlugOf } from "./location-mapper.ts";
import type { Db } from "./location-query.ts";
import { checkOpeningHours, EMPTY_WEEK, type OpeningHours } from "../../domain/opening-hours.ts";

type LocationInput = BodyOf<"updateLocation">;
type Values = Omit<Insertable<DB["company_locations"]>, "weekly_opening_hours"> & { weekly_opening_hours?: string };

/** What a save writes: the location's columns and its time schemas and deviations. */
export interface PreparedLocation {
  values: Values;
  hours: OpeningHours;
}

/** The stored columns an update merges the body into (a field the body leaves out keeps its value). */
export interface StoredLocation {
  name: string;
  street: string | null;
  zip_code: string | null;
  city: string | null;
  country_id: number | null;
  latitude: number | null;
  longitude: number | null;
  opening_hours_source: OpeningHoursSource | null;
}

/**
 * Turns a create/update body into column values. Text is trimmed and an empty text stored as
 * null; a field the body leaves out keeps its stored value on update unless the contract gives
 * it a default (the booleans, timeSchemas, openingHourDeviations). Every bad field is reported
 * at once (400); an unknown geographic area is 404 as the contract says.
 */
export async function prepareLocation(db: Db, input: LocationInput, stored?: StoredLocation & { id: number }): Promise<PreparedLocation> {
  const problems: Record<string, string> = {};
  if (stored === undefined && input.id !== undefined && input.id !== null) problems.id = "must be empty for a new location";
  if (stored !== undefined && input.id !== undefined && input.id !== null && input.id !== stored.id)
    problems.id = "must equal the id in the path";
  const name = input.name.trim();
  if (!name) problems.name = "is required";
  // createManager is create-only: the new location's e-mail becomes its manager.
  if (stored === undefined && input.createManager && !textOf(input.email)) problems.email = "is required when createManager is set";

  const address = input.address ?? {};
  let countryId: number | null | undefined;
  let countryCode: string | null = null;
  if (address.country === null) countryId = null;
  else if (address.country !== undefined) {
    const country = await db.selectFrom("countries").select(["id", "code"]).where("code", "=", address.country.code).executeTakeFirst();
    if (!country) problems["address.country.code"] = "is not a known country";
    countryId = country?.id;
    countryCode = country?.code ?? null;
  } else if (stored?.country_id) {
    countryCode = (await db.selectFrom("countries").select("code").where("id", "=", stored.country_id).executeTakeFirst())?.code ?? null;
  }
  const latitude = address.latitude !== undefined ? address.latitude : (stored?.latitude ?? null);
  const longitude = address.longitude !== undefined ? address.longitude : (stored?.longitude ?? null);
  if ((latitude === null) !== (longitude === null))
    problems[latitude === null ? "address.latitude" : "address.longitude"] = "must be given together with the other coordinate";

  const { hours, problems: hourProblems } = checkOpeningHours(input);
  // Hours kept from an active schema that this save deactivates are typed-in hours from now on.
  if (hours.source === undefined && stored?.opening_hours_source === "timeSchema" && !hours.timeSchemas.some((s) => s.active))
    hours.source = "manual";
  Object.assign(problems, hourProblems);
  if (Object.keys(problems).length > 0) throw badRequest(`The location has errors: ${Object.keys(problems).join(", ")}.`, problems);

  if (input.geographicArea) {
    const area = await db.selectFrom("geographic_areas").select("id").where("id", "=", input.geographicArea.id).executeTakeFirst();
    if (!area) throw notFound("Geographic area");
  }

  const street = textOf(address.street);
  const zipCode = textOf(address.zipCode);
  const city = textOf(address.city);
  const weekly = hours.weekly ?? (stored ? undefined : EMPTY_WEEK);
  const values: Values = {
    name,
    ...defined("location_type", input.locationType, stored),
    ...defined("phone", textOf(input.phone), stored),
    ...defined("email", textOf(input.email), stored),
    ...defined("website", textOf(input.website), stored),
    ...defined("street", street, stored),
    ...defined("zip_code", zipCode, stored),
    ...defined("city", city, stored),
    ...defined("city2", textOf(address.city2), stored),
    ...defined("country_id", countryId, stored),
    latitude,
    longitude,
    full_slug: fullSlugOf(countryCode, city !== undefined ? city : (stored?.city ?? null), name),
    ...defined("geographic_area_id", input.geographicArea === undefined ? undefined : (input.geographicArea?.id ?? null), stored),
    ...(weekly ? { weekly_opening_hours: JSON.stringify(weekly) } : {}),
    ...defined("opening_hours_info_text", textOf(input.openingHoursInfoText), stored),
    ...defined("opening_hours_source", hours.source, stored),
    is_vividus_retailer: input.isVividusRetailer ?? false,
    show_opening_hours: input.showOpeningHours ?? true,
    active: input.active ?? true,
    should_retrieve_catalog_requests: input.shouldRetrieveCatalogRequests ?? true,
    ...defined("instagram_url", textOf(input.instagramUrl), stored),
    ...defined("customer_number", textOf(input.customerNumber), stored),
  };
  return { values, hours };
}

/** Trimmed text, null for empty; undefined stays undefined (left out of the body). */
export function textOf(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  return value.trim() || null;
}

/** The column when the body gave a value; on create a left-out field is null. */
function defined<K extends string, V>(column: K, value: V | undefined, stored: unknown): { [P in K]?: V | null } {
  if (value !== undefined) return { [column]: value } as { [P in K]: V };
  return (stored === undefined ? { [column]: null } : {}) as { [P in K]?: V | null };
}
