import type { FastifyInstance } from "fastify";
import helmet from "@fastify/helmet";
import { forbidden } from "../http-errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Security headers on every answer, no-store on API answers, and refusal of cross-site
 * state-changing requests (the session cookie is SameSite=Strict; this is the second lock).
 */
export async function registerSecurity(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
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
    strictTransportSecurity: false, // set by the TLS terminator in production
  });

  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
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
