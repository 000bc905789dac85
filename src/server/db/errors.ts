import { DATABASE_ERROR_CODES } from "../../shared/errors.ts";
import { HttpError } from "../http-errors.ts";

interface PgLikeError {
  code?: string;
  message?: string;
  constraint?: string;
  column?: string;
  detail?: string;
}

/** A SQLSTATE: five digits or capital letters; its first two are its class. */
const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * SQLSTATEs that mean the database cannot serve us now, whatever the request: class 08
 * (connection exception), 57P01-57P03 (admin shutdown, crash shutdown, cannot connect now) and
 * 53300 (too many connections). Only these, and a socket that failed, are answered 503.
 */
const UNAVAILABLE_STATES = new Set(["57P01", "57P02", "57P03", "53300"]);
// Socket failures of the driver, before or instead of any answer of the database.
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"]);

/**
 * No pooled connection came free within the wait (gated-pool.ts): every connection is working
 * for other requests. The database is up, so this is not an outage; answered 503 DB_BUSY.
 */
export class PoolBusyError extends Error {
  constructor(waitedMs: number) {
    super(`All database connections stayed busy for ${waitedMs} ms.`);
  }
}

/** SQLSTATE query_canceled: the statement ran past statement_timeout (or an operator cancelled it). */
const QUERY_CANCELED = "57014";
/** Deadlock detected, serialization failure: the database rolled the transaction back. */
const TRANSACTION_ROLLED_BACK = new Set(["40P01", "40001"]);

/**
 * Seconds a client is asked to wait after DB_BUSY: fast requests hand a connection on within
 * milliseconds, so a saturated pool drains quickly, and a pause spreads the retries out.
 */
export const BUSY_RETRY_AFTER_SECONDS = 2;

function unavailableCode(code: string | undefined): boolean {
  if (!code) return false;
  if (SQLSTATE.test(code)) return code.startsWith("08") || UNAVAILABLE_STATES.has(code);
  return SOCKET_CODES.has(code);
}

/**
 * True for a real outage: the connection failed or the server is shutting down or full. An
 * error the database gave for the request itself (any other SQLSTATE) never is, so a bad value
 * is not reported as an outage (alerts and retries key on 503 DB_UNAVAILABLE).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as PgLikeError & { errors?: PgLikeError[] };
  if (!e) return false;
  if (e.code && SQLSTATE.test(e.code)) return unavailableCode(e.code);
  if (unavailableCode(e.code)) return true;
  if (e.errors?.some((inner) => unavailableCode(inner.code))) return true;
  // pg's own errors for a lost or refused connection carry no code. pg's "timeout exceeded when
  // trying to connect" also meant a full pool once; the gate in front of it (gated-pool.ts)
  // never lets pg queue a caller, so now it only means connecting took too long.
  const message = e.message ?? "";
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connect ECONNREFUSED/i.test(
    message,
  );
}

/**
 * The database's 503s that are not an outage: a saturated pool (DB_BUSY, with Retry-After) and
 * a statement stopped by the statement timeout (DB_TIMEOUT). Neither says the database is
 * down, so neither is DB_UNAVAILABLE; neither is the server's fault, so neither is 500.
 */
function mapDatabaseLoadError(error: unknown): HttpError | undefined {
  // Two writes that locked the same rows in opposite orders (40P01), or a transaction the
  // database could not serialise (40001): PostgreSQL rolled one back whole, so sending it
  // again is safe and will most likely succeed.
  if (error instanceof PoolBusyError || TRANSACTION_ROLLED_BACK.has((error as PgLikeError | undefined)?.code ?? "")) {
    const busy = new HttpError(503, "The database is busy. Please try again in a moment.", undefined, DATABASE_ERROR_CODES.busy);
    busy.retryAfterSeconds = BUSY_RETRY_AFTER_SECONDS;
    return busy;
  }
  if ((error as PgLikeError | undefined)?.code === QUERY_CANCELED) {
    return new HttpError(
      503,
      "The request took too long in the database and was stopped. Try again, or narrow it down.",
      undefined,
      DATABASE_ERROR_CODES.timeout,
    );
  }
  return undefined;
}

/**
 * Errors the request caused, by SQLSTATE: class 22 (data exception: a value too long, out of
 * range, of the wrong form, or a character the database cannot store such as NUL) is 400;
 * class 23 (integrity) is 409 for a duplicate or a reference still in use, 400 for a missing or
 * disallowed value. Anything else is the server's fault (500); outages are
 * isDatabaseUnavailable's and load (a busy pool, a statement timeout) mapDatabaseLoadError's.
 */
export function mapDatabaseError(error: unknown): HttpError | undefined {
  const load = mapDatabaseLoadError(error);
  if (load) return load;
  const e = error as PgLikeError;
  const code = typeof e?.code === "string" && SQLSTATE.test(e.code) ? e.code : undefined;
  if (!code) return undefined;
  switch (code) {
    case "23505":
      return new HttpError(
        409,
        "A record with the same unique value already exists.",
        e.constraint ? { [constraintField(e.constraint)]: "is already in use" } : undefined,
      );
    case "23503":
      return new HttpError(409, "The record refers to, or is referred to by, another record.");
    case "23P01":
      return new HttpError(409, "The record overlaps another record.");
    case "23502":
      return new HttpError(400, "A required value is missing.", e.column ? { [e.column]: "is required" } : undefined);
    case "23514":
      return new HttpError(
        400,
        "A value is not allowed.",
        e.constraint ? { [constraintField(e.constraint)]: "is not allowed" } : undefined,
      );
    case "22001":
      return new HttpError(400, "A value is too long.");
    case "22021":
    case "22P05":
      return new HttpError(400, "A text contains a character that cannot be stored (such as NUL).");
    case "22003":
    case "22P02":
    case "22007":
    case "22008":
      return new HttpError(400, "A value has the wrong format or is out of range.");
  }
  if (code.startsWith("22")) return new HttpError(400, "A value is not valid.");
  if (code.startsWith("23")) return new HttpError(400, "A value breaks a rule of the stored data.");
  return undefined;
}

function constraintField(constraint: string): string {
  // accounts_email_key -> email, sites_language_code_key -> languageCode (the API's field name)
  const parts = constraint.split("_");
  if (parts.length <= 2) return constraint;
  return parts
    .slice(1, -1)
    .map((part, i) => (i === 0 ? part : part[0]!.toUpperCase() + part.slice(1)))
    .join("");
}
