import { hasPermission } from "../../../shared/permissions.ts";
import { badRequest, forbidden } from "../../http-errors.ts";
import { currentAccount } from "../../plugins/access.ts";
import { setAuditRecord } from "../../plugins/audit.ts";
import { auditChanged, auditCreated } from "../../plugins/audited-write.ts";
import { KeptAnswers } from "../kept-json.ts";
import type { RouteModuleOf } from "../types.ts";
import { readEmail } from "./contact-input.ts";
import { ContactStore } from "./contact-store.ts";
import { contactOperations } from "./operations.ts";

/** Customer contacts (tag contacts): the table, one contact, its e-mails and its portal account. */
export const contactRoutes: RouteModuleOf<typeof contactOperations> = (services) => {
  const store = new ContactStore(services.database.db, services.portal);
  // Pages show contacts, their e-mails and portal usernames (version 'contacts', migration 0021)
  // and country names; kept serialised (and compressed) per data version: staff reopen the
  // same first pages all day.
  const pages = new KeptAnswers(services.database.db, ["contacts", "countries"], { maxEntries: 200, maxSize: 16 * 1_048_576 });

  return {
    async listContacts(request, reply) {
      const { filter, email, ...paging } = request.query;
      if (filter === "page") {
        // meetingBooking may look a contact up by e-mail (the booking dialog), not browse them all.
        if (!hasPermission(currentAccount(request).permissions, "contact")) throw forbidden("This needs the permission contact.");
        if (email !== undefined) throw badRequest("email is for the lookup without filter.", { email: "cannot be sent with filter=page" });
        return pages.send(request, reply, store.pageKey(paging), () => store.page(paging));
      }
      if (email === undefined) throw badRequest("Give filter=page, or an email to look up.", { email: "is required without filter" });
      // The lookup is one answer, not pages: a cursor there would be silently ignored.
      for (const cursor of ["after", "before"] as const) {
        if (paging[cursor] !== undefined) throw badRequest(`${cursor} needs filter=page.`, { [cursor]: "is only for filter=page" });
      }
      return store.byEmail(readEmail(email));
    },

    async createContact(request) {
      return auditCreated(request, "contact", await store.create(request.body));
    },

    async getContact(request) {
      return store.get(request.params.id);
    },

    async updateContact(request) {
      return auditChanged(request, "contact", await store.update(request.params.id, request.body));
    },

    async checkContactEmailExists(request) {
      return store.emailExists(readEmail(request.query.email));
    },

    async addContactEmail(request) {
      const { change, added } = await store.addEmail(request.params.id, readEmail(request.body.email));
      auditChanged(request, "contact", change);
      return { email: added };
    },

    async removeContactEmail(request) {
      return auditChanged(request, "contact", await store.removeEmail(request.params.id, readEmail(request.body.email)));
    },

    async setContactPrimaryEmail(request) {
      return auditChanged(request, "contact", await store.setPrimary(request.params.id, readEmail(request.body.email)));
    },

    async createContactPortalAccount(request) {
      const body = request.body;
      const field = body.email !== undefined ? "email" : "username";
      const username = (body.email ?? body.username ?? "").trim();
      if (username === "" || (body.email !== undefined && body.username !== undefined))
        throw badRequest("Give exactly one of email or username.", { [field]: "give exactly one of email or username" });
      const change = await store.createPortalAccount(request.params.id, readEmail(username, field), field);
      setAuditRecord(request, { type: "contact.account", id: change.after.id, before: change.before.account, after: change.after.account });
      return change.after.account;
    },

    async checkContactAccountExists(request) {
      return { accountExist: await services.portal.accountExists(request.query.username.trim()) };
    },
  };
};
