/**
 * The data of an openapi-fetch result, or the server's error body thrown, so callers can hand
 * a failure to apiErrorMessage (or tell a stale save from another refusal).
 */
export function answerOf<T>(result: { data?: T; error?: unknown }): T {
  if (result.error !== undefined || result.data === undefined) throw result.error ?? new Error("No answer");
  return result.data;
}
