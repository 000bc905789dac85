import { errorOf } from "../common/formErrors.ts";
import type { LocationErrorKind, LocationFormError } from "./locationValidation.ts";

/** The message under a field for each kind of the form's own checks. */
const FIELD_MESSAGE: Partial<Record<LocationErrorKind, string>> = {
  required: "companyLocations.form.fieldMessages.required",
  website: "companyLocations.form.websiteFormat",
  instagram: "companyLocations.form.instagramFormat",
  email: "companyLocations.form.fieldMessages.email",
  tooLong: "companyLocations.form.fieldMessages.tooLong",
  coordinates: "companyLocations.form.fieldMessages.coordinates",
};

/**
 * What to show under a field: the form's own finding, else the server's message for that
 * field from a refused save (its field paths are the contract's, e.g. address.zipCode).
 */
export function fieldMessage(
  errors: readonly LocationFormError[],
  serverFields: Readonly<Record<string, string>> | undefined,
  field: string,
  t: (key: string) => string,
): string | undefined {
  const own = errorOf(errors, field);
  const key = own && FIELD_MESSAGE[own.kind];
  if (key) return t(key);
  return serverFields?.[field];
}
