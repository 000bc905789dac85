/**
 * Resources as the contract's paths name them, shared by the client's cache rules and the
 * generator that reads the contract (generators/lib/invalidation.ts), so both derive them alike.
 *
 * The resource of an operation is its path's leading segments up to the first parameter:
 * PUT /rest/admin/accounts/{id} and GET /rest/admin/accounts/{accountId}/portal-account both
 * belong to `/rest/admin/accounts`. A read lies in every resource its path is at or under; it is
 * one of the resource's details when a parameter follows the resource at once (that parameter
 * is the record's id), otherwise one of its lists (`/rest/company/locations/get-by-page`).
 */
export function resourceOf(path: string): string {
  const at = path.indexOf("/{");
  return at < 0 ? path : path.slice(0, at);
}

/** The parameter that names one record of `resource` in `path`: the one right after it, if any. */
export function idParamOf(path: string, resource: string = resourceOf(path)): string | undefined {
  return /^\/\{([^}]+)\}/.exec(path.slice(resource.length))?.[1];
}

/** How a read stands to a resource: one of its lists, the detail of one record, or outside it. */
export type ReadRole = { kind: "list" } | { kind: "detail"; idParam: string };

export function roleIn(resource: string, readPath: string): ReadRole | undefined {
  if (readPath !== resource && !readPath.startsWith(`${resource}/`)) return undefined;
  const idParam = idParamOf(readPath, resource);
  return idParam === undefined ? { kind: "list" } : { kind: "detail", idParam };
}
