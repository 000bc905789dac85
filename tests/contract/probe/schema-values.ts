import fc from "fast-check";

/**
 * Values a JSON schema of the bundled contract accepts, as fast-check arbitraries: the probe's
 * starting point, mutated afterwards (mutations.ts). Bounded on purpose: arrays get at most a few
 * items and strings at most a few dozen characters unless the schema needs more, so a valid
 * request stays cheap; the mutations supply the huge ones.
 */
export type Schema = Record<string, any>;

/** Deeper than this, optional properties are left out and arrays kept at their minimum. */
const MAX_DEPTH = 6;
const FEW_ITEMS = 3;
const SHORT_STRING = 24;

export class SchemaValues {
  constructor(private readonly components: Record<string, Schema>) {}

  /** The schema a "#/components/schemas/X" reference names (followed through chains). */
  resolve(schema: Schema | undefined): Schema | undefined {
    let current = schema;
    for (let hops = 0; current && typeof current.$ref === "string" && hops < 20; hops++) {
      current = this.components[String(current.$ref).split("/").pop()!];
    }
    return current;
  }

  arbitrary(raw: Schema | undefined | null, depth = 0): fc.Arbitrary<unknown> {
    const schema = this.resolve(raw ?? undefined);
    if (!schema || typeof schema !== "object") return fc.constant("x");
    if ("const" in schema) return fc.constant(schema.const);
    if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
    if (Array.isArray(schema.allOf)) return this.arbitrary(this.merged(schema), depth);
    const branches = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
    if (Array.isArray(branches) && branches.length > 0) {
      // The branches' shared keywords (a type, say) sit beside oneOf: merged into each branch.
      const { oneOf: _o, anyOf: _a, ...outer } = schema;
      return fc.oneof(...branches.map((branch) => this.arbitrary({ ...outer, ...this.resolve(branch) }, depth + 1)));
    }
    const types = typesOf(schema);
    if (types.length > 1) return fc.oneof(...types.map((type) => this.ofType(type, schema, depth)));
    return this.ofType(types[0] ?? "string", schema, depth);
  }

  /** allOf's parts as one schema: their properties and required lists joined. */
  private merged(schema: Schema): Schema {
    const { allOf, ...rest } = schema;
    const result: Schema = { ...rest, properties: { ...(rest.properties ?? {}) }, required: [...(rest.required ?? [])] };
    for (const part of allOf as Schema[]) {
      const inner = this.resolve(part) ?? {};
      const flat = Array.isArray(inner.allOf) ? this.merged(inner) : inner;
      Object.assign(result.properties, flat.properties ?? {});
      result.required.push(...(flat.required ?? []));
      for (const [key, value] of Object.entries(flat))
        if (!(key in result) && key !== "properties" && key !== "required") result[key] = value;
    }
    return result;
  }

  private ofType(type: string, schema: Schema, depth: number): fc.Arbitrary<unknown> {
    switch (type) {
      case "null":
        return fc.constant(null);
      case "boolean":
        return fc.boolean();
      case "integer":
        return integers(schema);
      case "number":
        return numbers(schema);
      case "array":
        return this.array(schema, depth);
      case "object":
        return this.object(schema, depth);
      default:
        return strings(schema);
    }
  }

  private array(schema: Schema, depth: number): fc.Arbitrary<unknown> {
    const minLength = schema.minItems ?? 0;
    const maxLength = depth >= MAX_DEPTH ? minLength : Math.max(minLength, Math.min(schema.maxItems ?? FEW_ITEMS, FEW_ITEMS));
    const items = this.arbitrary(schema.items ?? {}, depth + 1);
    return schema.uniqueItems
      ? fc.uniqueArray(items, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
      : fc.array(items, { minLength, maxLength });
  }

  private object(schema: Schema, depth: number): fc.Arbitrary<unknown> {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    const required = new Set<string>(schema.required ?? []);
    // readOnly fields are the server's to fill; a request leaves them out.
    const keys = Object.keys(properties).filter((key) => !this.resolve(properties[key])?.readOnly || required.has(key));
    const shown = depth >= MAX_DEPTH ? keys.filter((key) => required.has(key)) : keys;
    const model = Object.fromEntries(shown.map((key) => [key, this.arbitrary(properties[key], depth + 1)]));
    const record = fc.record(model, { requiredKeys: shown.filter((key) => required.has(key)) });
    const additional = schema.additionalProperties;
    if (shown.length === 0 && additional && typeof additional === "object" && depth < MAX_DEPTH) {
      // A map (e.g. translations by language): a few keys the propertyNames allow.
      const keyArbitrary = schema.propertyNames
        ? (strings({ type: "string", ...this.resolve(schema.propertyNames) }) as fc.Arbitrary<string>)
        : fc.stringMatching(/^[a-z]{1,8}$/);
      return fc.dictionary(keyArbitrary, this.arbitrary(additional, depth + 1), {
        maxKeys: Math.min(FEW_ITEMS, schema.maxProperties ?? FEW_ITEMS),
        minKeys: schema.minProperties ?? 0,
      });
    }
    return record;
  }
}

function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (typeof schema.type === "string") return [schema.type];
  if (schema.properties || schema.additionalProperties) return ["object"];
  if (schema.items) return ["array"];
  return ["string"];
}

function integers(schema: Schema): fc.Arbitrary<number> {
  const min = lowerBound(schema, 1) ?? -1000;
  const max = upperBound(schema, 1) ?? 100_000;
  // Small positive numbers are the likely ids and counts: drawn often, the whole range too.
  const small = fc.integer({ min: Math.max(min, Math.min(1, max)), max: Math.min(max, Math.max(min, 20)) });
  return fc.oneof(small, fc.integer({ min, max }));
}

function numbers(schema: Schema): fc.Arbitrary<number> {
  const min = lowerBound(schema, 0) ?? -1e6;
  const max = upperBound(schema, 0) ?? 1e6;
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((n) => (Object.is(n, -0) ? 0 : n));
}

function lowerBound(schema: Schema, step: number): number | undefined {
  if (typeof schema.exclusiveMinimum === "number") return schema.exclusiveMinimum + step;
  return typeof schema.minimum === "number" ? schema.minimum : undefined;
}

function upperBound(schema: Schema, step: number): number | undefined {
  if (typeof schema.exclusiveMaximum === "number") return schema.exclusiveMaximum - step;
  return typeof schema.maximum === "number" ? schema.maximum : undefined;
}

const DATE_MIN = new Date("2000-01-01T00:00:00Z");
const DATE_MAX = new Date("2035-12-31T23:59:59Z");

export function strings(schema: Schema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 10_000;
  const within = (s: string) => [...s].length >= minLength && [...s].length <= maxLength;
  const dates = fc.date({ min: DATE_MIN, max: DATE_MAX, noInvalidDate: true }).map((d) => d.toISOString());
  let base: fc.Arbitrary<string>;
  switch (schema.format) {
    case "date-time":
      base = dates;
      break;
    case "date":
      base = dates.map((d) => d.slice(0, 10));
      break;
    case "email":
      base = fc.emailAddress();
      break;
    case "uri":
      base = fc.webUrl();
      break;
    default:
      base =
        typeof schema.pattern === "string"
          ? matching(schema.pattern)
          : fc.string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength, SHORT_STRING)) });
  }
  const pattern = typeof schema.pattern === "string" ? new RegExp(schema.pattern, "u") : undefined;
  return base.filter((s) => within(s) && (!pattern || pattern.test(s)));
}

/** Strings a pattern matches; a lookahead (which fast-check cannot draw from) is dropped and checked by the caller's filter. */
function matching(pattern: string): fc.Arbitrary<string> {
  const withoutLookahead = pattern.replace(/\(\?[=!](?:[^()\\]|\\.|\([^()]*\))*\)/g, "");
  return fc.stringMatching(new RegExp(withoutLookahead)).map((s) => s.slice(0, 400));
}
