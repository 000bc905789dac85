import { currentAccount } from "../../plugins/access.ts";
import { auditCreated, auditDeleted } from "../../plugins/audited-write.ts";
import { setAuditRecord } from "../../plugins/audit.ts";
import type { RouteModuleOf } from "../types.ts";
import { accountOperations } from "./operations.ts";
import { AccountStore } from "./account-store.ts";
import { portalHandlers } from "./portal-handlers.ts";

export const accountRoutes: RouteModuleOf<typeof accountOperations> = (services) => {
  const store = new AccountStore(services.database);
  return {
    async listAccounts(request) {
      return store.list(request.query.query);
    },

    async createAccount(request) {
      return auditCreated(request, "account", await store.create(request.body));
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
      return auditDeleted(request, reply, "account", await store.delete(request.params.id));
    },

    ...portalHandlers(services),
  };
};
