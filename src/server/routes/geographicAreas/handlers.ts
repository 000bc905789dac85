import { auditChanged, auditCreated } from "../../plugins/audited-write.ts";
import type { RouteModuleOf } from "../types.ts";
import { GeographicAreaStore } from "./area-store.ts";
import { geographicAreaOperations } from "./operations.ts";

/** Geographic areas (tag geographicAreas): named shapes drawn on the map and the stores inside them. */
export const geographicAreaRoutes: RouteModuleOf<typeof geographicAreaOperations> = (services) => {
  const store = new GeographicAreaStore(services.database);
  return {
    async listGeographicAreas(request) {
      return store.list(request.query);
    },
    async createGeographicArea(request) {
      return auditCreated(request, "geographicArea", await store.create(request.body));
    },
    async updateGeographicArea(request) {
      return auditChanged(request, "geographicArea", await store.update(request.body));
    },
  };
};
