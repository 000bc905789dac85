import type { RouteModuleOf } from "../types.ts";
import { newsletterOperations } from "./operations.ts";
import { exportSubscriptions } from "./subscription-export.ts";
import { NewsletterStore } from "./subscription-store.ts";

/** Newsletters and their subscriptions (tag newsletter): the newsletters, the table, the unpaged list and the CSV export. */
export const newsletterRoutes: RouteModuleOf<typeof newsletterOperations> = (services) => {
  const store = new NewsletterStore(services.database.db);

  return {
    async listNewsletters() {
      return store.newsletters();
    },

    async listNewsletterSubscriptions(request, reply) {
      const { list, total } = await store.list(request.query.filters);
      reply.header("x-total-count", String(total));
      return list;
    },

    async listNewsletterSubscriptionsPage(request) {
      return store.page(request.query);
    },

    async exportNewsletterSubscriptionsCsv(request, reply) {
      return exportSubscriptions(reply, services.database, request.query);
    },
  };
};
