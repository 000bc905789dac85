import type { BedModel, ContactInput, ContactRef, WarrantyRegistration, WarrantyRegistrationInput } from "./warrantyTypes.ts";

/** How the dialog gets the registration's contact (spec part 2 section 4): found by search, or created with it. */
export type ContactMode = "find" | "create";

/** The fields of a contact created together with the registration. */
export interface NewContactDraft {
  firstname: string;
  lastname: string;
  email: string;
  telephone: string;
  mobilePhone: string;
}

/** The store a bed was bought at (the chooser's pick; the contract takes its id). */
export interface PurchaseLocationDraft {
  id: number;
  name: string;
}

/** The warranty dialog's working copy; cancel drops it, so the lists keep their data. */
export interface WarrantyDraft {
  /** Null: a new registration (create); else the one edited (update). */
  id: number | null;
  updatedAt: string | null;
  contactMode: ContactMode;
  /** The contact found (find mode) or fixed by the caller; null until one is chosen. */
  contact: ContactRef | null;
  newContact: NewContactDraft;
  bedModel: string;
  bedColor: string;
  bedTopMattressModel: string;
  bedId: string;
  purchasedYear: number | null;
  purchasedMonth: number | null;
  careReminders: boolean;
  purchaseLocation: PurchaseLocationDraft | null;
}

const EMPTY_CONTACT: NewContactDraft = { firstname: "", lastname: "", email: "", telephone: "", mobilePhone: "" };

/** A new registration, for the given contact when the caller fixes one (a contact's registrations list). */
export function newWarrantyDraft(contact: ContactRef | null = null): WarrantyDraft {
  return {
    id: null,
    updatedAt: null,
    contactMode: "find",
    contact,
    newContact: EMPTY_CONTACT,
    bedModel: "",
    bedColor: "",
    bedTopMattressModel: "",
    bedId: "",
    purchasedYear: null,
    purchasedMonth: null,
    careReminders: false,
    purchaseLocation: null,
  };
}

/** The draft of a stored registration. */
export function draftFromRegistration(registration: WarrantyRegistration): WarrantyDraft {
  return {
    ...newWarrantyDraft(registration.registeredTo ?? null),
    id: registration.id,
    updatedAt: registration.updatedAt ?? null,
    bedModel: registration.bedModel,
    bedColor: registration.bedColor ?? "",
    bedTopMattressModel: registration.bedTopMattressModel ?? "",
    bedId: registration.bedId,
    purchasedYear: registration.purchasedYear,
    purchasedMonth: registration.purchasedMonth,
    careReminders: registration.careReminders,
    purchaseLocation: registration.purchaseLocation
      ? { id: registration.purchaseLocation.id, name: registration.purchaseLocation.name }
      : null,
  };
}

/** The colours offered for a bed model: its own (none when no model or an unknown one is chosen). */
export function colourOptions(models: readonly BedModel[], modelName: string): string[] {
  return models.find((model) => model.name === modelName)?.colors.map((colour) => colour.name) ?? [];
}

/**
 * Choosing a bed model (spec part 2 section 4): the colour is cleared and the options become the
 * model's colours; when the model has exactly one, it is chosen at once.
 */
export function chooseBedModel(draft: WarrantyDraft, models: readonly BedModel[], modelName: string): WarrantyDraft {
  const colours = colourOptions(models, modelName);
  return { ...draft, bedModel: modelName, bedColor: colours.length === 1 ? colours[0]! : "" };
}

/** The registration's body: the contact is the one in the path, so it is not sent. */
export function toRegistrationInput(draft: WarrantyDraft): WarrantyRegistrationInput {
  return {
    id: draft.id,
    bedModel: draft.bedModel,
    bedColor: draft.bedColor === "" ? null : draft.bedColor,
    bedTopMattressModel: draft.bedTopMattressModel === "" ? null : draft.bedTopMattressModel,
    bedId: draft.bedId.trim(),
    purchasedYear: draft.purchasedYear ?? 0,
    purchasedMonth: draft.purchasedMonth ?? 0,
    careReminders: draft.careReminders,
    purchaseLocation: draft.purchaseLocation ? { id: draft.purchaseLocation.id } : null,
    updatedAt: draft.updatedAt,
  };
}

/** The body of the contact created in create mode; empty fields are sent as null. */
export function toContactInput(contact: NewContactDraft): ContactInput {
  const text = (value: string) => (value.trim() === "" ? null : value.trim());
  const email = contact.email.trim();
  return {
    firstname: text(contact.firstname),
    lastname: text(contact.lastname),
    primaryEmail: email === "" ? null : { value: email },
    alternativeEmails: [],
    telephone: text(contact.telephone),
    mobilePhone: text(contact.mobilePhone),
  };
}

/** The contact the registration goes to once saved: the one chosen (find mode) or the one just created. */
export function needsNewContact(draft: WarrantyDraft): boolean {
  return draft.id === null && draft.contactMode === "create";
}
