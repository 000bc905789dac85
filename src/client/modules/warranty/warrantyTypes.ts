import type { components } from "../../../shared/api/contract.ts";

type Schemas = components["schemas"];

/** A bed registered for warranty, as the lists and the dialog read it (contract WarrantyRegistration). */
export type WarrantyRegistration = Schemas["WarrantyRegistration"];
/** The body of a registration's create and update (contract WarrantyRegistrationInput). */
export type WarrantyRegistrationInput = Schemas["WarrantyRegistrationInput"];
/** A bed model with its colours (contract BedModel). */
export type BedModel = Schemas["BedModel"];
/** A top mattress model (contract TopMattress). */
export type TopMattress = Schemas["TopMattress"];
/** A contact as the contact finder answers it (contract Contact). */
export type WarrantyContact = Schemas["Contact"];
/** A contact in short, as a registration names it (contract ContactRef). */
export type ContactRef = Schemas["ContactRef"];
/** The body of the dialog's contact create (contract ContactInput). */
export type ContactInput = Schemas["ContactInput"];
/** A store as registrations name it (contract LocationRef). */
export type PurchaseLocation = Schemas["LocationRef"];
