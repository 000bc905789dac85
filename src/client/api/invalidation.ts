import type { QueryClient } from "@tanstack/react-query";
import { writeEffects } from "./generated/invalidation.gen.ts";
import { resourceQueries } from "./queryKeys.ts";
import { resourceOf } from "./resourcePaths.ts";

/** An operation that changes data: every one but the plain GETs (generated from the contract). */
export type WriteOperationId = keyof typeof writeEffects;

interface WriteEffect {
  readonly resource: string;
  readonly idParam?: string;
  readonly related?: readonly string[];
}

export function isWriteOperation(operationId: string): operationId is WriteOperationId {
  return Object.hasOwn(writeEffects, operationId);
}

/**
 * What a successful write makes stale, from the contract alone: the lists of its own resource
 * and the details of the record it names (every detail when it names none, as a create or a
 * batch may touch any), plus every answer of the resources its `x-invalidates` names.
 */
export function invalidatedBy(operationId: WriteOperationId, pathParams?: Readonly<Record<string, unknown>>) {
  const effect: WriteEffect = writeEffects[operationId];
  const id = effect.idParam === undefined ? undefined : pathParams?.[effect.idParam];
  const matchers = [resourceQueries(effect.resource, id), ...(effect.related ?? []).map((resource) => resourceQueries(resource))];
  return (query: Parameters<(typeof matchers)[number]>[0]) => matchers.some((matches) => matches(query));
}

/**
 * Marks stale what the write changed; the queries on screen fetch again at once. Call it after
 * the write succeeded (or, where a screen refreshes whatever the outcome, after it settled),
 * with the path parameters the write was sent with.
 */
export function invalidateAfter(
  queryClient: QueryClient,
  operationId: WriteOperationId,
  pathParams?: Readonly<Record<string, unknown>>,
): Promise<void> {
  return queryClient.invalidateQueries({ predicate: invalidatedBy(operationId, pathParams) });
}

/** Marks stale every answer of the resource a path belongs to (a screen reloading its own list). */
export function invalidateResourceOf(queryClient: QueryClient, path: string): Promise<void> {
  return queryClient.invalidateQueries({ predicate: resourceQueries(resourceOf(path)) });
}
