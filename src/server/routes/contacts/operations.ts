import type { OperationId } from "../../../shared/api/contract.ts";

/** The operations contactRoutes answers: its handlers' type requires exactly these (README status list). */
export const contactOperations = [
  "listContacts",
  "createContact",
  "getContact",
  "updateContact",
  "checkContactEmailExists",
  "addContactEmail",
  "removeContactEmail",
  "setContactPrimaryEmail",
  "createContactPortalAccount",
  "checkContactAccountExists",
] as const satisfies readonly OperationId[];
