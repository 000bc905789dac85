import type { FastifyReply, FastifyRequest } from "fastify";
import { verifyAgainstDummy, verifyPassword } from "../../auth/password.ts";
import { tooManyRequests, HttpError } from "../../http-errors.ts";
import { SESSION_COOKIE, currentAccount } from "../../plugins/access.ts";
import { setAuditRecord } from "../../plugins/audit.ts";
import { overTls } from "../../plugins/security.ts";
import type { Services } from "../../services.ts";
import type { RouteModuleOf } from "../types.ts";
import { authOperations } from "./operations.ts";
import { toCurrentUser } from "./current-user.ts";

export const INCORRECT_CREDENTIALS = "Incorrect credentials.";

export const authRoutes: RouteModuleOf<typeof authOperations> = (services: Services) => ({
  async loginUser(request, reply) {
    const email = request.body.email.trim().toLowerCase();
    const { loginThrottle, sessions, database } = services;
    const blocked = await loginThrottle.blocked(email, request.ip);
    if (blocked) {
      const seconds = await loginThrottle.retryAfterSeconds(blocked, blocked === "account" ? email : request.ip);
      throw tooManyRequests(
        blocked === "account"
          ? `Too many failed logins for this account. Try again in ${minutesOf(seconds)}.`
          : `Too many failed logins from your address. Try again in ${minutesOf(seconds)}.`,
        seconds,
      );
    }
    const account = await database.db
      .selectFrom("accounts")
      .select(["id", "password_hash"])
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
      .executeTakeFirst();
    const ok = account
      ? await verifyPassword(account.password_hash, request.body.password)
      : await verifyAgainstDummy(request.body.password);
    if (!account || !ok) {
      await loginThrottle.recordFailure(email, request.ip);
      setAuditRecord(request, { type: "session", after: { email, result: "failed" } });
      throw new HttpError(401, INCORRECT_CREDENTIALS, undefined, "INVALID_CREDENTIALS");
    }
    // A fresh id at every login; an old cookie of this browser is ended first (no fixation).
    const old = request.cookies[SESSION_COOKIE];
    if (old) await sessions.destroyByToken(old);
    const token = await sessions.create(account.id, request.ip, request.headers["user-agent"] ?? null);
    setSessionCookie(request, reply, token, services);
    const resolved = await sessions.resolve(token);
    request.account = resolved!.account;
    setAuditRecord(request, { type: "session", id: account.id, after: { email, result: "ok" } });
    return toCurrentUser(database, resolved!.account);
  },

  async getCurrentUser(request) {
    return toCurrentUser(services.database, currentAccount(request));
  },

  async logoutUser(request: FastifyRequest, reply: FastifyReply) {
    if (request.sessionIdHash) await services.sessions.destroy(request.sessionIdHash);
    void reply.clearCookie(SESSION_COOKIE, { path: "/" });
    return { success: true };
  },
});

function minutesOf(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? "a minute" : `${minutes} minutes`;
}

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, services: Services) {
  void reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "strict",
    // Secure whenever the browser came over TLS (SECURE_COOKIES, or HTTPS seen through TRUST_PROXY).
    secure: overTls(request, services.config),
    // A browser-session cookie; the server enforces idle and absolute timeouts.
  });
}
