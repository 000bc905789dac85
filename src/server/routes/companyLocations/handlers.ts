import { auditChanged, auditCreated } from "../../plugins/audited-write.ts";
import { setAuditRecord } from "../../plugins/audit.ts";
import type { RouteModuleOf } from "../types.ts";
import { companyLocationOperations } from "./operations.ts";
import { exportLocations } from "./location-csv.ts";
import { LocationLists } from "./location-lists.ts";
import { LocationStore } from "./location-store.ts";
import { ManagerStore } from "./manager-store.ts";

/** Company locations (tag companyLocations): lists, the paged table, the dialog, inline edits, managers. */
export const companyLocationRoutes: RouteModuleOf<typeof companyLocationOperations> = (services) => {
  const locations = new LocationStore(services.database);
  const lists = new LocationLists(services.database);
  const managers = new ManagerStore(services.database);
  return {
    async listLocations(request) {
      return lists.list(request.query);
    },
    async getLocationsPage(request) {
      return locations.page(request.query);
    },
    async exportLocationsCsv(request, reply) {
      return exportLocations(services.database, request.query, reply);
    },
    async getLocation(request) {
      return locations.getOne(request.params.id);
    },
    async createLocation(request) {
      return auditCreated(request, "location", await locations.create(request.body));
    },
    async updateLocation(request) {
      return auditChanged(request, "location", await locations.update(request.params.id, request.body));
    },
    async changeLocationType(request) {
      const { before, after } = await locations.changeType(request.params.id, request.body.locationType, request.body.updatedAt);
      setAuditRecord(request, {
        type: "location",
        id: after.id,
        before: { locationType: before.locationType },
        after: { locationType: after.locationType },
      });
      return after;
    },
    async updateLocationCustomerNumber(request) {
      const { before, after } = await locations.changeCustomerNumber(request.params.id, request.body);
      setAuditRecord(request, {
        type: "location",
        id: after.id,
        before: { customerNumber: before.customerNumber },
        after: { customerNumber: after.customerNumber },
      });
      return after;
    },
    async listLocationsInCountry(request) {
      return lists.inCountry(request.query.code);
    },
    async searchLocations(request) {
      return lists.search(request.query.searchString, request.query.locationId);
    },
    async searchPartnerLocations(request) {
      return lists.searchPartner(request.query.searchString, request.query.locationId);
    },
    async listLocationManagers(request) {
      return managers.list(request.params.id);
    },
    async addLocationManager(request) {
      const result = await managers.add(request.params.id, request.body.email);
      setAuditRecord(request, { type: "location_manager", id: request.params.id, after: result });
      return result;
    },
    async removeLocationManager(request, reply) {
      const removed = await managers.remove(request.params.id, request.query.contactId);
      setAuditRecord(request, { type: "location_manager", id: request.params.id, before: removed });
      return reply.status(204).send();
    },
  };
};
