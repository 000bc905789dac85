import type { RouteModuleOf } from "../types.ts";
import { auditDownload } from "./download-audit.ts";
import { gdprOperations } from "./operations.ts";
import { sendPeopleCsv } from "./people-csv.ts";

/** GDPR downloads of staff accounts and location managers (tag gdpr). */
export const gdprRoutes: RouteModuleOf<typeof gdprOperations> = (services) => {
  const db = services.database.db;

  return {
    async exportUsersCsv(request, reply) {
      const { role } = request.query;
      await auditDownload(db, request, { type: role === "user" ? "account" : "location_manager", id: null });
      return sendPeopleCsv(reply, db, role);
    },
  };
};
