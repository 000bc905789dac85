import { toDeviationDrafts, toDeviations, type DeviationDraft } from "./deviations.ts";
import type { CompanyLocation, CompanyLocationInput, LocationType, OpeningHoursWeek, TimeSchema } from "./locationTypes.ts";
import { copyWeek, emptyWeek } from "./openingHours.ts";

/** The address part of the form: every input as typed (coordinates too, so half-typed numbers survive). */
export interface AddressDraft {
  street: string;
  zipCode: string;
  city: string;
  city2: string;
  countryCode: string;
  latitude: string;
  longitude: string;
}

/** The location dialog's form. */
export interface LocationDraft {
  id: number | null;
  /** Concurrency token of the last read; null for a new location. */
  updatedAt: string | null;
  name: string;
  locationType: LocationType;
  phone: string;
  email: string;
  website: string;
  instagramUrl: string;
  customerNumber: string;
  active: boolean;
  shouldRetrieveCatalogRequests: boolean;
  isVividusRetailer: boolean;
  showOpeningHours: boolean;
  /** New locations only: the e-mail becomes the location's manager. */
  createManager: boolean;
  address: AddressDraft;
  geographicAreaId: number | null;
  weeklyOpeningHours: OpeningHoursWeek;
  timeSchemas: TimeSchema[];
  deviations: DeviationDraft[];
  openingHoursInfoText: string;
  openingHoursSource: CompanyLocation["openingHoursSource"];
}

/** A new location (spec section 9: showOpeningHours and shouldRetrieveCatalogRequests start true). */
export function emptyLocationDraft(countryCode = ""): LocationDraft {
  return {
    id: null,
    updatedAt: null,
    name: "",
    locationType: null,
    phone: "",
    email: "",
    website: "",
    instagramUrl: "",
    customerNumber: "",
    active: true,
    shouldRetrieveCatalogRequests: true,
    isVividusRetailer: false,
    showOpeningHours: true,
    createManager: false,
    address: { street: "", zipCode: "", city: "", city2: "", countryCode, latitude: "", longitude: "" },
    geographicAreaId: null,
    weeklyOpeningHours: emptyWeek(),
    timeSchemas: [],
    deviations: [],
    openingHoursInfoText: "",
    openingHoursSource: "manual",
  };
}

const text = (value: string | null | undefined) => value ?? "";
const coordinate = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));

export function draftFromLocation(location: CompanyLocation): LocationDraft {
  const { address } = location;
  return {
    id: location.id,
    updatedAt: location.updatedAt,
    name: location.name,
    locationType: location.locationType,
    phone: text(location.phone),
    email: text(location.email),
    website: text(location.website),
    instagramUrl: text(location.instagramUrl),
    customerNumber: text(location.customerNumber),
    active: location.active,
    shouldRetrieveCatalogRequests: location.shouldRetrieveCatalogRequests,
    isVividusRetailer: location.isVividusRetailer,
    showOpeningHours: location.showOpeningHours,
    createManager: false,
    address: {
      street: text(address.street),
      zipCode: text(address.zipCode),
      city: text(address.city),
      city2: text(address.city2),
      countryCode: address.country?.code ?? "",
      latitude: coordinate(address.latitude),
      longitude: coordinate(address.longitude),
    },
    geographicAreaId: location.geographicArea?.id ?? null,
    weeklyOpeningHours: copyWeek(location.weeklyOpeningHours),
    timeSchemas: location.timeSchemas.map((schema) => ({ ...schema, openingHours: copyWeek(schema.openingHours) })),
    deviations: toDeviationDrafts(location.openingHourDeviations),
    openingHoursInfoText: text(location.openingHoursInfoText),
    openingHoursSource: location.openingHoursSource ?? "manual",
  };
}

const orNull = (value: string) => (value.trim() === "" ? null : value.trim());
const numberOrNull = (value: string) => (value.trim() === "" ? null : Number(value.trim().replace(",", ".")));

/** The body of create or update; empty texts are sent as null. */
export function toLocationInput(draft: LocationDraft): CompanyLocationInput {
  const { address } = draft;
  return {
    id: draft.id,
    updatedAt: draft.updatedAt,
    name: draft.name.trim(),
    locationType: draft.locationType,
    phone: orNull(draft.phone),
    email: orNull(draft.email),
    website: orNull(draft.website),
    instagramUrl: orNull(draft.instagramUrl),
    customerNumber: orNull(draft.customerNumber),
    active: draft.active,
    shouldRetrieveCatalogRequests: draft.shouldRetrieveCatalogRequests,
    isVividusRetailer: draft.isVividusRetailer,
    showOpeningHours: draft.showOpeningHours,
    // Create only; the server ignores it on update.
    createManager: draft.id === null && draft.createManager,
    address: {
      street: orNull(address.street),
      zipCode: orNull(address.zipCode),
      city: orNull(address.city),
      city2: orNull(address.city2),
      country: address.countryCode ? { code: address.countryCode } : null,
      latitude: numberOrNull(address.latitude),
      longitude: numberOrNull(address.longitude),
    },
    geographicArea: draft.geographicAreaId === null ? null : { id: draft.geographicAreaId },
    weeklyOpeningHours: draft.weeklyOpeningHours,
    timeSchemas: draft.timeSchemas.map((schema) => ({ ...schema, name: schema.name.trim() })),
    openingHourDeviations: toDeviations(draft.deviations),
    openingHoursInfoText: orNull(draft.openingHoursInfoText),
    openingHoursSource: draft.openingHoursSource,
  };
}

/** A coordinate typed in the form, or undefined when it is not a number within the bound. */
export function parseCoordinate(value: string, bound: 90 | 180): number | undefined {
  if (value.trim() === "") return undefined;
  const number = numberOrNull(value);
  return number !== null && Number.isFinite(number) && Math.abs(number) <= bound ? number : undefined;
}
