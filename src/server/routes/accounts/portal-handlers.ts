import { sql } from "kysely";
import { HttpError, notFound } from "../../http-errors.ts";
import { setAuditRecord } from "../../plugins/audit.ts";
import type { Services } from "../../services.ts";
import type { HandlersOf } from "../types.ts";

/** Link, unlink and read a staff account's customer-portal account; open a store in the portal. */
export function portalHandlers(
  services: Services,
): HandlersOf<"linkPortalAccount" | "unlinkPortalAccount" | "getPortalAccount" | "redirectToPortal"> {
  const { database, portal } = services;

  async function linkedUsername(accountId: number) {
    const row = await database.db.selectFrom("accounts").select("portal_username").where("id", "=", accountId).executeTakeFirst();
    if (!row) throw notFound("Account");
    return row.portal_username;
  }

  async function setLink(accountId: number, username: string | null) {
    await database.db
      .updateTable("accounts")
      .set({ portal_username: username, updated_at: sql`now()` })
      .where("id", "=", accountId)
      .execute();
  }

  return {
    async linkPortalAccount(request) {
      const { accountId } = request.params;
      const before = await linkedUsername(accountId);
      const { username, password } = request.body;
      if (!(await portal.verifyCredentials(username, password))) {
        throw new HttpError(
          400,
          "The customer-portal username or password is wrong.",
          { password: "does not match the portal account" },
          "PORTAL_CREDENTIALS",
        );
      }
      await setLink(accountId, username);
      setAuditRecord(request, { type: "account.portal", id: accountId, before: { username: before }, after: { username } });
      return { username, isSet: true };
    },

    async unlinkPortalAccount(request) {
      const { accountId } = request.params;
      const before = await linkedUsername(accountId);
      await setLink(accountId, null);
      setAuditRecord(request, { type: "account.portal", id: accountId, before: { username: before }, after: { username: null } });
      return { username: null, isSet: false };
    },

    async getPortalAccount(request) {
      const username = await linkedUsername(request.params.accountId);
      return { username, isSet: Boolean(username) };
    },

    async redirectToPortal(request, reply) {
      const { storeId } = request.query;
      const store = await database.db.selectFrom("company_locations").select("id").where("id", "=", storeId).executeTakeFirst();
      if (!store) throw notFound("Location");
      const url = portal.storeUrl(storeId);
      if (!url) throw new HttpError(404, "No customer portal is configured (set PORTAL_URL).", undefined, "PORTAL_NOT_CONFIGURED");
      return reply.redirect(url, 302);
    },
  };
}
