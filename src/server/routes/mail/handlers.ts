import type { RouteModuleOf } from "../types.ts";
import { mailOperations } from "./operations.ts";
import { OutboxStore } from "./outbox-store.ts";

/** The mail outbox (tag mail): what the mail adapter kept or sent, for staff to read. */
export const mailRoutes: RouteModuleOf<typeof mailOperations> = (services) => {
  const store = new OutboxStore(services.database.db);
  return {
    async getOutboxPage(request) {
      return store.page(request.query);
    },
  };
};
