import fs from "node:fs";
import Fastify, { type FastifyInstance } from "fastify";
import cookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import { loadContract } from "./contract.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/database.ts";
import { registerAccessControl } from "./plugins/access.ts";
import { registerAudit } from "./plugins/audit.ts";
import { registerCompression } from "./plugins/compression.ts";
import { registerContractRoutes } from "./plugins/contract-routes.ts";
import { LazySchemas } from "./plugins/lazy-schemas.ts";
import { registerApiReference } from "./plugins/api-reference.ts";
import { clientErrorAnswer, frameworkErrorAnswer, registerErrorHandling } from "./plugins/errors.ts";
import { registerRequestTimings } from "./plugins/request-timings.ts";
import { registerSecurity } from "./plugins/security.ts";
import { allHandlers } from "./routes/index.ts";
import { createServices, type Services } from "./services.ts";

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: boolean;
}

/** The whole HTTP application; main.ts listens with it, tests call inject() on it. */
export async function buildApp({ config, database, logger = true }: BuildOptions): Promise<FastifyInstance & { services: Services }> {
  const schemas = new LazySchemas();
  const app = Fastify({
    logger: logger ? { level: config.logLevel, redact: ["req.headers.cookie", "req.body.password"] } : false,
    // Each contract operation has a limit of its own (x-body-limit; plugins/contract-routes.ts).
    bodyLimit: 1_048_576,
    trustProxy: config.trustProxy,
    // Deep-paged lists and exports may take a while; keep-alive for the client's many calls.
    keepAliveTimeout: 65_000,
    frameworkErrors: frameworkErrorAnswer,
    // Refusals of Node's HTTP parser (431 for over-large headers or address), in our shape too.
    clientErrorHandler: clientErrorAnswer,
    // Response serializers compiled on first use (plugins/lazy-schemas.ts).
    schemaController: { compilersFactory: { buildSerializer: schemas.serializerFactory() } },
  });
  const services = createServices(config, database);
  app.decorate("services", services);
  app.decorate("schemas", schemas);

  registerErrorHandling(app);
  await app.register(cookie);
  await registerSecurity(app, config);
  await registerCompression(app);
  registerAccessControl(app, services.sessions);
  registerAudit(app, database);
  registerRequestTimings(app, database);

  const contract = loadContract();
  registerContractRoutes(app, contract, allHandlers(services), schemas);
  registerApiReference(app, contract);

  if (fs.existsSync(config.clientDir)) {
    await app.register(fastifyStatic, {
      root: config.clientDir,
      wildcard: false,
      // The build writes .br and .gz twins (vite.config.ts); sent to browsers that accept them.
      preCompressed: true,
      // Set below per file, instead of fastify-static's one max-age for all.
      cacheControl: false,
      setHeaders(reply, filePath) {
        // Hashed file names change with their content: cache them for good. Everything else
        // (index.html, translations, menu) is revalidated on every load.
        const immutable = /[\\/]assets[\\/]/.test(filePath);
        reply.setHeader("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  return app as FastifyInstance & { services: Services };
}

declare module "fastify" {
  interface FastifyInstance {
    services: Services;
    /** The routes' validators and serializers, compiled on first use; compileAll() compiles the rest. */
    schemas: LazySchemas;
  }
}
