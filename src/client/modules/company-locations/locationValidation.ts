import { groupErrorsByKind, type FormError } from "../common/formErrors.ts";
import { deviationProblems } from "./deviations.ts";
import { FIELD_LABEL_KEYS, type LabelledField } from "./fieldLabels.ts";
import { parseCoordinate, type LocationDraft } from "./locationDraft.ts";
import { invalidDays } from "./openingHours.ts";
import { schemaNameProblem } from "./timeSchemas.ts";

/** The tabs of the location dialog, starting on 'information' (spec part 1 section 2). */
export const LOCATION_TABS = ["information", "address", "openingHours", "deviations", "managers", "meetings"] as const;
export type LocationTab = (typeof LOCATION_TABS)[number];

/** Kinds of problems, in the order the summary lists them. */
export const LOCATION_ERROR_KINDS = [
  "required",
  "website",
  "instagram",
  "email",
  "tooLong",
  "coordinates",
  "timeSchemaName",
  "openingHours",
  "deviations",
] as const;
export type LocationErrorKind = (typeof LOCATION_ERROR_KINDS)[number];
export type LocationFormError = FormError<LocationErrorKind, LocationTab>;

/** Website and Instagram: optional; when given they start with http:// or https:// (as the contract's pattern). */
const URL_PATTERN = /^https?:\/\/\S+$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The contract's maximum lengths of the texts the form edits. */
const MAX_LENGTHS: ReadonlyArray<[field: string, label: LabelledField, tab: LocationTab, max: number, read: (d: LocationDraft) => string]> =
  [
    ["name", "name", "information", 300, (d) => d.name],
    ["phone", "phone", "information", 50, (d) => d.phone],
    ["email", "email", "information", 254, (d) => d.email],
    ["website", "website", "information", 2000, (d) => d.website],
    ["instagramUrl", "instagramUrl", "information", 2000, (d) => d.instagramUrl],
    ["customerNumber", "customerNumber", "information", 50, (d) => d.customerNumber],
    ["address.street", "street", "address", 300, (d) => d.address.street],
    ["address.zipCode", "zipCode", "address", 20, (d) => d.address.zipCode],
    ["address.city", "city", "address", 200, (d) => d.address.city],
    ["address.city2", "city2", "address", 200, (d) => d.address.city2],
    ["openingHoursInfoText", "openingHoursInfoText", "openingHours", 2000, (d) => d.openingHoursInfoText],
  ];

/** Every problem of the form, all at once, so one save attempt shows all of them. */
export function validateLocation(draft: LocationDraft): LocationFormError[] {
  const errors: LocationFormError[] = [];
  const add = (field: string, kind: LocationErrorKind, tab: LocationTab, label: LabelledField) =>
    errors.push({ field, kind, tab, label: { key: FIELD_LABEL_KEYS[label] } });

  if (!draft.name.trim()) add("name", "required", "information", "name");
  // The new location's manager is its e-mail, so that e-mail must be there.
  if (draft.id === null && draft.createManager && !draft.email.trim()) add("email", "required", "information", "email");
  if (draft.website.trim() && !URL_PATTERN.test(draft.website.trim())) add("website", "website", "information", "website");
  if (draft.instagramUrl.trim() && !URL_PATTERN.test(draft.instagramUrl.trim()))
    add("instagramUrl", "instagram", "information", "instagramUrl");
  if (draft.email.trim() && !EMAIL_PATTERN.test(draft.email.trim())) add("email", "email", "information", "email");
  for (const [field, label, tab, max, read] of MAX_LENGTHS) {
    if (read(draft).trim().length > max) add(field, "tooLong", tab, label);
  }

  const { latitude, longitude } = draft.address;
  const hasLatitude = latitude.trim() !== "";
  const hasLongitude = longitude.trim() !== "";
  // Both or neither: one coordinate alone places nothing on a map.
  if ((hasLatitude && parseCoordinate(latitude, 90) === undefined) || (!hasLatitude && hasLongitude))
    add("address.latitude", "coordinates", "address", "latitude");
  if ((hasLongitude && parseCoordinate(longitude, 180) === undefined) || (hasLatitude && !hasLongitude))
    add("address.longitude", "coordinates", "address", "longitude");

  draft.timeSchemas.forEach((schema, index) => {
    if (schemaNameProblem(draft.timeSchemas, schema.name, index)) {
      errors.push({
        field: `timeSchemas.${index}.name`,
        kind: "timeSchemaName",
        tab: "openingHours",
        label: { key: "companyLocations.form.timeSchemaNumber", values: { number: String(index + 1) } },
      });
    }
  });
  if (invalidDays(draft.weeklyOpeningHours).length > 0) add("weeklyOpeningHours", "openingHours", "openingHours", "weeklyOpeningHours");
  draft.timeSchemas.forEach((schema, index) => {
    if (invalidDays(schema.openingHours).length > 0) {
      errors.push({
        field: `timeSchemas.${index}`,
        kind: "openingHours",
        tab: "openingHours",
        label: { key: "companyLocations.form.timeSchemaNamed", values: { name: schema.name.trim() || String(index + 1) } },
      });
    }
  });
  deviationProblems(draft.deviations).forEach((problem, index) => {
    if (problem) {
      const date = draft.deviations[index]!.date.trim();
      errors.push({
        field: `deviations.${index}`,
        kind: "deviations",
        tab: "deviations",
        label: { key: "companyLocations.form.deviationNamed", values: { name: date || String(index + 1) } },
      });
    }
  });
  return errors;
}

/** Kinds whose message names the field itself (the spec's 'Website is not correctly formatted'). */
const OWN_MESSAGE: Partial<Record<LocationErrorKind, string>> = {
  website: "companyLocations.form.websiteFormat",
  instagram: "companyLocations.form.instagramFormat",
};

/** Label keys of the other kinds' lines; {{fields}} lists the field names. */
const KIND_LINE: Record<LocationErrorKind, string> = {
  required: "companyLocations.form.kinds.required",
  website: "companyLocations.form.websiteFormat",
  instagram: "companyLocations.form.instagramFormat",
  email: "companyLocations.form.kinds.email",
  tooLong: "companyLocations.form.kinds.tooLong",
  coordinates: "companyLocations.form.kinds.coordinates",
  timeSchemaName: "companyLocations.form.kinds.timeSchemaName",
  openingHours: "companyLocations.form.kinds.openingHours",
  deviations: "companyLocations.form.kinds.deviations",
};

type Translate = (key: string, values?: Record<string, string>) => string;

/** One line per kind of error listing the field names (spec part 1 section 5). */
export function locationErrorLines(errors: readonly LocationFormError[], t: Translate): string[] {
  return groupErrorsByKind(errors, LOCATION_ERROR_KINDS).map(({ kind, errors: ofKind }) => {
    const own = OWN_MESSAGE[kind];
    if (own) return t(own);
    return t(KIND_LINE[kind], { fields: ofKind.map((e) => t(e.label.key, e.label.values)).join(", ") });
  });
}
