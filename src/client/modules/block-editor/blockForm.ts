import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import { blockDataSchemaNames, contractSchema } from "../../../shared/api/blockDataSchemas.ts";
import type { BlockClass } from "./blockTypes.ts";

type Schema = Record<string, unknown>;

const REF_PREFIX = "#/components/schemas/";
/** Fields drawn by their own editor rather than by the form (the rules editor of popup and campaign). */
export const FIELDS_WITH_OWN_EDITOR = ["rules"] as const;
// The contract's nested block schemas are a few levels deep; recursive ones (rule nodes) are not drawn.
const MAX_DEPTH = 6;

const isNullSchema = (s: unknown) => typeof s === "object" && s !== null && (s as Schema).type === "null";

/**
 * A contract schema as rjsf draws it: $refs inlined, "T or null" as plain T (an empty field is
 * sent as null or left out, both of which the contract accepts), null dropped from enums.
 */
export function formSchema(schema: Schema, depth = 0): Schema {
  if (depth > MAX_DEPTH) return {};
  if (typeof schema.$ref === "string") {
    const target = contractSchema(schema.$ref.slice(REF_PREFIX.length));
    return target ? formSchema(target, depth + 1) : {};
  }
  const variants = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (variants) {
    const real = variants.filter((v) => !isNullSchema(v));
    if (real.length === 1) return { ...formSchema(real[0]!, depth), ...(schema.description ? { description: schema.description } : {}) };
  }
  const out: Schema = { ...schema };
  delete out.oneOf;
  delete out.anyOf;
  delete out.contentMediaType;
  if (Array.isArray(out.type)) {
    const types = (out.type as string[]).filter((t) => t !== "null");
    out.type = types.length === 1 ? types[0] : types;
  }
  if (Array.isArray(out.enum)) out.enum = (out.enum as unknown[]).filter((v) => v !== null);
  // A value with one choice (an image's type 'static') is filled in rather than asked for.
  if (Array.isArray(out.enum) && out.enum.length === 1) out.default = out.enum[0];
  if (out.properties) {
    out.properties = Object.fromEntries(
      Object.entries(out.properties as Record<string, Schema>).map(([key, value]) => [key, formSchema(value, depth + 1)]),
    );
  }
  if (out.items && typeof out.items === "object") out.items = formSchema(out.items as Schema, depth + 1);
  return out;
}

/** The schema of a block class's data (its BlockData<Class>), without the fields drawn apart. */
export function blockDataFormSchema(blockClass: BlockClass): RJSFSchema {
  const name = blockDataSchemaNames[blockClass];
  const schema = name ? contractSchema(name) : undefined;
  if (!schema) return { type: "object", properties: {} };
  const form = formSchema(schema);
  const properties = { ...(form.properties as Record<string, Schema>) };
  for (const field of FIELDS_WITH_OWN_EDITOR) delete properties[field];
  return { ...form, properties } as RJSFSchema;
}

/** The design part's schema (BlockDesign, the Advanced tab). */
export function designFormSchema(): RJSFSchema {
  return formSchema(contractSchema("BlockDesign") ?? { type: "object" }) as RJSFSchema;
}

/** Whether a class's data has display rules (popup, campaign): they get the rules editor. */
export function hasRules(blockClass: BlockClass): boolean {
  const name = blockDataSchemaNames[blockClass];
  const properties = (name ? contractSchema(name)?.properties : undefined) as Record<string, unknown> | undefined;
  return properties !== undefined && "rules" in properties;
}

/**
 * The uiSchema of a contract schema: rich-text fields (contentMediaType text/html) as text areas,
 * the image type (always 'static') hidden, every level walked like formSchema.
 */
export function formUiSchema(schema: Schema, depth = 0): UiSchema {
  if (depth > MAX_DEPTH) return {};
  if (typeof schema.$ref === "string") {
    const target = contractSchema(schema.$ref.slice(REF_PREFIX.length));
    return target ? formUiSchema(target, depth + 1) : {};
  }
  const variants = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  const real = variants?.filter((v) => !isNullSchema(v));
  if (real?.length === 1) return formUiSchema(real[0]!, depth);
  if (schema.contentMediaType === "text/html") return { "ui:widget": "textarea", "ui:options": { rows: 4 } };
  const ui: UiSchema = {};
  const properties = schema.properties as Record<string, Schema> | undefined;
  if (properties) {
    for (const [key, value] of Object.entries(properties)) {
      const child = formUiSchema(value, depth + 1);
      if (Object.keys(child).length > 0) ui[key] = child;
    }
    // BlockImage: the type has one value, so only the identifier is asked for.
    if (properties.identifier && properties.type && (properties.type as Schema).enum) ui.type = { "ui:widget": "hidden" };
  }
  if (schema.items && typeof schema.items === "object") {
    const items = formUiSchema(schema.items as Schema, depth + 1);
    if (Object.keys(items).length > 0) ui.items = items;
  }
  return ui;
}

/** The uiSchema of a class's data form. */
export function blockDataUiSchema(blockClass: BlockClass): UiSchema {
  const name = blockDataSchemaNames[blockClass];
  const schema = name ? contractSchema(name) : undefined;
  return schema ? formUiSchema(schema) : {};
}

/** The form's data as the contract takes it: empty texts and empty images left out rather than sent as "". */
export function cleanedData(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(cleanedData);
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([key, v]) => [key, cleanedData(v)] as const)
      .filter(([, v]) => v !== undefined && v !== "");
    // An image without an identifier is no image.
    const result = Object.fromEntries(entries);
    if ("type" in result && result.type === "static" && !("identifier" in result)) return undefined;
    return result;
  }
  return value;
}

/** The schema with each field titled in the UI language (blockEditor.fields.<key>, else the key itself). */
export function withTitles(schema: RJSFSchema, title: (key: string) => string): RJSFSchema {
  const out: RJSFSchema = { ...schema };
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, value]) => [
        key,
        typeof value === "object" ? { ...withTitles(value as RJSFSchema, title), title: title(key) } : value,
      ]),
    );
  }
  if (schema.items && typeof schema.items === "object" && !Array.isArray(schema.items))
    out.items = withTitles(schema.items as RJSFSchema, title);
  return out;
}
