import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from "fastify";
import { Ajv, type Options } from "ajv";
import addFormatsModule from "ajv-formats";
import type { OpenApiDocument } from "../../shared/api/contract.ts";

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/** What gates an operation, read from the contract's x-permission / x-public. */
export interface OperationAccess {
  operationId: string;
  /** 'public': no session needed; 'authenticated': any session; else any of these codes. */
  permission: "public" | "authenticated" | string[];
  /** Where the edited language code is found, e.g. "body.langCode". */
  languagePermission?: string;
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
      operations.push({ method: method.toUpperCase() as HTTPMethods, path, operationId: definition.operationId, definition, pathParameters });
    }
  }
  return operations;
}

export function accessOf(definition: Record<string, any>): OperationAccess {
  const raw = definition["x-permission"];
  const permission = definition["x-public"] === true ? "public" : raw === "authenticated" ? "authenticated" : Array.isArray(raw) ? raw : [raw];
  if (permission !== "public" && permission !== "authenticated" && permission.some((p) => typeof p !== "string")) {
    throw new Error(`Operation ${definition.operationId} has neither x-permission nor x-public.`);
  }
  return { operationId: definition.operationId, permission, languagePermission: definition["x-language-permission"] };
}

/**
 * Registers one Fastify route per contract operation. Requests are validated against the
 * contract (query and path coerced from strings, bodies not: a number sent for a string is
 * an error, not silently converted); JSON answers are serialised by the contract's schemas,
 * so fields it does not list (password hashes, internal columns) never leave the server.
 * Operations without a handler answer 501 with their operationId.
 */
export function registerContractRoutes(app: FastifyInstance, document: OpenApiDocument, handlers: HandlerMap) {
  const shared = rewriteRefs({ $id: SCHEMA_ID, components: { schemas: document.components.schemas ?? {} } });
  const base: Options = { strict: false, allErrors: true, useDefaults: true, removeAdditional: true, discriminator: false };
  const ajvBody = addFormats(new Ajv({ ...base, coerceTypes: false }));
  const ajvParams = addFormats(new Ajv({ ...base, coerceTypes: "array" }));
  for (const ajv of [ajvBody, ajvParams]) {
    ajv.addFormat("int64", { type: "number", validate: (n: number) => Number.isSafeInteger(n) });
    ajv.addFormat("int32", { type: "number", validate: (n: number) => Number.isInteger(n) && Math.abs(n) < 2 ** 31 });
    ajv.addSchema(shared);
  }
  app.addSchema(shared);
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === "body" ? ajvBody : ajvParams).compile(schema));

  const unknown = new Set(Object.keys(handlers));
  for (const op of listOperations(document)) {
    unknown.delete(op.operationId);
    const handler = handlers[op.operationId] ?? notImplemented(op.operationId);
    app.route({
      method: op.method,
      url: op.path.replace(/\{(\w+)\}/g, ":$1"),
      schema: routeSchema(op),
      config: { access: accessOf(op.definition) },
      // Downloads (CSV, files) go out as they are; see plugins/compression.ts.
      ...(answersJsonOnly(op) ? {} : { compress: false }),
      handler: async (request, reply) => handler(request, reply),
    });
  }
  if (unknown.size > 0) throw new Error(`Handlers for operations missing from the contract: ${[...unknown].join(", ")}`);
}

function notImplemented(operationId: string): OperationHandler {
  return (_request, reply) =>
    reply.status(501).send({ error: { code: "NOT_IMPLEMENTED", message: `${operationId} is not built yet.`, operationId } });
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
