import type { OperationId } from "../../../shared/api/contract.ts";

/** The operations siteRoutes answers: its handlers' type requires exactly these (README status list). */
export const siteOperations = [
  "listSites",
  "getSitesPage",
  "listSitesByBlockId",
  "createSite",
  "updateSite",
] as const satisfies readonly OperationId[];
