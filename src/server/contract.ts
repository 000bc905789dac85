import { createRequire } from "node:module";
import type { OpenApiDocument } from "../shared/api/contract.ts";

const require = createRequire(import.meta.url);

/**
 * The bundled OpenAPI document (`npm run gen` writes it from openapi/). Read here, on the
 * server, because reading a file needs node: the shared contract module holds only types.
 * require() caches it, so every caller shares one parsed copy.
 */
export function loadContract(): OpenApiDocument {
  return require("../shared/api/generated/openapi.gen.json") as OpenApiDocument;
}
