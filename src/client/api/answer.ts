/** What an openapi-fetch call resolves to. */
interface CallResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** A refusal whose answer had no body to throw (a proxy's empty 502, an empty 404). */
export class NoAnswerError extends Error {
  constructor(readonly status: number) {
    super(`The server answered ${status} without a body`);
    this.name = "NoAnswerError";
  }
}

/**
 * The data of a typed call (`answerOf(await api.PUT(path, init))`), or the server's error body
 * thrown, so callers hand a failure to apiErrorMessage or tell a stale save (isStaleSave) from
 * another refusal. A 204 answers undefined; a success that should carry data but has none is a
 * failure too, so a caller never works on a missing record.
 */
export function answerOf<T>(result: CallResult<T>): T {
  const { data, error, response } = result;
  if (!response.ok) throw error !== undefined && error !== "" ? error : new NoAnswerError(response.status);
  if (data === undefined && response.status !== 204) throw new NoAnswerError(response.status);
  return data as T;
}
