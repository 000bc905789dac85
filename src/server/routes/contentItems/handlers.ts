import { auditChanged, auditCreated } from "../../plugins/audited-write.ts";
import type { RouteModuleOf } from "../types.ts";
import { ContentItemStore } from "./content-item-store.ts";
import { contentItemOperations } from "./operations.ts";

/** The CMS content items (tag contentItems): each site's tree of items, one item, create and update. */
export const contentItemRoutes: RouteModuleOf<typeof contentItemOperations> = (services) => {
  const store = new ContentItemStore(services.database.db);
  return {
    async listContentItems(request) {
      return store.list(request.query.siteId);
    },

    async getContentItem(request) {
      return store.get(request.params.id);
    },

    async createContentItem(request) {
      return auditCreated(request, "contentItem", await store.create(request.params.id, request.body));
    },

    async updateContentItem(request) {
      return auditChanged(request, "contentItem", await store.update(request.params.id, request.body));
    },
  };
};
