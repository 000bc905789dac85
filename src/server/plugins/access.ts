import type { FastifyInstance, FastifyRequest } from "fastify";
import { canEditLanguage, hasAnyPermission } from "../../shared/permissions.ts";
import type { SessionAccount, SessionStore } from "../auth/sessions.ts";
import type { CacheVersions } from "../db/versioned-cache.ts";
import { forbidden, unauthorized } from "../http-errors.ts";
import { requestValueAt } from "./contract-routes.ts";

export const SESSION_COOKIE = "sid";
/** x-language-permission value of operations that need a language right but edit none in particular. */
export const ANY_LANGUAGE = "any";

declare module "fastify" {
  interface FastifyRequest {
    account?: SessionAccount;
    sessionIdHash?: Buffer;
    /** cache_versions as read with the session, before the handler reads any data. */
    cacheVersions?: CacheVersions;
  }
}

/**
 * Resolves the session cookie and enforces each operation's x-permission before the body is
 * even parsed: 401 without a live session, 403 without the permission (or without any language
 * right where x-language-permission is `any`). The right to edit one language is checked after
 * validation, when the edited language is known.
 */
export function registerAccessControl(app: FastifyInstance, sessions: SessionStore) {
  app.decorateRequest("account", undefined);
  app.decorateRequest("sessionIdHash", undefined);
  app.decorateRequest("cacheVersions", undefined);

  app.addHook("onRequest", async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return; // static files, API reference page
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const session = await sessions.resolve(token);
      if (session) {
        request.account = session.account;
        request.sessionIdHash = session.idHash;
        request.cacheVersions = session.cacheVersions;
      }
    }
    if (access.permission === "public") return;
    if (!request.account) throw unauthorized();
    if (access.permission !== "authenticated" && !hasAnyPermission(request.account.permissions, access.permission)) {
      throw forbidden(`This needs the permission ${access.permission.join(" or ")}.`);
    }
    // x-language-permission: any (the translation screens): some language right, whichever.
    if (access.languagePermission === ANY_LANGUAGE && request.account.languagePermissions.length === 0) {
      throw forbidden("This needs a language right.");
    }
  });

  app.addHook("preHandler", async (request) => {
    const where = request.routeOptions.config.access?.languagePermission;
    if (!where || where === ANY_LANGUAGE || !request.account) return;
    assertLanguageRight(request, String(requestValueAt(request, where) ?? ""));
  });
}

export function assertLanguageRight(request: FastifyRequest, languageCode: string) {
  if (!canEditLanguage(request.account?.languagePermissions, languageCode)) {
    throw forbidden(`You may not edit the language '${languageCode}'.`);
  }
}

/** The logged-in account; handlers of non-public operations can rely on it. */
export function currentAccount(request: FastifyRequest): SessionAccount {
  if (!request.account) throw unauthorized();
  return request.account;
}
