import type { QueryClient } from "@tanstack/react-query";
import { api } from "../shell.ts";
import type { OperationRef } from "../screenConfig.ts";

/**
 * Calls of the engine through the one openapi-fetch client. Screen configs name operations by
 * method and path at run time, so the static path typing of `api` cannot apply here; the
 * generator has already checked each path against the contract.
 */
type Requester = (method: string, path: string, init: Record<string, unknown>) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
const request = (api as unknown as { request: Requester }).request;

/** The operation's path parameters taken from the row's fields of the same name. */
export function pathParamsOf(op: OperationRef, row: Readonly<Record<string, unknown>> | undefined): Record<string, unknown> {
  return Object.fromEntries(op.pathParams.map((name) => [name, row?.[name]]));
}

/** Calls an operation; answers its data or throws the error body (for apiErrorMessage). */
export async function callOperation(op: OperationRef, init: { row?: Readonly<Record<string, unknown>>; query?: Record<string, unknown>; body?: unknown }) {
  const { data, error, response } = await request.call(api, op.method.toUpperCase(), op.path, {
    params: { path: pathParamsOf(op, init.row), ...(init.query ? { query: init.query } : {}) },
    ...(init.body !== undefined ? { body: init.body } : {}),
  });
  if (error !== undefined || !response.ok) throw error ?? new Error(`${op.operationId} answered ${response.status}`);
  return data;
}

/**
 * After a write, every cached read at or under the written path (before its first {param}) is
 * stale: PATCH /cms/sites/{id} invalidates GET /cms/sites (the CMS tabs' reference list) and
 * GET /cms/sites/get-by-page. Pass the list operation too for lists that live elsewhere.
 */
export function invalidateResource(queryClient: QueryClient, ...ops: OperationRef[]) {
  const bases = ops.map((op) => op.path.split("/{")[0]!);
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => typeof queryKey[1] === "string" && bases.some((base) => queryKey[1] === base || (queryKey[1] as string).startsWith(`${base}/`)),
  });
}
