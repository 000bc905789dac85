import type { OperationId } from "../../../shared/api/contract.ts";

/** The operations countryRoutes answers: its handlers' type requires exactly these (README status list). */
export const countryOperations = [
  "listCountries",
  "getCountry",
  "createCountry",
  "updateCountry",
  "listCountriesWithLocations",
  "listCountriesWithGroups",
  "listCountriesWithCatalogRequests",
  "addCountryHandler",
  "removeCountryHandler",
  "setCountryFallbackEmail",
] as const satisfies readonly OperationId[];
