import { setAuditRecord } from "../../plugins/audit.ts";
import type { RouteModule } from "../types.ts";
import { GroupStore } from "./group-store.ts";

export const regionGroupRoutes: RouteModule = (services) => {
  const store = new GroupStore(services.database);
  return {
    async getRegionGroupTree() {
      return { tree: await store.tree() };
    },
    async listRegionGroups() {
      return store.list();
    },
    async createRegionGroup(request) {
      const group = await store.create(request.body);
      setAuditRecord(request, { type: "regionGroup", id: group.id, after: group });
      return group;
    },
    async updateRegionGroup(request) {
      const { before, after } = await store.update(request.params.id, request.body);
      setAuditRecord(request, { type: "regionGroup", id: after.id, before, after });
      return after;
    },
    async deleteRegionGroup(request, reply) {
      const before = await store.delete(request.params.id);
      setAuditRecord(request, { type: "regionGroup", id: before.id, before });
      return reply.status(204).send();
    },
  };
};
