import { createGeocoder } from "../../adapters/geocoder.ts";
import type { RouteModuleOf } from "../types.ts";
import { geocoderOperations } from "./operations.ts";

/** Coordinates for the location dialog's address (operation geocodeAddress, tag companyLocations). */
export const geocoderRoutes: RouteModuleOf<typeof geocoderOperations> = (services) => {
  const geocoder = createGeocoder({ geocoderUrl: services.config.geocoderUrl, database: services.database });
  return {
    async geocodeAddress(request) {
      const { country, zipCode, city, street } = request.query;
      return geocoder.geocode({ countryCode: country, zipCode, city, street });
    },
  };
};
