import { queryOptions } from "@tanstack/react-query";
import type { Client } from "openapi-fetch";
import { answerOf } from "./answer.ts";
import { api } from "./client.ts";
import { readKey, type ReadInit } from "./queryKeys.ts";

type Method = "get" | "put" | "post" | "delete" | "patch";

/** openapi-fetch's init: path and query parameters, the body, an abort signal. */
type CallInit = ReadInit & { body?: unknown; signal?: AbortSignal; [option: string]: unknown };

/**
 * The one client seen without its path typing, for callers that name an operation at run time:
 * the screen engine reads method and path from the generated screen configs, which
 * `npm run gen` has checked against the contract, so a string path is as safe here.
 */
const untyped: Client<any> = api;

/** Calls an operation named at run time; answers its data or throws the error body (answerOf). */
export async function callAt(method: Method, path: string, init: CallInit = {}): Promise<unknown> {
  return answerOf(await untyped.request(method, path, init));
}

/**
 * react-query options of a read named at run time, with the key `$api.useQuery` would give it
 * (readKey), so the writes' invalidation reaches it. `T` is the answer the caller's operation
 * has in the contract (a screen's list operation answers a page).
 */
export function readQueryOptions<T>(path: string, init?: ReadInit) {
  return queryOptions({
    queryKey: readKey(path, init),
    queryFn: async ({ signal }) => (await callAt("get", path, { ...init, signal })) as T,
  });
}
