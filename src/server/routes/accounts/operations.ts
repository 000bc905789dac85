import type { OperationId } from "../../../shared/api/contract.ts";

/** The operations accountRoutes answers: its handlers' type requires exactly these (README status list). */
export const accountOperations = [
  "listAccounts",
  "createAccount",
  "updateAccount",
  "deleteAccount",
  "linkPortalAccount",
  "unlinkPortalAccount",
  "getPortalAccount",
  "redirectToPortal",
] as const satisfies readonly OperationId[];
