import { createGeocoder } from "../../adapters/geocoder.ts";
import type { RouteModule } from "../types.ts";

/** Coordinates for the location dialog's address (operation geocodeAddress, tag companyLocations). */
export const geocoderRoutes: RouteModule = (services) => {
  const geocoder = createGeocoder({ geocoderUrl: services.config.geocoderUrl, database: services.database });
  return {
    async geocodeAddress(request) {
      const { country, zipCode, city, street } = request.query;
      return geocoder.geocode({ countryCode: country, zipCode, city, street });
    },
  };
};
