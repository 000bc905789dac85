import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from "fastify";
import { Ajv, type ErrorObject, type Options, type ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";
import type { OpenApiDocument } from "../../shared/api/contract.ts";
import {
  DEFAULT_BODY_LIMIT,
  guardRequest,
  limitCheck,
  NO_BODY_LIMIT,
  type NumericParameter,
  refuseEncodedBody,
  registerJsonParser,
  type RequestChecks,
} from "./request-guards.ts";
import { sendError } from "./errors.ts";
import { registerStreamedBodyParsers, streamedBodyTypes } from "./streamed-body.ts";
import { versionCheck, versionRuleOf } from "./version-required.ts";
import type { LazySchemas } from "./lazy-schemas.ts";

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/** What gates an operation, read from the contract's x-permission / x-public. */
export interface OperationAccess {
  operationId: string;
  /** 'public': no session needed; 'authenticated': any session; else any of these codes. */
  permission: "public" | "authenticated" | string[];
  /** Where the edited language code is found, e.g. "body.langCode"; "any": some language right. */
  languagePermission?: string;
  /** A GET that changes state (x-changes-state): refused cross-site like the writes. */
  changesState?: boolean;
}

export type OperationHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> | unknown;
export type HandlerMap = Record<string, OperationHandler>;

declare module "fastify" {
  interface FastifyContextConfig {
    access?: OperationAccess;
  }
}

interface Operation {
  method: HTTPMethods;
  path: string;
  operationId: string;
  definition: Record<string, any>;
  pathParameters: any[];
}

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"];
const SCHEMA_ID = "contract";

/** Every operation of the contract, with its method and OpenAPI path. */
export function listOperations(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  // Bundling turns shared parameters into "#/components/parameters/X" references.
  const resolve = (p: any) => (p?.$ref ? document.components.parameters?.[String(p.$ref).split("/").pop()!] : p);
  for (const [path, item] of Object.entries(document.paths)) {
    const pathParameters = ((item.parameters as any[]) ?? []).map(resolve);
    for (const method of METHODS) {
      const raw = item[method] as Record<string, any> | undefined;
      if (!raw) continue;
      const definition: Record<string, any> = { ...raw, parameters: ((raw.parameters as any[]) ?? []).map(resolve) };
      operations.push({
        method: method.toUpperCase() as HTTPMethods,
        path,
        operationId: definition.operationId,
        definition,
        pathParameters,
      });
    }
  }
  return operations;
}

export function accessOf(definition: Record<string, any>): OperationAccess {
  const raw = definition["x-permission"];
  const permission =
    definition["x-public"] === true ? "public" : raw === "authenticated" ? "authenticated" : Array.isArray(raw) ? raw : [raw];
  if (permission !== "public" && permission !== "authenticated" && permission.some((p) => typeof p !== "string")) {
    throw new Error(`Operation ${definition.operationId} has neither x-permission nor x-public.`);
  }
  return {
    operationId: definition.operationId,
    permission,
    languagePermission: definition["x-language-permission"],
    ...(definition["x-changes-state"] === true ? { changesState: true } : {}),
  };
}

/**
 * Registers one Fastify route per contract operation. Requests are validated against the
 * contract (query and path coerced from strings, bodies not: a number sent for a string is
 * an error, not silently converted; a field the contract does not list is an error too, not
 * silently dropped); JSON answers are serialised by the contract's schemas, so fields it does
 * not list (password hashes, internal columns) never leave the server. Before validation,
 * request-guards.ts refuses NUL bytes, deep nesting and arrays or strings over their bounds,
 * so the validator never works through more than the contract allows; each operation reads a
 * body up to its x-body-limit (DEFAULT_BODY_LIMIT for JSON, NO_BODY_LIMIT without a body).
 * An update marked x-version-required needs the record's version before its handler runs
 * (version-required.ts). Operations without a handler answer 501 with their operationId.
 */
export function registerContractRoutes(app: FastifyInstance, document: OpenApiDocument, handlers: HandlerMap, schemas: LazySchemas) {
  const shared = rewriteRefs({ $id: SCHEMA_ID, components: { schemas: document.components.schemas ?? {} } });
  const base: Options = { strict: false, allErrors: true, useDefaults: true, discriminator: false };
  // Bodies are strict: additionalProperties: false refuses an unknown field (400 naming it).
  const ajvBody = addFormats(new Ajv({ ...base, removeAdditional: false, coerceTypes: false }));
  const ajvBodyFirst = addFormats(new Ajv({ ...base, allErrors: false, removeAdditional: false, coerceTypes: false }));
  const ajvParams = addFormats(new Ajv({ ...base, removeAdditional: true, coerceTypes: "array" }));
  for (const ajv of [ajvBody, ajvBodyFirst, ajvParams]) {
    ajv.addFormat("int64", { type: "number", validate: (n: number) => Number.isSafeInteger(n) });
    ajv.addFormat("int32", { type: "number", validate: (n: number) => Number.isInteger(n) && Math.abs(n) < 2 ** 31 });
    ajv.addSchema(shared);
  }
  app.addSchema(shared);
  // Compiled on a route's first request (lazy-schemas.ts).
  app.setValidatorCompiler(({ schema, httpPart }) =>
    schemas.wrap(
      () => (httpPart === "body" ? firstErrorThenAll(ajvBodyFirst.compile(schema), ajvBody.compile(schema)) : ajvParams.compile(schema)),
      true,
    ),
  );
  registerJsonParser(app);
  // Uploads: their raw body reaches the handler as a stream (streamed-body.ts).
  registerStreamedBodyParsers(
    app,
    listOperations(document).flatMap((op) => streamedBodyTypes(op.definition) ?? []),
  );
  const resolve = (ref: string) =>
    ref.startsWith("#/components/schemas/") ? (document.components.schemas?.[ref.slice(21)] as Record<string, any>) : undefined;

  const unknown = new Set(Object.keys(handlers));
  for (const op of listOperations(document)) {
    unknown.delete(op.operationId);
    const handler = handlers[op.operationId] ?? notImplemented(op.operationId);
    const checks = requestChecks(op, resolve);
    const versionRule = versionRuleOf(op.definition);
    const streamedBody = streamedBodyTypes(op.definition);
    app.route({
      method: op.method,
      url: op.path.replace(/\{(\w+)\}/g, ":$1"),
      schema: routeSchema(op),
      config: { access: accessOf(op.definition), ...(streamedBody ? { streamedBody } : {}) },
      bodyLimit: bodyLimitOf(op),
      preParsing: async (request, _reply, payload) => {
        refuseEncodedBody(request);
        return payload;
      },
      preValidation: async (request) => guardRequest(request, checks),
      ...(versionRule ? { preHandler: versionCheck(versionRule) } : {}),
      // Downloads (CSV, files) go out as they are; see plugins/compression.ts.
      ...(answersJsonOnly(op) ? {} : { compress: false }),
      handler: async (request, reply) => handler(request, reply),
    });
  }
  if (unknown.size > 0) throw new Error(`Handlers for operations missing from the contract: ${[...unknown].join(", ")}`);
}

/** Bodies with up to this many values are validated again for all their errors when invalid. */
export const ALL_ERRORS_VALUE_LIMIT = 2000;

type Validate = ValidateFunction & { errors?: ErrorObject[] | null };

/**
 * A body validator that stops at the first error, and only when there is one and the body is
 * small (a form's) validates again for all of them, so a form gets every failing field at once.
 * ajv collecting all errors costs time that grows with the square of their number (each $ref's
 * errors are copied onto all before them): thousands of bad items in one array took seconds.
 */
function firstErrorThenAll(first: ValidateFunction, all: ValidateFunction): Validate {
  const validate = ((data: unknown) => {
    if (first(data)) return true;
    if (valuesWithin(data, ALL_ERRORS_VALUE_LIMIT)) {
      all(data);
      validate.errors = all.errors;
    } else validate.errors = first.errors;
    return false;
  }) as Validate;
  return validate;
}

/** True when a JSON value holds at most `limit` values (arrays, objects and scalars). */
function valuesWithin(data: unknown, limit: number): boolean {
  let count = 0;
  const stack: unknown[] = [data];
  while (stack.length > 0) {
    const value = stack.pop();
    if (++count > limit) return false;
    if (value === null || typeof value !== "object") continue;
    const inner = Array.isArray(value) ? value : Object.values(value);
    if (count + stack.length + inner.length > limit) return false;
    for (const item of inner) stack.push(item);
  }
  return true;
}

/**
 * The bytes of body an operation reads: its x-body-limit, else DEFAULT_BODY_LIMIT when it takes
 * a body and NO_BODY_LIMIT when it takes none. Over it: 413 before the body is parsed.
 */
export function bodyLimitOf(op: Pick<Operation, "definition">): number {
  const declared = op.definition["x-body-limit"];
  if (declared !== undefined) {
    if (!Number.isSafeInteger(declared) || declared < 1024)
      throw new Error(`Operation ${op.definition.operationId}: x-body-limit must be a whole number of bytes from 1024.`);
    return declared;
  }
  return op.definition.requestBody ? DEFAULT_BODY_LIMIT : NO_BODY_LIMIT;
}

/** The size checks of an operation's path, query and JSON body, from the contract. */
function requestChecks(op: Operation, resolve: (ref: string) => Record<string, any> | undefined): RequestChecks {
  const parameters = [...op.pathParameters, ...((op.definition.parameters as any[]) ?? [])];
  const partSchema = (where: string) => {
    const own = parameters.filter((p) => p.in === where);
    return own.length === 0 ? undefined : { type: "object", properties: Object.fromEntries(own.map((p) => [p.name, p.schema ?? {}])) };
  };
  const json = op.definition.requestBody?.content?.["application/json"]?.schema;
  return {
    params: limitCheck(partSchema("path"), resolve),
    query: limitCheck(partSchema("query"), resolve),
    body: json ? limitCheck(json, resolve) : undefined,
    // The paging contract's filters: a JSON object in a query string (DESIGN.md section 3).
    jsonQuery: parameters.filter((p) => p.in === "query" && p.name === "filters").map((p) => p.name),
    numeric: numericParameters(parameters, resolve),
  };
}

/** The path and query parameters typed integer or number (directly, through a $ref, or as array items). */
function numericParameters(parameters: any[], resolve: (ref: string) => Record<string, any> | undefined): NumericParameter[] {
  const deref = (schema: Record<string, any> | undefined) => (typeof schema?.$ref === "string" ? resolve(schema.$ref) : schema);
  const numericType = (schema: Record<string, any> | undefined): "integer" | "number" | undefined => {
    const s = deref(schema);
    const types: unknown[] = Array.isArray(s?.type) ? s.type : [s?.type];
    if (types.includes("array")) return numericType(s?.items);
    if (types.includes("string")) return undefined;
    return types.includes("integer") ? "integer" : types.includes("number") ? "number" : undefined;
  };
  return parameters.flatMap((p) => {
    const type = p.in === "path" || p.in === "query" ? numericType(p.schema) : undefined;
    return type ? [{ part: p.in === "path" ? ("params" as const) : ("query" as const), name: p.name, integer: type === "integer" }] : [];
  });
}

function notImplemented(operationId: string): OperationHandler {
  return (request, reply) =>
    sendError(request, reply, 501, { error: { code: "NOT_IMPLEMENTED", message: `${operationId} is not built yet.`, operationId } });
}

function routeSchema(op: Operation) {
  const parameters = [...op.pathParameters, ...((op.definition.parameters as any[]) ?? [])];
  const schema: Record<string, unknown> = {};
  const params = objectOf(parameters.filter((p) => p.in === "path"));
  const query = objectOf(parameters.filter((p) => p.in === "query"));
  if (params) schema.params = params;
  if (query) schema.querystring = query;
  const json = op.definition.requestBody?.content?.["application/json"]?.schema;
  if (json) schema.body = rewriteRefs(json);
  const response: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries<any>(op.definition.responses ?? {})) {
    const s = answer?.content?.["application/json"]?.schema;
    if (s) response[status] = rewriteRefs(s);
  }
  if (Object.keys(response).length > 0) schema.response = response;
  return schema;
}

/** True when every successful answer of the operation is JSON (or has no body). */
function answersJsonOnly(op: Operation): boolean {
  return Object.entries<any>(op.definition.responses ?? {})
    .filter(([status]) => status.startsWith("2"))
    .every(([, answer]) => Object.keys(answer?.content ?? {}).every((type) => type === "application/json"));
}

function objectOf(parameters: any[]) {
  if (parameters.length === 0) return undefined;
  return {
    type: "object",
    properties: Object.fromEntries(parameters.map((p) => [p.name, rewriteRefs(p.schema ?? {})])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
  };
}

/** "#/components/schemas/X" -> "contract#/components/schemas/X" (the shared schema's id). */
function rewriteRefs<T>(value: T): T {
  return JSON.parse(JSON.stringify(value).replace(/"\$ref":"#\//g, `"$ref":"${SCHEMA_ID}#/`));
}

/** Value at a dotted path such as "body.langCode" of a request, for x-language-permission. */
export function requestValueAt(request: FastifyRequest, where: string): unknown {
  const [part, ...rest] = where.split(".");
  let value: any = part === "body" ? request.body : part === "query" ? request.query : part === "params" ? request.params : undefined;
  for (const key of rest) value = value?.[key];
  return value;
}
