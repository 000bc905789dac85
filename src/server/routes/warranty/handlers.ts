import { auditChanged, auditCreated } from "../../plugins/audited-write.ts";
import type { RouteModuleOf } from "../types.ts";
import { searchContacts } from "./contact-search.ts";
import { warrantyOperations } from "./operations.ts";
import { RegistrationStore } from "./registration-store.ts";

/** Warranty registrations (tag warranty): the table, one, a contact's, register and change a bed, the bed-id check. */
export const warrantyRoutes: RouteModuleOf<typeof warrantyOperations> = (services) => {
  const store = new RegistrationStore(services.database.db);
  return {
    async getWarrantyRegistration(request) {
      return store.get(request.query.id);
    },

    async listWarrantyRegistrations(request) {
      const { page, count, search } = request.query;
      // The simple list is the table's default sort with the search as its only filter.
      return store.page({ page, count, filters: JSON.stringify(search ? { search } : {}) });
    },

    async listWarrantyRegistrationsPage(request) {
      return store.page(request.query);
    },

    async searchWarrantyContacts(request) {
      return searchContacts(services.database.db, request.query.search);
    },

    async listContactWarrantyRegistrations(request) {
      return store.ofContact(request.params.id);
    },

    async createWarrantyRegistration(request) {
      return auditCreated(request, "warrantyRegistration", await store.create(request.params.id, request.body));
    },

    async updateWarrantyRegistration(request) {
      const { id, registrationId } = request.params;
      return auditChanged(request, "warrantyRegistration", await store.update(id, registrationId, request.body));
    },

    async checkBedIdUnique(request) {
      return { isUnique: await store.isBedIdFree(request.params.id, request.query.bedId) };
    },
  };
};
