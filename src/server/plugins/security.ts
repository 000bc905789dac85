import type { FastifyInstance, FastifyRequest } from "fastify";
import helmet from "helmet";
import { forbidden } from "../http-errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** One year: browsers then keep to HTTPS for the host (no includeSubDomains: other hosts are not ours). */
export const HSTS = "max-age=31536000";

/**
 * True when the browser reached us over TLS: SECURE_COOKIES says so (TLS ends in front of us),
 * or the request came over HTTPS (with TRUST_PROXY, as the proxy's X-Forwarded-Proto says).
 * Then answers carry HSTS and the session cookie is Secure.
 */
export function overTls(request: FastifyRequest, config: { secureCookies: boolean }): boolean {
  return config.secureCookies || request.protocol === "https";
}

/**
 * Security headers on every answer (HSTS over TLS), no-store on API answers, and refusal of
 * cross-site state-changing requests, the GETs that change state (x-changes-state) included
 * (the session cookie is SameSite=Strict; this is the second lock).
 */
export async function registerSecurity(app: FastifyInstance, config: { secureCookies: boolean; mapOrigins?: readonly string[] }) {
  // Production map tiles (MAP_STYLE_URL) are read by maplibre with fetch and drawn as images.
  const mapOrigins = config.mapOrigins ?? [];
  // helmet's middleware built once: @fastify/helmet built it (parsing every option and CSP
  // directive) anew on every request, a fiftieth of the server's CPU under bench:load.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...mapOrigins],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...mapOrigins],
        workerSrc: ["'self'", "blob:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        frameSrc: ["'self'"],
      },
    },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false, // set below, only when the request came over TLS
  });
  app.addHook("onRequest", (request, reply, done) => securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));

  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method) && !request.routeOptions.config.access?.changesState) return;
    const site = request.headers["sec-fetch-site"];
    if (typeof site === "string" && site !== "same-origin" && site !== "none") {
      throw forbidden("Cross-site requests are not allowed.");
    }
    const origin = request.headers.origin;
    if (origin !== undefined && !sameOrigin(origin, request.headers.host)) {
      throw forbidden("Cross-site requests are not allowed.");
    }
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (overTls(request, config)) void reply.header("strict-transport-security", HSTS);
    if (request.routeOptions.config.access && !reply.hasHeader("cache-control")) {
      void reply.header("cache-control", "no-store");
    }
    return payload;
  });
}

function sameOrigin(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false; // "null" and garbage
  }
}
