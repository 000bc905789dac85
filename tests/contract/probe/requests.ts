import fc from "fast-check";
import type { ProbeOperation } from "./operations.ts";
import type { SchemaValues, Schema } from "./schema-values.ts";
import {
  BAD_FILTERS,
  BOUNDARY_NUMBERS,
  BOUNDARY_NUMBERS_IN_QUERY,
  HOSTILE_PATH_SEGMENTS,
  MALFORMED_JSON,
  ODD_STRINGS,
  QUERY_STRING_LENGTHS,
  STRING_LENGTHS,
  TRAVERSAL,
  UNKNOWN_FIELDS,
  WRONG_CONTENT_TYPES,
  WRONG_TYPES,
  WRONG_TYPES_IN_QUERY,
} from "./hostile-values.ts";

/** A request as sent: the path already encoded, the body as bytes or text. */
export interface ProbeRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** What the case did to the valid request, for the failure report and the bench's counts. */
  mutation: string;
}

/** A valid request of an operation, before any mutation: values, not yet text. */
interface Draft {
  path: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  /** Media type of the body; undefined when the operation takes none. */
  bodyType?: string;
}

export const MUTATIONS = [
  "none",
  "wrongType",
  "boundaryNumber",
  "hugeString",
  "oddString",
  "deepNesting",
  "hugeArray",
  "unknownField",
  "missingRequired",
  "malformedJson",
  "badFilters",
  "wrongContentType",
  "hostilePath",
  "fileName",
] as const;
export type Mutation = (typeof MUTATIONS)[number];

interface Choice {
  mutation: Mutation;
  /** Which place of the request the mutation changes (modulo the places it has). */
  where: number;
  /** Which value of the mutation's family (modulo its size). */
  which: number;
}

/** Stands for a value spliced in as raw JSON text after JSON.stringify (deep nesting). */
const RAW = "\u0001raw\u0001";

/**
 * The cases of one operation: a valid request drawn from its schemas, path parameters from
 * `pathValues`, then one mutation (a quarter of the cases stay valid, so handlers are reached).
 */
export function caseArbitrary(
  op: ProbeOperation,
  values: SchemaValues,
  pathValues: (name: string) => string[],
): fc.Arbitrary<ProbeRequest> {
  const path = fc.record(Object.fromEntries(op.pathParameters.map((p) => [p.name, fc.constantFrom(...pathValues(p.name))])));
  const queryModel = Object.fromEntries(
    op.queryParameters.map((p) => [
      p.name,
      p.name === "filters" && op.filters ? filtersArbitrary(op.filters, values) : values.arbitrary(p.schema),
    ]),
  );
  const query = fc.record(queryModel, { requiredKeys: op.queryParameters.filter((p) => p.required).map((p) => p.name) });
  const bodyType = op.bodyTypes[0];
  const body: fc.Arbitrary<unknown> =
    bodyType === undefined
      ? fc.constant(undefined)
      : bodyType === "application/json"
        ? values.arbitrary(op.bodySchema)
        : fc.uint8Array({ minLength: 1, maxLength: 64 }).map((b) => Buffer.from(b));
  const draft = fc.record({ path, query, body }).map((d): Draft => ({ ...d, bodyType }));
  const applicable = MUTATIONS.filter(
    (m) =>
      m !== "none" &&
      (m !== "hostilePath" || op.pathParameters.length > 0) &&
      (m !== "missingRequired" || op.bodyTypes.length > 0 || op.queryParameters.some((p) => p.required)),
  );
  const choice = fc.record({
    mutation: fc.oneof({ weight: 1, arbitrary: fc.constant<Mutation>("none") }, { weight: 3, arbitrary: fc.constantFrom(...applicable) }),
    // Unbiased: every place and every value of a family as likely as the first.
    where: fc.noBias(fc.nat(100_000)),
    which: fc.noBias(fc.nat(100_000)),
  });
  return fc.tuple(draft, choice).map(([d, c]) => build(op, values, d, c));
}

/** filters: a JSON object of the operation's x-filters keys. */
function filtersArbitrary(keys: Record<string, Schema>, values: SchemaValues): fc.Arbitrary<string> {
  const usable = Object.entries(keys).filter(([, schema]) => schema && typeof schema === "object");
  return fc
    .record(Object.fromEntries(usable.map(([key, schema]) => [key, values.arbitrary(schema)])), { requiredKeys: [] })
    .map((f) => JSON.stringify(f));
}

function build(op: ProbeOperation, values: SchemaValues, draft: Draft, choice: Choice): ProbeRequest {
  const path = { ...draft.path };
  const rawPath: Record<string, string> = {};
  const query: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(draft.query)) query[name] = queryText(value);
  let body = structuredClone(draft.body);
  let bodyText: string | undefined;
  let raw: string | undefined;
  const headers: Record<string, string> = {};
  if (draft.bodyType) headers["content-type"] = concreteType(draft.bodyType);
  const { which, where } = choice;
  const pick = <T>(list: readonly T[]) => list[which % list.length]!;
  const jsonBody = draft.bodyType === "application/json";
  const queryNames = Object.keys(query);
  const bodyPlaces = jsonBody ? placesIn(body) : [];
  // A place of the request: a query parameter or a node of a JSON body (the root included).
  const place = (): { query: string } | { body: Array<string | number> } | undefined => {
    const total = queryNames.length + bodyPlaces.length;
    if (total === 0) return undefined;
    const index = where % total;
    return index < queryNames.length ? { query: queryNames[index]! } : { body: bodyPlaces[index - queryNames.length]! };
  };
  const setBody = (at: Array<string | number>, value: unknown) => {
    body = at.length === 0 ? value : setAt(body, at, value);
  };
  const change = (inQuery: () => string, inBody: () => unknown): string => {
    const target = place();
    if (!target) {
      query.probe = [inQuery()];
      return "query.probe";
    }
    if ("query" in target) {
      query[target.query] = [inQuery()];
      return `query.${target.query}`;
    }
    setBody(target.body, inBody());
    return `body${target.body.map((k) => `.${k}`).join("")}`;
  };

  let label: string = choice.mutation;
  switch (choice.mutation) {
    case "none":
      break;
    case "wrongType":
      label += ` at ${change(
        () => pick(WRONG_TYPES_IN_QUERY),
        () => pick(WRONG_TYPES),
      )}`;
      break;
    case "boundaryNumber":
      label += ` at ${change(
        () => pick(BOUNDARY_NUMBERS_IN_QUERY),
        () => pick(BOUNDARY_NUMBERS),
      )}`;
      break;
    case "hugeString":
      label += ` at ${change(
        () => "x".repeat(pick(QUERY_STRING_LENGTHS)),
        () => "é".repeat(pick(STRING_LENGTHS)),
      )}`;
      break;
    case "oddString":
      label += ` at ${change(
        () => pick(ODD_STRINGS),
        () => pick(ODD_STRINGS),
      )}`;
      break;
    case "deepNesting": {
      const depth = [33, 40, 1000, 100_000][which % 4]!;
      const nested = which % 2 === 0 ? `${"[".repeat(depth)}${"]".repeat(depth)}` : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
      if (jsonBody) {
        raw = nested;
        const at = bodyPlaces[where % bodyPlaces.length]!;
        setBody(at, RAW);
        label += ` ${depth} deep at body${at.map((k) => `.${k}`).join("")}`;
      } else {
        query[op.filters ? "filters" : "probe"] = [nested.slice(0, 6000)];
        label += ` ${depth} deep in the query`;
      }
      break;
    }
    case "hugeArray": {
      const length = [2, 101, 1001, 20_000, 60_000][which % 5]!;
      label += ` of ${length} at ${change(
        () => Array.from({ length: Math.min(length, 1500) }, (_, i) => i).join(","),
        () => Array.from({ length }, (_, i) => (which % 2 === 0 ? i : { id: i })),
      )}`;
      if (!jsonBody && length <= 1001) for (const name of queryNames.slice(0, 1)) query[name] = Array.from({ length }, (_, i) => String(i));
      break;
    }
    case "unknownField": {
      const name = pick(UNKNOWN_FIELDS);
      const objects = bodyPlaces.filter((at) => isPlainObject(at.length === 0 ? body : getAt(body, at)));
      if (objects.length > 0) {
        const at = objects[where % objects.length]!;
        const target = (at.length === 0 ? body : getAt(body, at)) as Record<string, unknown>;
        Object.defineProperty(target, name, {
          value: which % 3 === 0 ? { x: 1 } : "value",
          enumerable: true,
          configurable: true,
          writable: true,
        });
        label += ` "${name.slice(0, 20)}" at body${at.map((k) => `.${k}`).join("")}`;
      } else {
        query[name || "empty"] = ["value"];
        label += ` "${name.slice(0, 20)}" in the query`;
      }
      break;
    }
    case "missingRequired": {
      const required = [
        ...op.queryParameters.filter((p) => p.required).map((p) => `query:${p.name}`),
        ...(jsonBody && isPlainObject(body)
          ? ((values.resolve(op.bodySchema)?.required as string[] | undefined) ?? []).map((k) => `body:${k}`)
          : []),
        ...(draft.bodyType ? ["body:*"] : []),
      ];
      if (required.length === 0) {
        label += " (nothing required)";
        break;
      }
      const gone = required[where % required.length]!;
      const [part, name] = gone.split(":") as [string, string];
      if (part === "query") delete query[name];
      else if (name === "*") body = undefined;
      else delete (body as Record<string, unknown>)[name];
      label += ` ${gone}`;
      break;
    }
    case "malformedJson":
      bodyText = pick(MALFORMED_JSON);
      headers["content-type"] = "application/json";
      label += ` ${JSON.stringify(bodyText.slice(0, 40))}`;
      break;
    case "badFilters":
      // Also on operations without filters: an unknown query parameter.
      query.filters = [pick(BAD_FILTERS)];
      label += ` ${JSON.stringify(query.filters![0]!.slice(0, 40))}`;
      break;
    case "wrongContentType": {
      const wrong = pick(WRONG_CONTENT_TYPES);
      delete headers["content-type"];
      Object.assign(headers, wrong);
      if (!draft.bodyType) bodyText = "{}";
      label += ` ${JSON.stringify(wrong)}`;
      break;
    }
    case "hostilePath": {
      const names = op.pathParameters.map((p) => p.name);
      if (names.length === 0) {
        label += " (no path parameters)";
        break;
      }
      const name = names[where % names.length]!;
      rawPath[name] = pick(HOSTILE_PATH_SEGMENTS);
      label += ` ${name}=${rawPath[name]!.slice(0, 30)}`;
      break;
    }
    case "fileName": {
      const value = pick(TRAVERSAL);
      const fileParam = op.queryParameters.find((p) => /name|file|path|url/i.test(p.name));
      if (fileParam) query[fileParam.name] = [value];
      else if (op.pathParameters.length > 0) path[op.pathParameters[where % op.pathParameters.length]!.name] = value;
      else
        label += ` at ${change(
          () => value,
          () => value,
        )}`;
      label += ` ${JSON.stringify(value.slice(0, 30))}`;
      break;
    }
  }

  let url = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => rawPath[name] ?? encode(path[name] ?? ""));
  const search = Object.entries(query).flatMap(([name, list]) => list.map((value) => `${encode(name)}=${encode(value)}`));
  if (search.length > 0) url += `?${search.join("&")}`;
  let payload: string | Buffer | undefined = bodyText;
  if (payload === undefined && body !== undefined && draft.bodyType) {
    payload = Buffer.isBuffer(body) ? body : jsonText(body, raw);
  }
  if (payload === undefined) delete headers["content-type"];
  return { method: op.method, url, headers, body: payload, mutation: label };
}

function jsonText(value: unknown, raw: string | undefined): string {
  const text = JSON.stringify(value) ?? "null";
  return raw === undefined ? text : text.replace(JSON.stringify(RAW), raw);
}

/** A query value as the strings a browser would send: arrays repeated, objects as JSON. */
function queryText(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((v) => (typeof v === "object" && v !== null ? JSON.stringify(v) : String(v)));
  if (typeof value === "object" && value !== null) return [JSON.stringify(value)];
  return [String(value)];
}

/** A media range as a concrete type: image/* -> image/png. */
function concreteType(type: string): string {
  return type.endsWith("/*")
    ? `${type.slice(0, -2)}/${type.startsWith("image") ? "png" : type.startsWith("video") ? "mp4" : "octet-stream"}`
    : type;
}

/** Percent-encodes every byte but the unreserved ones; lone surrogates become U+FFFD as in UTF-8. */
export function encode(text: string): string {
  let out = "";
  for (const byte of Buffer.from(text, "utf8")) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);
}

/** The paths of a JSON value's nodes, the root first; at most 60, breadth first. */
function placesIn(value: unknown): Array<Array<string | number>> {
  const places: Array<Array<string | number>> = [];
  const queue: Array<[unknown, Array<string | number>]> = [[value, []]];
  while (queue.length > 0 && places.length < 60) {
    const [node, at] = queue.shift()!;
    places.push(at);
    if (Array.isArray(node)) node.forEach((item, i) => queue.push([item, [...at, i]]));
    else if (isPlainObject(node)) for (const [key, item] of Object.entries(node)) queue.push([item, [...at, key]]);
  }
  return places;
}

function getAt(value: unknown, at: Array<string | number>): unknown {
  let node: any = value;
  for (const key of at) node = node?.[key];
  return node;
}

function setAt(value: unknown, at: Array<string | number>, replacement: unknown): unknown {
  const parent = getAt(value, at.slice(0, -1)) as Record<string | number, unknown>;
  if (parent && typeof parent === "object") parent[at[at.length - 1]!] = replacement;
  return value;
}
