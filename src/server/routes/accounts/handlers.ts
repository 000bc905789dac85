import { currentAccount } from "../../plugins/access.ts";
import { setAuditRecord } from "../../plugins/audit.ts";
import type { RouteModule } from "../types.ts";
import { AccountStore } from "./account-store.ts";
import { portalHandlers } from "./portal-handlers.ts";

export const accountRoutes: RouteModule = (services) => {
  const store = new AccountStore(services.database);
  return {
    async listAccounts(request) {
      return store.list(request.query.query);
    },

    async createAccount(request) {
      const account = await store.create(request.body);
      setAuditRecord(request, { type: "account", id: account.id, after: account });
      return account;
    },

    async updateAccount(request) {
      const { before, after, passwordChanged } = await store.update(request.params.id, request.body);
      if (passwordChanged) {
        // A new password ends the account's sessions; the caller's own survives when it is theirs.
        const self = currentAccount(request).id === request.params.id;
        await services.sessions.destroyForAccount(request.params.id, self ? request.sessionIdHash : undefined);
      }
      setAuditRecord(request, { type: "account", id: after.id, before, after: { ...after, passwordChanged } });
      return after;
    },

    async deleteAccount(request, reply) {
      const before = await store.delete(request.params.id);
      setAuditRecord(request, { type: "account", id: before.id, before });
      return reply.status(204).send();
    },

    ...portalHandlers(services),
  };
};
