import { auditChanged, auditCreated } from "../../plugins/audited-write.ts";
import { setAuditRecord } from "../../plugins/audit.ts";
import type { RouteModuleOf } from "../types.ts";
import { countryOperations } from "./operations.ts";
import { CountryStore } from "./country-store.ts";

/** Countries (tag countries): the cached list, one country, its handlers and fallback e-mail. */
export const countryRoutes: RouteModuleOf<typeof countryOperations> = (services) => {
  const store = new CountryStore(services.database);
  return {
    async listCountries() {
      return store.list();
    },
    async getCountry(request) {
      return store.getOne(request.params.id);
    },
    async createCountry(request) {
      return auditCreated(request, "country", await store.create(request.body));
    },
    async updateCountry(request) {
      return auditChanged(request, "country", await store.update(request.params.id, request.body));
    },
    async listCountriesWithLocations() {
      return store.withLocations();
    },
    async listCountriesWithGroups() {
      return store.withGroups();
    },
    async listCountriesWithCatalogRequests() {
      return store.withCatalogRequests();
    },
    async addCountryHandler(request) {
      const { country, changed } = await store.addHandler(request.params.id, request.body.locationId);
      setAuditRecord(request, { type: "country_handler", id: country.id, after: { locationId: request.body.locationId, added: changed } });
      return country;
    },
    async removeCountryHandler(request) {
      const { country, changed } = await store.removeHandler(request.params.id, request.query.locationId);
      setAuditRecord(request, {
        type: "country_handler",
        id: country.id,
        before: { locationId: request.query.locationId, removed: changed },
      });
      return country;
    },
    async setCountryFallbackEmail(request) {
      const { before, after } = await store.setFallbackEmail(request.params.id, request.body.emailAddress);
      setAuditRecord(request, {
        type: "country",
        id: after.id,
        before: { catalogFallbackEmail: before.catalogFallbackEmail },
        after: { catalogFallbackEmail: after.catalogFallbackEmail },
      });
      return after;
    },
  };
};
