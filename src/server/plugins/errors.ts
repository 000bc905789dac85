import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ERROR_CODES, type ApiErrorBody } from "../../shared/errors.ts";
import { HttpError } from "../http-errors.ts";
import { isDatabaseUnavailable, mapDatabaseError } from "../db/errors.ts";
import { localiseErrorBody, requestLanguage } from "../messages/localise.ts";
import { listOf, MAX_REPORTED_FIELDS } from "./request-guards.ts";

/** Retry-After of a 429 that does not say when (seconds). */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** Every non-2xx answer gets the contract's error shape; nothing leaks as a bare 500. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body, retryAfterSeconds } = toErrorAnswer(error);
    const seconds = retryAfterSeconds ?? (status === 429 ? DEFAULT_RETRY_AFTER_SECONDS : undefined);
    if (seconds !== undefined) void reply.header("retry-after", String(Math.max(1, Math.ceil(seconds))));
    if (status >= 500 && status !== 501 && status !== 503) {
      request.log.error({ err: error }, "unhandled error");
    } else if (status === 503) {
      // DB_UNAVAILABLE, DB_BUSY or DB_TIMEOUT: the database's state, not a fault of ours.
      request.log.warn({ err: { message: error.message, code: error.code }, answered: body.error.code }, "database could not serve");
    }
    void sendError(request, reply, status, body);
  });

  app.setNotFoundHandler((request, reply) => {
    void sendError(request, reply, 404, errorBody(404, `No route for ${request.method} ${request.url.split("?")[0]}.`));
  });
}

/**
 * An error answer in the language the request asks for (Accept-Language: the app sends the
 * user's; messages/swedish.ts holds the Swedish texts). The code stays the same in every
 * language, so clients key on it, not on the text.
 */
export function sendError(request: FastifyRequest, reply: FastifyReply, status: number, body: ApiErrorBody) {
  const language = requestLanguage(request.headers["accept-language"]);
  return reply
    .status(status)
    .header("content-language", language)
    .header("vary", "Accept-Language")
    .send(localiseErrorBody(body, language));
}

/**
 * Fastify's router answers a URL it cannot route (a path parameter over 100 characters, a bad
 * percent-encoding) before any hook runs, in a shape of its own; given as the frameworkErrors
 * option, this answers them in ours.
 */
export function frameworkErrorAnswer(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message = status === 414 ? "A part of the address is too long." : "The address is not valid.";
  void sendError(request, reply, status, errorBody(status, message));
}

/**
 * Node's HTTP parser refuses some requests before Fastify sees them: headers (the request line
 * with its query string included) over maxHeaderSize (16 KB) as 431, a timeout as 408, bytes
 * that are not HTTP as 400. Given as the clientErrorHandler option, this answers them in our
 * error shape; the connection is closed afterwards, as Node does.
 */
export function clientErrorAnswer(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, message] =
    error.code === "HPE_HEADER_OVERFLOW"
      ? [431, "The request's headers or address are too large."]
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, "The request took too long to arrive."]
        : [400, "The request is not valid HTTP."];
  if (socket.writable) {
    const body = JSON.stringify(errorBody(status, message));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

const STATUS_TEXT: Record<number, string> = { 400: "Bad Request", 408: "Request Timeout", 431: "Request Header Fields Too Large" };

/** The longest message the error shape allows (the contract's Error.message maxLength). */
export const MAX_ERROR_MESSAGE = 2000;

export function errorBody(status: number, message: string, fields?: Record<string, string>, code?: string): ApiErrorBody {
  return {
    error: {
      code: code ?? ERROR_CODES[status as keyof typeof ERROR_CODES] ?? "ERROR",
      message: boundedMessage(message),
      ...(fields && Object.keys(fields).length > 0 ? { fields } : {}),
    },
  };
}

/**
 * A message within MAX_ERROR_MESSAGE characters (counted as the contract's validator counts them,
 * in code points): one that quotes what a request sent (an address, a parser's excerpt of a body)
 * can be any length.
 */
function boundedMessage(message: string): string {
  if (message.length <= MAX_ERROR_MESSAGE) return message;
  const points = [...message];
  return points.length <= MAX_ERROR_MESSAGE ? message : `${points.slice(0, MAX_ERROR_MESSAGE - 1).join("")}…`;
}

interface ErrorAnswer {
  status: number;
  body: ApiErrorBody;
  /** Sent as Retry-After (every 429 has one, 60 s when its error does not say). */
  retryAfterSeconds?: number;
}

function httpErrorAnswer(error: HttpError): ErrorAnswer {
  return {
    status: error.statusCode,
    body: errorBody(error.statusCode, error.message, error.fields, error.code),
    retryAfterSeconds: error.retryAfterSeconds,
  };
}

function toErrorAnswer(error: FastifyError): ErrorAnswer {
  if (error instanceof HttpError) return httpErrorAnswer(error);
  if (error.validation) {
    // At most MAX_REPORTED_FIELDS fields are named; the message counts the rest.
    const fields = new Map<string, string>();
    const names = new Set<string>();
    for (const issue of error.validation) {
      const params = issue.params as Record<string, unknown>;
      const base = issue.instancePath.replace(/^\//, "").replace(/\//g, ".");
      const missing = typeof params.missingProperty === "string" ? params.missingProperty : undefined;
      const extra = typeof params.additionalProperty === "string" ? params.additionalProperty : undefined;
      const key = [base, missing ?? extra].filter(Boolean).join(".") || error.validationContext || "body";
      names.add(key);
      if (names.size <= MAX_REPORTED_FIELDS && !fields.has(key))
        fields.set(key, extra ? "is not a field of this request" : (issue.message ?? "is invalid"));
    }
    const where = error.validationContext === "body" ? "request body" : error.validationContext;
    // Own properties whatever the names (a field called "constructor" included).
    return { status: 400, body: errorBody(400, `Invalid ${where}: ${listOf([...names])}.`, Object.fromEntries(fields)) };
  }
  if (isDatabaseUnavailable(error)) {
    return { status: 503, body: errorBody(503, "The database is unavailable. Please try again shortly.") };
  }
  const mapped = mapDatabaseError(error);
  if (mapped) return httpErrorAnswer(mapped);
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status === 500) return { status, body: errorBody(500, "An unexpected error occurred.") };
  return { status, body: errorBody(status, friendlyFastifyMessage(error)) };
}

// Fastify's own 4xx errors (bad JSON, too large, wrong content type) have terse messages.
function friendlyFastifyMessage(error: FastifyError): string {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return `The request body is not valid JSON: ${error.message}`;
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "The request body is too large.";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Unsupported content type.";
    default:
      return error.message;
  }
}
