import type { FastifyRequest } from "fastify";
import type { AnswerOf, RouteModuleOf } from "../types.ts";
import { configOperations } from "./operations.ts";

type FrontendConfig = AnswerOf<"getFrontendConfig">;

/** The three fixed CDN purge targets (spec part 2 section 9); codes are overridable by setting. */
export const DEFAULT_PURGE_TARGETS = [
  { code: "100001", name: "Main site" },
  { code: "100002", name: "Image manager" },
  { code: "100003", name: "Image manager derivatives" },
];
/** The translations' CDN purge code (spec part 2 section 9: supplied by configuration; setting purgeCode). */
export const DEFAULT_TRANSLATION_PURGE_CODE = "100004";

/** Frontend configuration: defaults, overridden by rows of the settings table with the same key. */
export const configRoutes: RouteModuleOf<typeof configOperations> = (services) => ({
  async getFrontendConfig(request) {
    const rows = await services.database.db.selectFrom("settings").select(["key", "value"]).execute();
    const stored = Object.fromEntries(rows.map((r) => [r.key, r.value])) as Partial<FrontendConfig>;
    return {
      applicationName: "Back-office",
      purgeCode: DEFAULT_TRANSLATION_PURGE_CODE,
      // The preview renderer defaults to this server (DESIGN.md "Preview").
      polo_url: `${originOf(request)}/`,
      partnerPageBasePath: "/partners/",
      map: { styleUrl: services.config.mapStyleUrl ?? null, center: { latitude: 60, longitude: 10 }, zoom: 5 },
      purgeTargets: DEFAULT_PURGE_TARGETS,
      ...stored,
    };
  },
});

function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
