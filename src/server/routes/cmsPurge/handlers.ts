import { hasAnyPermission } from "../../../shared/permissions.ts";
import { CdnPurgeError, createCdnPurger } from "../../adapters/cdn.ts";
import { badRequest, forbidden, HttpError } from "../../http-errors.ts";
import { currentAccount } from "../../plugins/access.ts";
import { clearPurgeFlag, databaseNow } from "../translations/translation-store.ts";
import type { RouteModuleOf } from "../types.ts";
import { cmsPurgeOperations } from "./operations.ts";
import { PurgeLogStore } from "./purge-log-store.ts";
import { purgeTargetOf } from "./purge-targets.ts";

/**
 * CDN purges (tag cmsPurge): the three fixed targets need cms, the translations code a language
 * right (the translations screen's purge button). A successful translations purge clears the
 * translation purge flag; a CDN that refuses is 503 and the flag stays. Staff with cms read the
 * purge log page by page.
 */
export const cmsPurgeRoutes: RouteModuleOf<typeof cmsPurgeOperations> = (services) => {
  const { db } = services.database;
  const cdn = createCdnPurger(services.config, db);
  const purgeLog = new PurgeLogStore(db);
  return {
    // The log the CDN adapter writes (its embedded default's record of every purge), for staff.
    async getPurgeLogPage(request) {
      return purgeLog.page(request.query);
    },
    async purgeCdnCpCode(request) {
      const account = currentAccount(request);
      const code = request.query.code;
      const target = await purgeTargetOf(db, code);
      if (!target) throw badRequest(`There is no purge target with the code ${code}.`, { code: "is not a purge code" });
      if (target.kind === "site" && !hasAnyPermission(account.permissions, ["cms"])) throw forbidden("This needs the permission cms.");
      if (target.kind === "translations" && account.languagePermissions.length === 0) throw forbidden("This needs a language right.");
      // The database's clock, the one that stamps changed_at: a server clock apart from it could clear a newer change.
      const startedAt = await databaseNow(db);
      try {
        const done = await cdn.purge({ code, target: target.name, accountId: account.id });
        if (target.kind === "translations") await clearPurgeFlag(db, startedAt);
        return { success: true, code, purgedAt: done.purgedAt.toISOString() };
      } catch (error) {
        if (error instanceof CdnPurgeError)
          throw new HttpError(503, "The CDN did not accept the purge. Try again later.", undefined, "CDN_UNAVAILABLE");
        throw error;
      }
    },
  };
};
