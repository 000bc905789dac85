import type { Readable } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { badRequest, HttpError, unsupportedMediaType } from "../http-errors.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The non-JSON media types the operation's body may have ("image/*" included): the body reaches its handler as a stream. */
    streamedBody?: readonly string[];
  }
}

/** The non-JSON media types of an operation's request body, or undefined when it takes JSON only (or nothing). */
export function streamedBodyTypes(definition: Record<string, any>): string[] | undefined {
  const types = Object.keys(definition.requestBody?.content ?? {}).filter((type) => type !== "application/json");
  return types.length > 0 ? types : undefined;
}

/** The media type of a Content-Type header, lower case, without parameters. */
const essenceOf = (header: string | undefined) => (header ?? "").split(";")[0]!.trim().toLowerCase();

/** True when a declared type ("image/png", "image/*") covers the media type. */
export function typeCovers(declared: string, essence: string): boolean {
  if (declared.endsWith("/*")) return essence.startsWith(declared.slice(0, -1)) && essence.length > declared.length - 1;
  return declared === essence;
}

/** 413 for a body whose announced length is over the limit, so none of it is read. */
export function assertAnnouncedLength(request: FastifyRequest, limit: number): void {
  const announced = Number(request.headers["content-length"]);
  if (Number.isFinite(announced) && announced > limit) throw payloadTooLarge(limit);
}

/**
 * The unread body of an upload operation, once its announced length passed `limit` (else 413):
 * 400 when there is none, 415 when it was JSON (the JSON parser, shared by every route, read it).
 */
export function uploadBody(request: FastifyRequest, limit: number): Readable {
  assertAnnouncedLength(request, limit);
  const body = request.body as unknown as Readable | undefined;
  if (body === undefined || body === null || request.headers["content-length"] === "0")
    throw badRequest("The file is missing: send it as the request body.", { body: "is required" });
  if (typeof body.pipe !== "function") throw unsupportedMediaType("Send the file itself as the request body, not JSON.");
  return body;
}

export const payloadTooLarge = (limit: number) =>
  new HttpError(413, `The file is larger than the ${Math.floor(limit / 1_048_576)} MB allowed.`, {
    body: `must be at most ${limit} bytes`,
  });

/**
 * Uploads take the raw file as their body (spec part 2, section 7). For each non-JSON type an
 * operation of the contract declares, a parser that reads nothing: the body goes to the handler
 * as the request stream, to be streamed to storage, never buffered whole. Scoped to the
 * operations that declare the type: on any other route the same body is 415, as before. A body
 * whose Content-Length is over the operation's limit (x-body-limit) is 413 here, unread; one
 * sent in chunks is counted by the handler as it streams (Fastify's own limit applies only to
 * bodies it buffers).
 */
export function registerStreamedBodyParsers(app: FastifyInstance, declaredTypes: Iterable<string>): void {
  const types = [...new Set(declaredTypes)];
  const exact = types.filter((type) => !type.endsWith("/*"));
  const wildcards = types
    .filter((type) => type.endsWith("/*"))
    .map((type) => new RegExp(`^${type.slice(0, -1).replace("/", "\\/")}[^\\s;/]+`, "i"));
  for (const matcher of [...exact, ...wildcards]) {
    app.addContentTypeParser(matcher, (request, payload, done) => {
      const essence = essenceOf(request.headers["content-type"]);
      const declared = request.routeOptions.config.streamedBody ?? [];
      if (!declared.some((type) => typeCovers(type, essence))) {
        done(unsupportedMediaType(`This operation does not take a body of type ${essence.slice(0, 100)}.`), undefined);
        return;
      }
      try {
        assertAnnouncedLength(request, request.routeOptions.bodyLimit ?? Number.POSITIVE_INFINITY);
      } catch (error) {
        done(error as Error, undefined);
        return;
      }
      done(null, payload);
    });
  }
}
