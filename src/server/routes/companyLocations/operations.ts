import type { OperationId } from "../../../shared/api/contract.ts";

/** The operations companyLocationRoutes answers: its handlers' type requires exactly these (README status list). */
export const companyLocationOperations = [
  "listLocations",
  "getLocationsPage",
  "exportLocationsCsv",
  "getLocation",
  "createLocation",
  "updateLocation",
  "changeLocationType",
  "updateLocationCustomerNumber",
  "listLocationsInCountry",
  "searchLocations",
  "searchPartnerLocations",
  "listLocationManagers",
  "addLocationManager",
  "removeLocationManager",
] as const satisfies readonly OperationId[];
