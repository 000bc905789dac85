import { VersionedCache } from "../../db/versioned-cache.ts";
import { KeptAnswer, KeptJson } from "../kept-json.ts";
import type { RouteModuleOf } from "../types.ts";
import { AreaMapStore, type ZipFeature } from "./area-map-store.ts";
import { areaAssignmentOperations } from "./operations.ts";
import { zipPointsOf } from "./zip-points-store.ts";
import { ZIP_POINTS_MEDIA_TYPE } from "../../../shared/zipPoints.ts";

/**
 * The store-assignment map (tag areaAssignment): the zip-code areas with their regions'
 * handlers, the zip codes' points as binary, and the map dialog's assignment of a store to the region around a zip code.
 */
export const areaAssignmentRoutes: RouteModuleOf<typeof areaAssignmentOperations> = (services) => {
  const { db } = services.database;
  const store = new AreaMapStore(services.database);
  // A country's map is read, serialised and compressed once per version of 'area_map', which
  // the database bumps with every change to handlers, working areas, zip codes' regions or
  // shapes (migration 0018), on whichever instance it is made. Germany's is ~5 MB of JSON.
  const maps = new VersionedCache<KeptJson>(db, ["area_map"], {
    maxEntries: 16,
    maxSize: 96 * 1024 * 1024,
    sizeOf: (map) => map.size,
  });
  // Its shapes and regions change only with the postal data ('area_shapes'): an assignment on
  // the map rebuilds the answer from these and the handlers, without reading 4 MB of shapes.
  const shapes = new VersionedCache<ZipFeature[]>(db, ["area_shapes"], {
    maxEntries: 16,
    maxSize: 96 * 1024 * 1024,
    sizeOf: (features) => features.reduce((size, f) => size + f.head.length * 2, 0),
  });
  // The zip codes' points (getZipCodePoints) are postal data too: kept under 'area_shapes',
  // encoded and compressed once. Every country's is ~1.3 MB.
  const points = new VersionedCache<KeptAnswer>(db, ["area_shapes"], {
    maxEntries: 16,
    maxSize: 32 * 1024 * 1024,
    sizeOf: (answer) => answer.size,
  });

  return {
    async getAreaGeoJson(request, reply) {
      const countryCode = request.query.countryCode;
      const key = countryCode ?? "*";
      const map = await maps.get(
        key,
        async () => {
          const features = await shapes.get(key, () => store.zipFeatures(countryCode), request.cacheVersions);
          return new KeptJson(await store.geoJson(countryCode, features));
        },
        request.cacheVersions,
      );
      return map.send(request, reply);
    },

    async getZipCodePoints(request, reply) {
      const countryCode = request.query.countryCode;
      const answer = await points.get(
        countryCode ?? "*",
        async () => new KeptAnswer(await zipPointsOf(db, countryCode), ZIP_POINTS_MEDIA_TYPE),
        request.cacheVersions,
      );
      return answer.send(request, reply);
    },

    async assignAreaHandler(request) {
      return store.assign(request.query, async (trx, { before, after }) => {
        // The audit plugin logs POST, PUT, PATCH and DELETE; this GET writes, so it logs itself,
        // in the write's transaction, with what the plugin would have written.
        await trx
          .insertInto("audit_log")
          .values({
            account_id: request.account?.id ?? null,
            account_email: request.account?.email ?? null,
            operation: "assignAreaHandler",
            method: request.method,
            path: request.url.split("?")[0]!.slice(0, 500),
            record_type: "region",
            record_id: String(after.region.id),
            status_code: 200,
            before: JSON.stringify(before),
            after: JSON.stringify(after),
            ip: request.ip,
          })
          .execute();
      });
    },
  };
};
