import type { Query, QueryKey } from "@tanstack/react-query";
import { roleIn } from "./resourcePaths.ts";

/** What a read is called with (openapi-fetch's init): its path and query parameters. */
export interface ReadInit {
  params?: { path?: Readonly<Record<string, unknown>>; query?: Readonly<Record<string, unknown>> };
}

/**
 * The cache key of a read: method, path (as the contract spells it, `{id}` included) and init,
 * exactly as openapi-react-query builds it, so `$api.useQuery("get", path, init)`,
 * `$api.queryOptions(...)` and `readQueryOptions(path, init)` share one cache entry and every
 * write's invalidation reaches them all.
 */
export function readKey(path: string, init?: ReadInit): QueryKey {
  return init === undefined ? ["get", path] : ["get", path, init];
}

/** The contract path of a cached read, when the key is one of ours (the shell's own keys are not). */
export function readPathOf(queryKey: QueryKey): string | undefined {
  return queryKey[0] === "get" && typeof queryKey[1] === "string" ? queryKey[1] : undefined;
}

function pathParamOf(queryKey: QueryKey, name: string): unknown {
  return (queryKey[2] as ReadInit | undefined)?.params?.path?.[name];
}

/**
 * Picks the cached reads of a resource: every list of it, and its details; with `id`, only
 * that record's details (a write to location 5 leaves location 6 alone).
 */
export function resourceQueries(resource: string, id?: unknown): (query: Pick<Query, "queryKey">) => boolean {
  return ({ queryKey }) => {
    const path = readPathOf(queryKey);
    const role = path === undefined ? undefined : roleIn(resource, path);
    if (!role) return false;
    if (role.kind === "list" || id === undefined || id === null) return true;
    return String(pathParamOf(queryKey, role.idParam)) === String(id);
  };
}
