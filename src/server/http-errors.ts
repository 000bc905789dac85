import { ERROR_CODES } from "../shared/errors.ts";

/** An error with an HTTP status that the error handler turns into the error shape. */
export class HttpError extends Error {
  /** Sent as Retry-After (every 429 has one, a 503 DB_BUSY too; plugins/errors.ts). */
  retryAfterSeconds?: number;
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly code: string = ERROR_CODES[statusCode as keyof typeof ERROR_CODES] ?? "ERROR",
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, message, fields);
export const unauthorized = (message = "You are not logged in.") => new HttpError(401, message);
export const forbidden = (message = "You do not have permission for this.") => new HttpError(403, message);
export const notFound = (what = "Record") => new HttpError(404, `${what} not found.`);
export const conflict = (message: string, fields?: Record<string, string>) => new HttpError(409, message, fields);
export const tooManyRequests = (message: string, retryAfterSeconds?: number) => {
  const error = new HttpError(429, message);
  error.retryAfterSeconds = retryAfterSeconds;
  return error;
};
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
