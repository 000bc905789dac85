/**
 * Read-only questions the screen generator asks of the bundled contract
 * (src/shared/api/generated/openapi.gen.json): which operation has an id, what its rows,
 * sort fields, filter keys and request body look like. Answers are plain JSON schemas with
 * every "#/components/..." reference resolved, so checks and the emitted configs need no
 * contract at run time.
 */

export type JsonSchema = Record<string, any>;

export interface ContractDocument {
  paths: Record<string, Record<string, any>>;
  components: { schemas?: Record<string, JsonSchema>; parameters?: Record<string, any> };
}

export interface ContractOperation {
  operationId: string;
  method: "get" | "post" | "put" | "patch" | "delete";
  path: string;
  definition: Record<string, any>;
  /** Path and operation parameters with references resolved. */
  parameters: Array<{ name: string; in: string; schema?: JsonSchema }>;
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

export function findOperation(document: ContractDocument, operationId: string): ContractOperation | undefined {
  const resolveParameter = (p: any) => (p?.$ref ? { ...document.components.parameters?.[refName(p.$ref)], ...withoutRef(p) } : p);
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const definition = item[method];
      if (definition?.operationId !== operationId) continue;
      const parameters = [...(item.parameters ?? []), ...(definition.parameters ?? [])].map(resolveParameter);
      return { operationId, method, path, definition, parameters };
    }
  }
  return undefined;
}

/** Every operationId, for "did you mean" hints. */
export function operationIds(document: ContractDocument): string[] {
  return Object.values(document.paths).flatMap((item) => METHODS.map((m) => item[m]?.operationId).filter(Boolean));
}

/**
 * The schema with every component reference inlined. A reference back into itself (a tree
 * such as RegionGroup.childGroups) is left as { "x-recursive": name }: fields below it are
 * not checked, and a dialog refuses it (see isRecursive).
 */
export function dereference(document: ContractDocument, schema: JsonSchema, seen: string[] = []): JsonSchema {
  if (Array.isArray(schema)) return schema.map((item) => dereference(document, item, seen)) as unknown as JsonSchema;
  if (schema === null || typeof schema !== "object") return schema;
  if (typeof schema.$ref === "string") {
    const name = refName(schema.$ref);
    if (seen.includes(name)) return { "x-recursive": name };
    const target = document.components.schemas?.[name];
    if (!target) throw new Error(`unknown schema reference ${schema.$ref}`);
    return dereference(document, { ...target, ...withoutRef(schema) }, [...seen, name]);
  }
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, dereference(document, value, seen)]));
}

/** True when a dereferenced schema holds a reference back into itself. */
export function isRecursive(schema: JsonSchema): boolean {
  return JSON.stringify(schema).includes('"x-recursive"');
}

/** The object branch of a schema that may be a oneOf/anyOf with null (a nullable object). */
export function objectBranch(schema: JsonSchema | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  if (schema.properties) return schema;
  const branches: JsonSchema[] = schema.oneOf ?? schema.anyOf ?? schema.allOf ?? [];
  const merged = branches.filter((b) => b.properties);
  if (merged.length === 0) return undefined;
  return { ...merged[0], properties: Object.assign({}, ...merged.map((b) => b.properties)) };
}

/** The schema at a dotted path of an object schema (e.g. frontpage.title), or undefined. */
export function schemaAtPath(schema: JsonSchema, path: string): JsonSchema | undefined {
  let current: JsonSchema | undefined = schema;
  for (const segment of path.split(".")) {
    current = objectBranch(current)?.properties?.[segment];
    if (!current) return undefined;
  }
  return current;
}

/** Property names at a path, for error hints. */
export function fieldsAt(schema: JsonSchema | undefined): string[] {
  return Object.keys(objectBranch(schema)?.properties ?? {});
}

/** The JSON answer of the operation's 200 (or 201), dereferenced. */
export function answerSchema(document: ContractDocument, op: ContractOperation): JsonSchema | undefined {
  const responses = op.definition.responses ?? {};
  const schema = (responses["200"] ?? responses["201"])?.content?.["application/json"]?.schema;
  return schema ? dereference(document, schema) : undefined;
}

/** The enum of the operation's sort query parameter (undefined: it has none or it is free text). */
/** The fields the operation sorts by: the enum of its sort parameter (named `sort` unless the screen says otherwise). */
export function sortFields(op: ContractOperation, sortParameter = "sort"): string[] | undefined {
  return op.parameters.find((p) => p.in === "query" && p.name === sortParameter)?.schema?.enum;
}

export function queryParameterNames(op: ContractOperation): string[] {
  return op.parameters.filter((p) => p.in === "query").map((p) => p.name);
}

/** The filter keys an operation declares in x-filters (the filters parameter is a JSON string). */
export function filterSchemas(op: ContractOperation): Record<string, JsonSchema> | undefined {
  return op.definition["x-filters"];
}

/** Components the JSON request body is built from: its $ref, or the $refs of its allOf, plus extra required names. */
export function requestBodyParts(op: ContractOperation): { components: string[]; required: string[] } {
  const schema = op.definition.requestBody?.content?.["application/json"]?.schema;
  if (!schema) return { components: [], required: [] };
  const parts: JsonSchema[] = schema.allOf ?? [schema];
  return {
    components: parts.filter((p) => typeof p.$ref === "string").map((p) => refName(p.$ref)),
    required: parts.filter((p) => !p.$ref).flatMap((p) => p.required ?? []),
  };
}

/** Permission codes of x-permission, or "authenticated"/"public". */
export function operationPermissions(op: ContractOperation): string[] | "authenticated" | "public" {
  if (op.definition["x-public"] === true) return "public";
  const raw = op.definition["x-permission"];
  if (raw === "authenticated") return "authenticated";
  return Array.isArray(raw) ? raw : [raw];
}

function refName(ref: string): string {
  return ref.split("/").pop()!;
}

function withoutRef(value: Record<string, unknown>) {
  const { $ref: _ignored, ...rest } = value;
  return rest;
}
