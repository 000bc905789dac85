import { setAuditRecord } from "../../plugins/audit.ts";
import { attachmentDisposition } from "../csv-stream.ts";
import { auditDownload } from "../gdpr/download-audit.ts";
import type { RouteModuleOf } from "../types.ts";
import { gdprContactOperations } from "./operations.ts";
import { eraseContact } from "./personal-erase.ts";
import { exportPersonalData } from "./personal-export.ts";

/** A contact's personal data (tag gdprContacts): the download of all of it, and its erasure. */
export const gdprContactRoutes: RouteModuleOf<typeof gdprContactOperations> = (services) => {
  const db = services.database.db;

  return {
    async exportContactPersonalData(request, reply) {
      const data = await exportPersonalData(db, request.query.email);
      await auditDownload(db, request, { type: "contact", id: data.contact.id });
      reply.header("content-disposition", attachmentDisposition("personal-data.json"));
      return data;
    },

    async eraseContactPersonalData(request) {
      const erasure = await eraseContact(db, request.body.id, request.account?.id ?? null);
      // Only the id and the numbers of rows: the audit log must not get back what was erased.
      setAuditRecord(request, { type: "contact.erasure", id: erasure.contactId, after: { rowsErased: erasure.rowsErased } });
      return { success: true as const };
    },
  };
};
