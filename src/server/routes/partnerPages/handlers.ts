import { setAuditRecord } from "../../plugins/audit.ts";
import type { RouteModule } from "../types.ts";
import { PartnerPageStore } from "./partner-page-store.ts";

/** Partner pages of company locations (tag partnerPages). */
export const partnerPageRoutes: RouteModule = (services) => {
  const store = new PartnerPageStore(services.database);
  return {
    async createPartnerPage(request) {
      const page = await store.create(request.body);
      setAuditRecord(request, { type: "partner_page", id: page.id, after: page });
      return page;
    },
    async updatePartnerPage(request) {
      const { before, after } = await store.update(request.params.id, request.body);
      setAuditRecord(request, { type: "partner_page", id: after.id, before, after });
      return after;
    },
    async deletePartnerPage(request, reply) {
      const before = await store.delete(request.params.id);
      setAuditRecord(request, { type: "partner_page", id: before.id, before });
      return reply.status(204).send();
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
