import { currentAccount } from "../../plugins/access.ts";
import { setAuditRecord } from "../../plugins/audit.ts";
import type { RouteModule } from "../types.ts";
import { SiteStore } from "./site-store.ts";

/** The CMS sites (tag sites): reference list, paged table, create, change, by block. */
export const siteRoutes: RouteModule = (services) => {
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
      const site = await store.create(request.body, currentAccount(request).permissions);
      setAuditRecord(request, { type: "site", id: site.id, after: site });
      return site;
    },

    async updateSite(request) {
      const { before, after } = await store.update(request.params.id, request.body, currentAccount(request).permissions);
      setAuditRecord(request, { type: "site", id: after.id, before, after });
      return after;
    },
  };
};
