import { currentAccount } from "../../plugins/access.ts";
import { auditChanged, auditCreated } from "../../plugins/audited-write.ts";
import type { RouteModuleOf } from "../types.ts";
import { siteOperations } from "./operations.ts";
import { SiteStore } from "./site-store.ts";

/** The CMS sites (tag sites): reference list, paged table, create, change, by block. */
export const siteRoutes: RouteModuleOf<typeof siteOperations> = (services) => {
  const store = new SiteStore(services.database);
  return {
    async listSites() {
      return store.list();
    },

    async getSitesPage(request) {
      return store.page(request.query);
    },

    async listSitesByBlockId(request) {
      return store.listByBlockId(request.params.blockId);
    },

    async createSite(request) {
      return auditCreated(request, "site", await store.create(request.body, currentAccount(request).permissions));
    },

    async updateSite(request) {
      return auditChanged(request, "site", await store.update(request.params.id, request.body, currentAccount(request).permissions));
    },
  };
};
