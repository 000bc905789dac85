import type { QueryClient } from "@tanstack/react-query";
import { callAt, invalidateAfter, invalidateResourceOf, isWriteOperation } from "../shell.ts";
import type { OperationRef } from "../screenConfig.ts";

/**
 * Calls of the engine through the one openapi-fetch client. Screen configs name operations by
 * method and path at run time (checked against the contract by the generator), so they go
 * through the api layer's run-time call (callAt), not the statically typed one.
 */

/** The operation's path parameters taken from the row's fields of the same name. */
export function pathParamsOf(op: OperationRef, row: Readonly<Record<string, unknown>> | undefined): Record<string, unknown> {
  return Object.fromEntries(op.pathParams.map((name) => [name, row?.[name]]));
}

/** Calls an operation; answers its data or throws the error body (for apiErrorMessage). */
export function callOperation(
  op: OperationRef,
  init: { row?: Readonly<Record<string, unknown>>; query?: Record<string, unknown>; body?: unknown },
) {
  return callAt(op.method, op.path, {
    params: { path: pathParamsOf(op, init.row), ...(init.query ? { query: init.query } : {}) },
    ...(init.body !== undefined ? { body: init.body } : {}),
  });
}

/**
 * After a write of a screen: what the contract says the operation changed (invalidateAfter,
 * with the record the row names), and the screen's own list whatever the contract says, as the
 * screen shows it.
 */
export function invalidateAfterWrite(
  queryClient: QueryClient,
  op: OperationRef,
  row: Readonly<Record<string, unknown>> | undefined,
  list: OperationRef,
) {
  if (isWriteOperation(op.operationId)) void invalidateAfter(queryClient, op.operationId, pathParamsOf(op, row));
  return invalidateResourceOf(queryClient, list.path);
}
