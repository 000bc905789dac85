import { auditChanged, auditCreated, auditDeleted } from "../../plugins/audited-write.ts";
import type { RouteModuleOf } from "../types.ts";
import { regionGroupOperations } from "./operations.ts";
import { GroupStore } from "./group-store.ts";

export const regionGroupRoutes: RouteModuleOf<typeof regionGroupOperations> = (services) => {
  const store = new GroupStore(services.database);
  return {
    async getRegionGroupTree() {
      return { tree: await store.tree() };
    },
    async listRegionGroups() {
      return store.list();
    },
    async createRegionGroup(request) {
      return auditCreated(request, "regionGroup", await store.create(request.body));
    },
    async updateRegionGroup(request) {
      return auditChanged(request, "regionGroup", await store.update(request.params.id, request.body));
    },
    async deleteRegionGroup(request, reply) {
      return auditDeleted(request, reply, "regionGroup", await store.delete(request.params.id));
    },
  };
};
