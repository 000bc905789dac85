import { auditChanged, auditCreated, auditDeleted } from "../../plugins/audited-write.ts";
import type { RouteModuleOf } from "../types.ts";
import { partnerPageOperations } from "./operations.ts";
import { PartnerPageStore } from "./partner-page-store.ts";

/** Partner pages of company locations (tag partnerPages). */
export const partnerPageRoutes: RouteModuleOf<typeof partnerPageOperations> = (services) => {
  const store = new PartnerPageStore(services.database);
  return {
    async createPartnerPage(request) {
      return auditCreated(request, "partner_page", await store.create(request.body));
    },
    async updatePartnerPage(request) {
      return auditChanged(request, "partner_page", await store.update(request.params.id, request.body));
    },
    async deletePartnerPage(request, reply) {
      return auditDeleted(request, reply, "partner_page", await store.delete(request.params.id));
    },
    async getLocationPartnerPage(request) {
      return store.getForLocation(request.params.id, request.params.pageId);
    },
    async searchPartnerPages(request) {
      return store.search(request.body.searchString);
    },
    async listPartnerPageVideoOptions() {
      return store.videoOptions();
    },
    async listPartnerPagesWithNewsletterSubscribers() {
      return store.withNewsletterSubscribers();
    },
  };
};
