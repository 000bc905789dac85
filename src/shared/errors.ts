/** The error shape of every non-2xx answer (DESIGN.md section 3). */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    fields?: Record<string, string>;
    operationId?: string;
  };
}

export const ERROR_CODES = {
  400: "VALIDATION",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  408: "TIMEOUT",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  414: "URI_TOO_LONG",
  415: "UNSUPPORTED_MEDIA_TYPE",
  428: "VERSION_REQUIRED",
  429: "RATE_LIMITED",
  431: "HEADERS_TOO_LARGE",
  500: "INTERNAL",
  501: "NOT_IMPLEMENTED",
  503: "DB_UNAVAILABLE",
} as const;

/**
 * The 503s of the database, told apart so that alerts and retries can key on each: an outage
 * (no connection can be made), a saturated pool (no connection came free within DB_POOL_WAIT_MS;
 * sent with Retry-After) and a statement stopped by DB_STATEMENT_TIMEOUT_MS.
 */
export const DATABASE_ERROR_CODES = {
  unavailable: ERROR_CODES[503],
  busy: "DB_BUSY",
  timeout: "DB_TIMEOUT",
} as const;
