import type { FastifyRequest } from "fastify";
import { auditChanged } from "../../plugins/audited-write.ts";
import { setAuditRecord } from "../../plugins/audit.ts";
import { VersionedCache } from "../../db/versioned-cache.ts";
import { KeptJson } from "../kept-json.ts";
import type { RouteModuleOf } from "../types.ts";
import { areaStatistics } from "./area-statistics.ts";
import { coverageGaps, sendCoverageGapsCsv } from "./coverage-gaps.ts";
import { salesRegionOperations } from "./operations.ts";
import { RegionAnswerJson } from "./region-answer.ts";
import { searchRegions } from "./region-search.ts";
import type { Region, ZipCode } from "./region-mapper.ts";
import { RegionStore, type AreaHandlers, type AreaKind } from "./region-store.ts";

/** One zip code of getRegion's answer, serialised as the answer serialises it (region-answer.ts). */
const ZIP_CODE_SCHEMA = { $ref: "contract#/components/schemas/ZipCode" };

/**
 * Brotli's quality for getRegion's answers: as small as quality 4 for these repetitive lists
 * (Stockholm's 912 KB: 13.3 KB either way) in 60 % of the time (2.1 ms against 3.5), which a
 * fresh answer waits on.
 */
const REGION_BROTLI_QUALITY = 2;

/** Sales regions (tag salesRegions): the region tree, handlers of regions and zip codes, working areas, search, statistics. */
export const salesRegionRoutes: RouteModuleOf<typeof salesRegionOperations> = (services) => {
  const store = new RegionStore(services.database);
  const regionJson = new RegionAnswerJson(store);
  const db = services.database.db;
  /** A handler change is logged as a country's is: the location, and whether anything changed. */
  const audited = (request: FastifyRequest, kind: AreaKind, locationId: number, answer: AreaHandlers, change: "added" | "removed") => {
    const entry = { locationId, [change]: answer.changed };
    const type = kind === "region" ? "region_handler" : "zip_code_handler";
    setAuditRecord(request, change === "added" ? { type, id: answer.id, after: entry } : { type, id: answer.id, before: entry });
    return answer;
  };
  // A region's answer is serialised and compressed once per version of 'region_answers', which
  // the database bumps with every write to what it shows (migration 0019), on any instance.
  // Sweden's largest region (1,500 zip codes, each in zipCodes and again in zipCodeGroups) is
  // ~900 KB of JSON: building it took ~30 ms per expand, sending it kept takes a few. Made anew
  // after a handler change, it is spliced from the zip codes' kept texts (region-answer.ts).
  const regionAnswers = new VersionedCache<KeptJson>(db, ["region_answers"], {
    maxEntries: 500,
    maxSize: 64 * 1024 * 1024,
    sizeOf: (answer) => answer.size,
  });
  return {
    async getRegion(request, reply) {
      const { id } = request.params;
      const answer = await regionAnswers.get(
        String(id),
        async () => {
          const serializers = {
            region: (region: Region) => reply.serialize(region) as string,
            zipCode: reply.compileSerializationSchema(ZIP_CODE_SCHEMA) as (zipCode: ZipCode) => string,
          };
          return new KeptJson(await regionJson.json(id, serializers, request.cacheVersions), REGION_BROTLI_QUALITY);
        },
        request.cacheVersions,
      );
      return answer.send(request, reply);
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
    async listCoverageGaps(request) {
      return coverageGaps(db, request.query.areaType, request.params.countryOrRegionId);
    },
    async exportCoverageGapsCsv(request, reply) {
      return sendCoverageGapsCsv(reply, db, request.query.areaType, request.params.countryOrRegionId);
    },
  };
};
