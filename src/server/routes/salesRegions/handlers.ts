import type { FastifyRequest } from "fastify";
import { auditChanged } from "../../plugins/audited-write.ts";
import { setAuditRecord } from "../../plugins/audit.ts";
import type { RouteModuleOf } from "../types.ts";
import { areaStatistics } from "./area-statistics.ts";
import { salesRegionOperations } from "./operations.ts";
import { searchRegions } from "./region-search.ts";
import { RegionStore, type AreaHandlers, type AreaKind } from "./region-store.ts";

/** Sales regions (tag salesRegions): the region tree, handlers of regions and zip codes, working areas, search, statistics. */
export const salesRegionRoutes: RouteModuleOf<typeof salesRegionOperations> = (services) => {
  const store = new RegionStore(services.database);
  const db = services.database.db;
  /** A handler change is logged as a country's is: the location, and whether anything changed. */
  const audited = (request: FastifyRequest, kind: AreaKind, locationId: number, answer: AreaHandlers, change: "added" | "removed") => {
    const entry = { locationId, [change]: answer.changed };
    const type = kind === "region" ? "region_handler" : "zip_code_handler";
    setAuditRecord(request, change === "added" ? { type, id: answer.id, after: entry } : { type, id: answer.id, before: entry });
    return answer;
  };
  return {
    async getRegion(request) {
      return store.get(request.params.id);
    },
    async addRegionHandler(request) {
      const { locationId } = request.body;
      return audited(request, "region", locationId, await store.addHandler("region", request.params.id, locationId), "added");
    },
    async removeRegionHandler(request) {
      const { locationId } = request.query;
      return audited(request, "region", locationId, await store.removeHandler("region", request.params.id, locationId), "removed");
    },
    async addZipCodeHandler(request) {
      const { locationId } = request.body;
      return audited(request, "zipCode", locationId, await store.addHandler("zipCode", request.params.id, locationId), "added");
    },
    async removeZipCodeHandler(request) {
      const { locationId } = request.query;
      return audited(request, "zipCode", locationId, await store.removeHandler("zipCode", request.params.id, locationId), "removed");
    },
    async searchRegions(request) {
      return searchRegions(db, request.query.countryCode, request.query.searchTerm);
    },
    async setWorkingArea(request) {
      const { type, id } = request.params;
      return auditChanged(
        request,
        type === "region" ? "region" : "zip_code",
        await store.setWorkingArea(type, id, request.body.workingArea),
      );
    },
    async getAreaStatistics(request) {
      return areaStatistics(db, request.query.areaType, request.params.countryOrRegionId);
    },
  };
};
