import type { FastifyInstance, FastifyRequest } from "fastify";
import { badRequest, unsupportedMediaType } from "../http-errors.ts";

/**
 * Cheap checks that run before the contract's validator (issue 13): a request is refused for
 * its sizes, its nesting and its NUL bytes before any per-item rule (pattern, enum, uniqueItems)
 * is tried, so no body within the limit costs more than a walk over it. The full validator
 * (ajv, all errors) only ever sees arrays within their maxItems and strings within their
 * maxLength.
 */

/** Deepest nesting of arrays and objects a JSON body may have (the deepest form body is ~8). */
export const MAX_DEPTH = 32;
/** Most fields an object of a JSON body may have (the contract's largest map allows 200). */
export const MAX_OBJECT_FIELDS = 1000;
/** Field errors named in one answer; the rest are counted in its message. */
export const MAX_REPORTED_FIELDS = 20;
/** Body limit of an operation that takes JSON and says nothing else (x-body-limit). */
export const DEFAULT_BODY_LIMIT = 256 * 1024;
/** Body limit of an operation without a request body: room for `{}` and a stray field or two. */
export const NO_BODY_LIMIT = 16 * 1024;

export const NUL_MESSAGE = "must not contain NUL characters (\\u0000)";

export type Fields = Record<string, string>;
type Schema = Record<string, any>;
type Path = Array<string | number>;

/** A field name as it can be shown: a NUL in it written as \u0000. */
const printable = (key: string) => key.replaceAll("\u0000", "\\u0000");

/** Field errors found so far, at most MAX_REPORTED_FIELDS of them, by dotted path. */
export class Findings {
  private readonly byName = new Map<string, string>();
  get size(): number {
    return this.byName.size;
  }
  get full(): boolean {
    return this.byName.size >= MAX_REPORTED_FIELDS;
  }
  /** The field at `path` ("" path: the part itself, e.g. "body") fails with `message`. */
  add(part: string, path: Path, message: string): void {
    const name = path.length === 0 ? part : path.join(".");
    if (!this.full && !this.byName.has(name)) this.byName.set(name, message);
  }
  merge(other: Findings): void {
    for (const [name, message] of other.byName) if (!this.full && !this.byName.has(name)) this.byName.set(name, message);
  }
  /** As the error shape's `fields` (own properties, whatever the names). */
  fields(): Fields {
    return Object.fromEntries(this.byName);
  }
}

/**
 * Every string and field name of a parsed request part: a NUL in a string or a name, and
 * nesting deeper than MAX_DEPTH, are found under their path. Recursion stops at MAX_DEPTH, so
 * it never goes deeper than that whatever the value.
 */
export function scanValues(value: unknown, part: string, found: Findings): void {
  scan(value, [], 0, part, found);
}

function scan(value: unknown, path: Path, depth: number, part: string, found: Findings): void {
  if (typeof value === "string") {
    if (value.includes("\u0000")) found.add(part, path, NUL_MESSAGE);
    return;
  }
  if (value === null || typeof value !== "object") return;
  if (depth >= MAX_DEPTH) {
    found.add(part, path, `is nested more than ${MAX_DEPTH} levels deep`);
    return;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length && !found.full; i++) {
      const item: unknown = value[i];
      if (item === null || (typeof item !== "object" && typeof item !== "string")) continue;
      path.push(i);
      scan(item, path, depth + 1, part, found);
      path.pop();
    }
    return;
  }
  for (const key of Object.keys(value)) {
    if (found.full) return;
    if (key.includes("\u0000")) {
      path.push(printable(key));
      found.add(part, path, NUL_MESSAGE);
      path.pop();
      continue;
    }
    const inner: unknown = (value as Record<string, unknown>)[key];
    if (inner === null || (typeof inner !== "object" && typeof inner !== "string")) continue;
    path.push(key);
    scan(inner, path, depth + 1, part, found);
    path.pop();
  }
}

/**
 * What makes a JSON text too costly to parse, found without parsing it: nesting deeper than
 * MAX_DEPTH (JSON.parse's time grows faster than the text), or an object with more than
 * MAX_OBJECT_FIELDS fields (an object of thousands of fields costs several times an array of as
 * many items). Brackets and commas inside strings do not count. Undefined when neither.
 */
export function jsonShapeProblem(text: string): string | undefined {
  let depth = 0;
  let inString = false;
  // Per open bracket: whether it is an object, and the commas seen directly inside it.
  const isObject = new Uint8Array(MAX_DEPTH + 2);
  const commas = new Uint32Array(MAX_DEPTH + 2);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 44 /* , */) {
      if (isObject[depth] === 1 && ++commas[depth]! >= MAX_OBJECT_FIELDS) return `has an object with more than ${MAX_OBJECT_FIELDS} fields`;
    } else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > MAX_DEPTH) return `is nested more than ${MAX_DEPTH} levels deep`;
      isObject[depth] = c === 123 ? 1 : 0;
      commas[depth] = 0;
    } else if ((c === 93 /* ] */ || c === 125) /* } */ && depth > 0) depth--;
  }
  return undefined;
}

export type LimitCheck = (value: unknown, part: string, found: Findings) => void;

/**
 * A check of a schema's size bounds only (maxItems, maxLength, maxProperties), following its
 * properties, items, $refs and branches. An array over its maxItems is not looked into, so the
 * validator's per-item work is only done on arrays the contract allows; a part of the schema
 * without bounds is not walked at all. `resolve` answers the schema a $ref names. Run after
 * scanValues has bounded the depth (the walk follows the value, so it is as deep as the value).
 */
export function limitCheck(root: Schema | undefined, resolve: (ref: string) => Schema | undefined): LimitCheck {
  const resolved = new Map<Schema, Schema | undefined>();
  const deref = (s: Schema | undefined): Schema | undefined => {
    if (!s || typeof s.$ref !== "string") return s;
    if (!resolved.has(s)) {
      let current: Schema | undefined = s;
      for (let hops = 0; current && typeof current.$ref === "string" && hops < 20; hops++) current = resolve(current.$ref);
      resolved.set(s, current);
    }
    return resolved.get(s);
  };
  // Whether a schema, or any schema under it, has a bound (memoised; a cycle counts as none).
  const bounded = new Map<Schema, boolean>();
  const hasBounds = (raw: Schema | undefined): boolean => {
    const s = deref(raw);
    if (!s || typeof s !== "object") return false;
    const known = bounded.get(s);
    if (known !== undefined) return known;
    bounded.set(s, false);
    const inner: Array<Schema | undefined> = [
      ...Object.values<Schema>(s.properties ?? {}),
      typeof s.additionalProperties === "object" ? s.additionalProperties : undefined,
      typeof s.items === "object" && !Array.isArray(s.items) ? s.items : undefined,
      ...((s.allOf ?? []) as Schema[]),
      ...((s.oneOf ?? []) as Schema[]),
      ...((s.anyOf ?? []) as Schema[]),
    ];
    const result =
      typeof s.maxLength === "number" || typeof s.maxItems === "number" || typeof s.maxProperties === "number" || inner.some(hasBounds);
    bounded.set(s, result);
    return result;
  };

  function check(raw: Schema | undefined, value: unknown, path: Path, part: string, found: Findings): void {
    if (found.full || !hasBounds(raw)) return;
    const schema = deref(raw)!;
    if (typeof value === "string") {
      if (typeof schema.maxLength === "number" && codePointsOver(value, schema.maxLength)) {
        found.add(part, path, `must have at most ${schema.maxLength} characters`);
        return;
      }
    } else if (Array.isArray(value)) {
      if (typeof schema.maxItems === "number" && value.length > schema.maxItems) {
        found.add(part, path, `must have at most ${schema.maxItems} items`);
        return;
      }
      const items = schema.items && typeof schema.items === "object" && !Array.isArray(schema.items) ? (schema.items as Schema) : undefined;
      if (items && hasBounds(items)) {
        for (let i = 0; i < value.length && !found.full; i++) {
          path.push(i);
          check(items, value[i], path, part, found);
          path.pop();
        }
      }
    } else if (value !== null && typeof value === "object") {
      const keys = Object.keys(value);
      if (typeof schema.maxProperties === "number" && keys.length > schema.maxProperties) {
        found.add(part, path, `must have at most ${schema.maxProperties} fields`);
        return;
      }
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const additional =
        schema.additionalProperties && typeof schema.additionalProperties === "object"
          ? (schema.additionalProperties as Schema)
          : undefined;
      for (const key of keys) {
        if (found.full) break;
        const inner = Object.hasOwn(properties, key) ? properties[key] : additional;
        if (!inner) continue;
        path.push(key);
        check(inner, (value as Record<string, unknown>)[key], path, part, found);
        path.pop();
      }
    }
    for (const inner of (schema.allOf ?? []) as Schema[]) check(inner, value, path, part, found);
    const branches = ((schema.oneOf ?? schema.anyOf ?? []) as Schema[]).filter((branch) => acceptsType(deref(branch), value));
    if (branches.length === 1) check(branches[0], value, path, part, found);
    else if (branches.length > 1) {
      // A value one branch takes within its bounds is left to the validator; else the first
      // branch's complaints stand for all.
      const each = branches.map((branch) => {
        const own = new Findings();
        check(branch, value, [...path], part, own);
        return own;
      });
      if (each.every((own) => own.size > 0)) found.merge(each[0]!);
    }
  }

  return (value, part, found) => check(root, value, [], part, found);
}

/** ajv counts a string's length in code points; String.length counts UTF-16 units. */
function codePointsOver(text: string, max: number): boolean {
  if (text.length <= max) return false;
  if (text.length > 2 * max) return true;
  let count = 0;
  for (const _ of text) if (++count > max) return true;
  return false;
}

function acceptsType(schema: Schema | undefined, value: unknown): boolean {
  if (!schema || schema.type === undefined) return true;
  const types: string[] = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (value === null) return types.includes("null");
  if (Array.isArray(value)) return types.includes("array");
  switch (typeof value) {
    case "string":
      return types.includes("string");
    case "boolean":
      return types.includes("boolean");
    case "number":
      return types.includes("number") || (types.includes("integer") && Number.isInteger(value));
    case "object":
      return types.includes("object");
    default:
      return true;
  }
}

/** The checks of one operation's request, run in preValidation. */
export interface RequestChecks {
  params?: LimitCheck;
  query?: LimitCheck;
  body?: LimitCheck;
  /** Query parameters holding JSON (the paging contract's `filters`), scanned once decoded. */
  jsonQuery: string[];
  /** Path and query parameters the contract types as numbers, whose text must be plain decimal. */
  numeric?: NumericParameter[];
}

/** A path or query parameter of type integer or number (or an array of them). */
export interface NumericParameter {
  part: "params" | "query";
  name: string;
  integer: boolean;
}

const INTEGER_TEXT = /^-?\d+$/;
const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * The validator coerces a parameter's text the way JavaScript's Number() does, so "0x10", " 12",
 * "+5" and "1e3" would address record 16, 12, 5 and 1000. An id is written in digits only:
 * anything else is refused before it reaches the validator.
 */
function checkNumericText(request: FastifyRequest, numeric: NumericParameter[], found: Findings): void {
  for (const { part, name, integer } of numeric) {
    const values = (request[part] ?? {}) as Record<string, unknown>;
    if (!Object.hasOwn(values, name)) continue;
    const raw = values[name];
    const texts = Array.isArray(raw) ? raw : [raw];
    const pattern = integer ? INTEGER_TEXT : NUMBER_TEXT;
    if (texts.some((text) => typeof text === "string" && !pattern.test(text)))
      found.add(part, [name], integer ? "must be a whole number written in digits" : "must be a number written in digits");
  }
}

/**
 * Refuses, before validation, a request with a NUL byte anywhere (path, query, the JSON inside
 * `filters`, body, field names), nesting deeper than MAX_DEPTH, or an array or string over its
 * bound; 400 naming the fields.
 */
export function guardRequest(request: FastifyRequest, checks: RequestChecks): void {
  const found = new Findings();
  // A body that is not parsed JSON (bytes or a stream, for an upload) is the handler's to check.
  const body =
    ArrayBuffer.isView(request.body) || typeof (request.body as { pipe?: unknown } | undefined)?.pipe === "function"
      ? undefined
      : request.body;
  const parts: Array<[string, unknown, LimitCheck | undefined]> = [
    ["params", request.params, checks.params],
    ["query", request.query, checks.query],
    ["body", body, checks.body],
  ];
  for (const [part, value] of parts) {
    // A JSON body's depth was checked before parsing, and JSON can only carry a NUL as the
    // escape \u0000: a body without one need not be walked.
    if (value === undefined || (part === "body" && !nulEscapeIn.has(request))) continue;
    scanValues(value, part, found);
  }
  const query = (request.query ?? {}) as Record<string, unknown>;
  for (const name of checks.jsonQuery) {
    const raw = query[name];
    // JSON writes a NUL as \u0000 (a raw one is not JSON, and the scan above names it).
    if (typeof raw !== "string" || !raw.includes("\\u0000")) continue;
    let decoded: unknown;
    try {
      decoded = JSON.parse(raw);
    } catch {
      continue; // not JSON: the operation's own parsing says so
    }
    // Under the parameter's name: filters.search
    scan(decoded, [name], 0, name, found);
  }
  if (checks.numeric) checkNumericText(request, checks.numeric, found);
  if (found.size === 0) {
    for (const [part, value, check] of parts) if (value !== undefined && check) check(value, part, found);
  }
  if (found.size > 0) {
    const fields = found.fields();
    throw badRequest(`Invalid request: ${listOf(Object.keys(fields))}.`, fields);
  }
}

/** Characters of a field name a message shows; a longer name (no real field has one) is cut. */
export const MAX_NAME_IN_MESSAGE = 100;

/**
 * Field names for a message: the first few, and how many more. Names are cut to
 * MAX_NAME_IN_MESSAGE characters, so ten of them always fit the error shape's message (at most
 * 2,000 characters) however long the field names a request made up.
 */
export function listOf(names: readonly string[], shown = 10): string {
  const cut = (name: string) => ([...name].length <= MAX_NAME_IN_MESSAGE ? name : `${[...name].slice(0, MAX_NAME_IN_MESSAGE).join("")}…`);
  const listed = names.slice(0, shown).map(cut).join(", ");
  return names.length <= shown ? listed : `${listed} and ${names.length - shown} more`;
}

const IDENTITY = /^\s*identity\s*$/i;
const CHARSET = /;\s*charset\s*=\s*("?)([^";\s]*)\1/i;
const UTF8 = new Set(["utf-8", "utf8"]);

/** True when the request carries a body (a length above 0, or chunks). */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers["content-length"];
  return (length !== undefined && length !== "0") || request.headers["transfer-encoding"] !== undefined;
}

/**
 * Compressed request bodies and bodies in a charset other than UTF-8 are refused with 415
 * before they are read: no client of ours sends either, and an inflated body would get round
 * the body limit.
 */
export function refuseEncodedBody(request: FastifyRequest): void {
  if (!hasBody(request)) return;
  const encoding = request.headers["content-encoding"];
  if (encoding !== undefined && !IDENTITY.test(encoding)) {
    throw unsupportedMediaType("Compressed request bodies are not accepted; send the body as it is (Content-Encoding: identity).");
  }
  const charset = CHARSET.exec(request.headers["content-type"] ?? "")?.[2];
  if (charset !== undefined && !UTF8.has(charset.toLowerCase())) {
    throw unsupportedMediaType(`Request bodies must be UTF-8, not ${charset.slice(0, 40)}.`);
  }
}

/** Requests whose JSON body text holds the escape \u0000 (the only way JSON carries a NUL). */
const nulEscapeIn = new WeakSet<FastifyRequest>();

/**
 * JSON bodies go through Fastify's own parser (prototype-poisoning checks included) after a scan
 * for nesting deeper than MAX_DEPTH and objects of more than MAX_OBJECT_FIELDS fields; bodies of
 * any other type (text/plain included) are 415.
 */
export function registerJsonParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body as string;
    const problem = jsonShapeProblem(text);
    if (problem) {
      done(badRequest(`The request body ${problem}.`, { body: problem }), undefined);
      return;
    }
    if (text.includes("\\u0000")) nulEscapeIn.add(request);
    parseJson(request, text, done);
  });
}
