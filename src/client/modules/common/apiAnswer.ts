import { isApiErrorBody } from "../../api/errors.ts";

/**
 * The data of an openapi-fetch result, or the server's error body thrown, so callers can hand
 * a failure to apiErrorMessage (or tell a stale save from another refusal).
 */
export function answerOf<T>(result: { data?: T; error?: unknown }): T {
  if (result.error !== undefined || result.data === undefined) throw result.error ?? new Error("No answer");
  return result.data;
}

/** A save refused because the record changed since it was read (409 naming the concurrency token). */
export function isStaleSave(error: unknown): boolean {
  return isApiErrorBody(error) && error.error.code === "CONFLICT" && error.error.fields?.updatedAt !== undefined;
}
