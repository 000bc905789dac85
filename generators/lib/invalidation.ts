import fs from "node:fs";
import path from "node:path";
import { idParamOf, resourceOf } from "../../src/client/api/resourcePaths.ts";
import { banner, type GeneratedFile } from "./generated-file.ts";

export const INVALIDATION_PATH = "src/client/api/generated/invalidation.gen.ts";

const METHODS = ["get", "put", "post", "delete", "patch"] as const;

interface ContractPaths {
  paths: Record<string, Record<string, unknown>>;
}

/** One write of the contract and what its success makes stale. */
export interface WriteEffect {
  operationId: string;
  /** The write's own resource (src/client/api/resourcePaths.ts). */
  resource: string;
  /** The path parameter naming the record it writes, when it writes one. */
  idParam?: string;
  /** Other resources whose answers it changes: the operation's `x-invalidates`. */
  related: string[];
}

/**
 * Every write of the contract (any method but GET, and the GETs marked `x-changes-state`) with
 * the resources it makes stale: its own, derived from its path, and those its `x-invalidates`
 * names, where a write changes another resource's answers (an account's groups show in the
 * region group tree). Each named resource must hold a read of the contract, and must not be the
 * write's own resource or lie inside it (that one is invalidated anyway).
 */
export function writeEffects(document: ContractPaths): WriteEffect[] {
  const reads = Object.entries(document.paths).flatMap(([path, item]) => (item.get ? [path] : []));
  const effects: WriteEffect[] = [];
  const problems: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as Record<string, unknown> | undefined;
      if (!operation) continue;
      const operationId = String(operation.operationId);
      const marker = operation["x-invalidates"];
      const isWrite = method !== "get" || operation["x-changes-state"] === true;
      if (!isWrite) {
        if (marker !== undefined) problems.push(`${operationId}: x-invalidates on a read; only writes make answers stale`);
        continue;
      }
      const resource = resourceOf(path);
      const related = marker === undefined ? [] : Array.isArray(marker) ? marker.map(String) : [];
      if (marker !== undefined && (!Array.isArray(marker) || marker.length === 0))
        problems.push(`${operationId}: x-invalidates must be a non-empty list of resource paths`);
      for (const name of related) {
        if (name === resource || name.startsWith(`${resource}/`))
          problems.push(`${operationId}: x-invalidates names ${name}, which is in its own resource ${resource} and invalidated anyway`);
        else if (resourceOf(name) !== name)
          problems.push(`${operationId}: x-invalidates names ${name}; a resource is a path's leading segments, before any {parameter}`);
        else if (!reads.some((read) => read === name || read.startsWith(`${name}/`)))
          problems.push(`${operationId}: x-invalidates names ${name}, under which the contract has no read`);
      }
      const idParam = idParamOf(path, resource);
      effects.push({ operationId, resource, ...(idParam === undefined ? {} : { idParam }), related });
    }
  }
  if (problems.length > 0) throw new Error(`x-invalidates in openapi/paths:\n  ${problems.join("\n  ")}`);
  return effects;
}

/** The client's table of writes (src/client/api/invalidation.ts reads it). */
export function invalidationFile(document: ContractPaths): GeneratedFile {
  const rows = writeEffects(document).map(({ operationId, resource, idParam, related }) => {
    const fields = [`resource: ${JSON.stringify(resource)}`];
    if (idParam !== undefined) fields.push(`idParam: ${JSON.stringify(idParam)}`);
    if (related.length > 0) fields.push(`related: [${related.map((name) => JSON.stringify(name)).join(", ")}]`);
    return `  ${operationId}: { ${fields.join(", ")} },`;
  });
  const content = [
    banner("openapi/openapi.yaml"),
    "/** Per write operation: its resource, the path parameter naming its record, and the resources its x-invalidates names. */",
    "export const writeEffects = {",
    ...rows,
    "} as const;",
    "",
  ].join("\n");
  return { path: INVALIDATION_PATH, content };
}

/** The table from the bundled contract `npm run gen` has just written. */
export function invalidationFiles(root: string): GeneratedFile[] {
  const document = JSON.parse(fs.readFileSync(path.join(root, "src/shared/api/generated/openapi.gen.json"), "utf8")) as ContractPaths;
  return [invalidationFile(document)];
}
