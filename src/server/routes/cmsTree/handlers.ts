import { setAuditRecord } from "../../plugins/audit.ts";
import { ContentItemStore } from "../contentItems/content-item-store.ts";
import { SiteStore } from "../sites/site-store.ts";
import type { RouteModuleOf } from "../types.ts";
import { CmsTreeStore } from "./cms-tree-store.ts";
import { cmsTreeOperations } from "./operations.ts";

/** The CMS site tree (tag cmsTree): sites with their trees, a node's item, node fields and moves. */
export const cmsTreeRoutes: RouteModuleOf<typeof cmsTreeOperations> = (services) => {
  const { db } = services.database;
  const tree = new CmsTreeStore(db);
  const items = new ContentItemStore(db);
  const sites = new SiteStore(services.database);
  return {
    async getCmsTree() {
      const [siteList, nodes] = await Promise.all([sites.list(), tree.nodes()]);
      return { sites: siteList, nodes };
    },

    async getCmsTreeContentItem(request) {
      return items.get(request.query.id);
    },

    async updateCmsTreeItems(request) {
      const nodes = await tree.updateItems(request.body.nodes);
      setAuditRecord(request, { type: "cmsTree", after: nodes });
      return { nodes };
    },

    async updateCmsTreePages(request) {
      const nodes = await tree.updatePages(request.body.pages);
      setAuditRecord(request, { type: "cmsTree", after: nodes });
      return { nodes };
    },
  };
};
