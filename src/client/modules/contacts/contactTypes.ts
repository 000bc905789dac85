import type { components } from "../../../shared/api/contract.ts";

type Schemas = components["schemas"];

/** A customer contact as the list and the dialog read it (contract Contact). */
export type Contact = Schemas["Contact"];
/** The body of contact create and update (contract ContactInput). */
export type ContactInput = Schemas["ContactInput"];
/** One of a contact's e-mail addresses (contract ContactEmail). */
export type ContactEmail = Schemas["ContactEmail"];
/** A catalog request, as the contact's orders list it (contract CatalogOrder). */
export type ContactCatalogOrder = Schemas["CatalogOrder"];
