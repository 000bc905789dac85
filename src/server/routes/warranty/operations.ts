import type { OperationId } from "../../../shared/api/contract.ts";

/** The operations warrantyRoutes answers: its handlers' type requires exactly these (README status list). */
export const warrantyOperations = [
  "getWarrantyRegistration",
  "listWarrantyRegistrations",
  "listWarrantyRegistrationsPage",
  "searchWarrantyContacts",
  "listContactWarrantyRegistrations",
  "createWarrantyRegistration",
  "updateWarrantyRegistration",
  "checkBedIdUnique",
] as const satisfies readonly OperationId[];
