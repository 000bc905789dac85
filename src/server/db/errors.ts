import { HttpError } from "../http-errors.ts";

interface PgLikeError {
  code?: string;
  message?: string;
  constraint?: string;
  column?: string;
  detail?: string;
}

// Connection-level failures: the database is down or unreachable, not the request's fault.
const UNAVAILABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EHOSTUNREACH", "57P01", "57P02", "57P03", "53300"]);

export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as PgLikeError & { errors?: PgLikeError[] };
  if (!e) return false;
  if (e.code && (UNAVAILABLE_CODES.has(e.code) || e.code.startsWith("08"))) return true;
  if (e.errors?.some((inner) => inner.code && UNAVAILABLE_CODES.has(inner.code))) return true;
  const message = e.message ?? "";
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connect ECONNREFUSED/i.test(message);
}

/** Data errors the request caused, as 400/409 instead of 500. */
export function mapDatabaseError(error: unknown): HttpError | undefined {
  const e = error as PgLikeError;
  switch (e?.code) {
    case "23505":
      return new HttpError(409, "A record with the same unique value already exists.", e.constraint ? { [constraintField(e.constraint)]: "is already in use" } : undefined);
    case "23503":
      return new HttpError(409, "The record refers to, or is referred to by, another record.");
    case "23502":
      return new HttpError(400, "A required value is missing.", e.column ? { [e.column]: "is required" } : undefined);
    case "23514":
      return new HttpError(400, "A value is not allowed.", e.constraint ? { [constraintField(e.constraint)]: "is not allowed" } : undefined);
    case "22001":
      return new HttpError(400, "A value is too long.");
    case "22003":
    case "22P02":
    case "22007":
    case "22008":
      return new HttpError(400, "A value has the wrong format or is out of range.");
    default:
      return undefined;
  }
}

function constraintField(constraint: string): string {
  // accounts_email_key -> email, sites_language_code_key -> languageCode (the API's field name)
  const parts = constraint.split("_");
  if (parts.length <= 2) return constraint;
  return parts.slice(1, -1).map((part, i) => (i === 0 ? part : part[0]!.toUpperCase() + part.slice(1))).join("");
}
