import { matchRoutingRules } from "../../domain/catalog-routing.ts";
import { badRequest, notFound } from "../../http-errors.ts";
import { auditChanged, auditDeleted } from "../../plugins/audited-write.ts";
import { setAuditRecord } from "../../plugins/audit.ts";
import { selectSummaries } from "../companyLocations/location-query.ts";
import { KeptAnswers } from "../kept-json.ts";
import type { RouteModuleOf } from "../types.ts";
import { catalogOperations } from "./operations.ts";
import { countriesWithRequests } from "./order-counts.ts";
import { CatalogDispatcher } from "./order-dispatch.ts";
import { exportCatalogOrders } from "./order-export.ts";
import { loadStatuses } from "./order-mapper.ts";
import { CatalogOrderStore } from "./order-store.ts";
import { loadRoutingCandidates } from "./routing-candidates.ts";

/**
 * Catalog requests (tag catalog): the table and its export, a contact's requests, the
 * request itself, routing on arrival, the rule test and sending to chosen stores. The two
 * statistics calls of the tag live with the dashboard (dashboard/catalog-stats.ts).
 */
export const catalogRoutes: RouteModuleOf<typeof catalogOperations> = (services) => {
  const { db } = services.database;
  const store = new CatalogOrderStore(db, services.database);
  const dispatcher = new CatalogDispatcher(db, services.mail);
  // Pages show requests, their statuses, the stores they went to and country names.
  const pages = new KeptAnswers(db, ["catalog_orders", "countries"]);

  return {
    async getCatalogOrdersPage(request, reply) {
      // Serialised (and compressed) once per page and data version: staff reopen the same first
      // pages all day.
      return pages.send(request, reply, store.pageKey(request.query), () => store.page(request.query, request.cacheVersions));
    },

    async exportCatalogOrdersCsv(request, reply) {
      return exportCatalogOrders(reply, services.database, request.query);
    },

    async listCatalogOrders(request) {
      const { filter, contactId } = request.query;
      if (filter === "contact" && contactId === undefined)
        throw badRequest("filter=contact needs a contactId.", { contactId: "is required with filter=contact" });
      if (filter !== "contact" && contactId !== undefined)
        throw badRequest("contactId needs filter=contact.", { filter: "must be contact when contactId is given" });
      return store.list(contactId);
    },

    async getCatalogOrder(request) {
      return store.get(request.params.id);
    },

    async createCatalogOrder(request) {
      const id = await store.create(request.body);
      // Routed at once, like a request from the website; the answer shows where it went.
      await dispatcher.routeOnArrival(id);
      const order = await store.get(id);
      setAuditRecord(request, { type: "catalogOrder", id, after: order });
      return order;
    },

    async updateCatalogOrder(request) {
      return auditChanged(request, "catalogOrder", await store.update(request.params.id, request.body));
    },

    async deleteCatalogOrder(request, reply) {
      return auditDeleted(request, reply, "catalogOrder", await store.delete(request.params.id));
    },

    async bookCatalogOrder(request) {
      return auditChanged(request, "catalogOrder", await store.book(request.params.id));
    },

    async listCatalogOrderStatuses() {
      return loadStatuses(db);
    },

    async listCatalogCountries(request) {
      return countriesWithRequests(await store.countRows(request.cacheVersions));
    },

    async testCatalogRouting(request) {
      const rules = matchRoutingRules(await loadRoutingCandidates(db, request.body));
      return {
        result: rules.map((rule) => ({
          levels: rule.levels,
          matchType: rule.matchType,
          location: rule.location?.ref ?? null,
          email: rule.email,
          areaType: rule.areaType,
          regionName: rule.regionName,
        })),
      };
    },

    async sendCatalogOrders(request) {
      const sends = request.body;
      const seen = new Map<number, number>();
      const fields: Record<string, string> = {};
      sends.forEach((send, index) => {
        if (seen.has(send.catalogOrderId))
          fields[`${index}.catalogOrderId`] = `appears more than once (also at ${seen.get(send.catalogOrderId)})`;
        else seen.set(send.catalogOrderId, index);
      });
      if (Object.keys(fields).length > 0) throw badRequest("A catalog request may be sent only once per call.", fields);

      // Everything is checked before anything is sent: an unknown request or store sends nothing.
      await store.getMany(sends.map((s) => s.catalogOrderId));
      const locationIds = [...new Set(sends.map((s) => s.locationId))];
      const locations = await selectSummaries(db).where("l.id", "in", locationIds).execute();
      const missing = locationIds.find((id) => !locations.some((l) => l.id === id));
      if (missing !== undefined) throw notFound(`Location ${missing}`);

      const byId = new Map(locations.map((l) => [l.id, { id: l.id, name: l.name, email: l.email, countryCode: l.country_code }]));
      await dispatcher.sendManually(sends.map((s) => ({ orderId: s.catalogOrderId, location: byId.get(s.locationId)! })));
      const after = await store.getMany(sends.map((s) => s.catalogOrderId));
      setAuditRecord(request, { type: "catalogOrder", after: sends });
      return after;
    },
  };
};
