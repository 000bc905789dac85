import { colourOptions, type WarrantyDraft } from "./warrantyDraft.ts";
import type { BedModel } from "./warrantyTypes.ts";

/** The draft's fields a check can name (new contact's fields prefixed 'newContact.'). */
export type WarrantyField =
  | "contact"
  | "newContact.firstname"
  | "newContact.lastname"
  | "newContact.email"
  | "bedModel"
  | "bedColor"
  | "bedId"
  | "purchasedYear"
  | "purchasedMonth";

export type WarrantyErrorKind = "required" | "noContact" | "colorOfModel" | "emailInvalid" | "future";

export interface WarrantyFormError {
  field: WarrantyField;
  kind: WarrantyErrorKind;
}

// The loose address pattern the contract's username uses: text, @, text, dot, text.
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * The form's own checks before a save (spec part 2 section 5, and the server's rules so a save
 * is not refused for what the form can tell): a contact (find mode: 'No contact selected.'; create
 * mode: a name and a well-formed e-mail if given), a bed model with one of its colours, a bed id,
 * and a purchase month no later than this month.
 */
export function validateWarranty(draft: WarrantyDraft, models: readonly BedModel[], today: Date): WarrantyFormError[] {
  const errors: WarrantyFormError[] = [];
  if (draft.contactMode === "create" && draft.id === null) {
    const { firstname, lastname, email } = draft.newContact;
    if (firstname.trim() === "" && lastname.trim() === "") errors.push({ field: "newContact.lastname", kind: "required" });
    if (email.trim() !== "" && !EMAIL.test(email.trim())) errors.push({ field: "newContact.email", kind: "emailInvalid" });
  } else if (!draft.contact) {
    errors.push({ field: "contact", kind: "noContact" });
  }
  if (draft.bedModel === "") errors.push({ field: "bedModel", kind: "required" });
  else if (draft.bedColor === "") errors.push({ field: "bedColor", kind: "required" });
  else if (models.length > 0 && !colourOptions(models, draft.bedModel).includes(draft.bedColor))
    errors.push({ field: "bedColor", kind: "colorOfModel" });
  if (draft.bedId.trim() === "") errors.push({ field: "bedId", kind: "required" });
  if (draft.purchasedYear === null) errors.push({ field: "purchasedYear", kind: "required" });
  if (draft.purchasedMonth === null) errors.push({ field: "purchasedMonth", kind: "required" });
  else if (draft.purchasedYear === today.getFullYear() && draft.purchasedMonth > today.getMonth() + 1)
    errors.push({ field: "purchasedMonth", kind: "future" });
  return errors;
}

/** The first problem of a field, for the message under its input. */
export function warrantyErrorOf(errors: readonly WarrantyFormError[], field: WarrantyField): WarrantyFormError | undefined {
  return errors.find((error) => error.field === field);
}
