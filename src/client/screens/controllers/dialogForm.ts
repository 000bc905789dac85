import type { ErrorSchema, RJSFSchema, UiSchema } from "@rjsf/utils";
import type { ScreenDialogConfig } from "../screenConfig.ts";

/**
 * Pure rules of a screen dialog's form: which parts the account may see, the translated
 * uiSchema, the form data taken from a row, the body sent, and the server's field errors put
 * back onto the fields. The hook and the view only wire these together.
 */

export type FormValues = Record<string, unknown>;
type Dialog = Pick<ScreenDialogConfig, "uiSchema" | "passthrough" | "labels" | "sendAsNull">;

const TEXT_OPTIONS = ["ui:title", "ui:description", "ui:help", "ui:placeholder"];
// Option values that map an enum's values to labels (a list in enum order, or value → label).
const ENUM_LABELS = "ui:enumNames";

/** Dotted paths of the parts the account lacks the permission for (hidden and never sent). */
export function hiddenParts(dialog: Pick<ScreenDialogConfig, "parts">, has: (permission: string) => boolean): string[] {
  return dialog.parts.filter((part) => !has(part.permission)).map((part) => part.field);
}

/** The dialog's schema without the hidden parts; an object left without fields goes too. */
export function permittedSchema(schema: RJSFSchema, hidden: readonly string[]): RJSFSchema {
  let result = structuredClone(schema);
  for (const path of hidden) result = withoutPath(result, path.split("."));
  return result;
}

function withoutPath(schema: RJSFSchema, [head, ...rest]: string[]): RJSFSchema {
  const properties = { ...(schema.properties ?? {}) } as Record<string, RJSFSchema>;
  if (!head || !properties[head]) return schema;
  if (rest.length === 0) delete properties[head];
  else {
    const inner = withoutPath(properties[head]!, rest);
    if (Object.keys(inner.properties ?? {}).length === 0) delete properties[head];
    else properties[head] = inner;
  }
  return { ...schema, properties, ...(schema.required ? { required: schema.required.filter((r) => r !== head || properties[head]) } : {}) };
}

/** The YAML's uiSchema with every field's label and the text options translated. */
export function translatedUiSchema(dialog: Pick<Dialog, "uiSchema" | "labels">, t: (key: string) => string): UiSchema {
  const ui: UiSchema = translateTexts(structuredClone(dialog.uiSchema), t);
  for (const [path, key] of Object.entries(dialog.labels)) {
    let node: UiSchema = ui;
    for (const segment of path.split(".")) node = node[segment] ??= {};
    node["ui:title"] = t(key);
  }
  return ui;
}

function translateTexts(ui: UiSchema, t: (key: string) => string): UiSchema {
  for (const [key, value] of Object.entries(ui)) {
    if (TEXT_OPTIONS.includes(key) && typeof value === "string") ui[key] = t(value);
    else if (key === ENUM_LABELS && Array.isArray(value)) ui[key] = value.map((label) => t(String(label)));
    else if (key === ENUM_LABELS && value && typeof value === "object")
      ui[key] = Object.fromEntries(Object.entries(value).map(([v, label]) => [v, t(String(label))]));
    else if (value && typeof value === "object" && !key.startsWith("ui:")) translateTexts(value as UiSchema, t);
  }
  return ui;
}

/**
 * The form's data from a row (edit) or initial values (create): only what the (permitted)
 * schema has, so hidden parts and fields the dialog does not show are neither shown nor sent.
 */
export function formDataFrom(values: FormValues, schema: RJSFSchema): FormValues {
  const properties = schema.properties as Record<string, RJSFSchema> | undefined;
  if (!properties) return structuredClone(values);
  const kept: FormValues = {};
  for (const [key, inner] of Object.entries(properties)) {
    const value = values[key];
    if (value === undefined) continue;
    kept[key] =
      value && typeof value === "object" && !Array.isArray(value) && inner.properties
        ? formDataFrom(value as FormValues, inner)
        : structuredClone(value);
  }
  return kept;
}

/**
 * What is sent: the form's data plus, on edit, the row's id and concurrency token, and the
 * fields the dialog always sends as null (the server owns them).
 */
export function submitBody(formData: FormValues, dialog: Pick<Dialog, "passthrough" | "sendAsNull">, row?: FormValues): FormValues {
  const passed = Object.fromEntries(dialog.passthrough.filter((f) => row?.[f] !== undefined).map((f) => [f, row![f]]));
  const nulls = Object.fromEntries(dialog.sendAsNull.map((f) => [f, null]));
  return { ...passed, ...formData, ...nulls };
}

/**
 * The server's 400/409 field errors ("properties.design.primaryColor": "...") as rjsf extra
 * errors on the form's fields; the ones naming no field of the form are answered apart so the
 * dialog can show them above the form.
 */
export function serverFieldErrors(
  fields: Readonly<Record<string, string>> | undefined,
  schema: RJSFSchema,
): { errorSchema: ErrorSchema; other: string[] } {
  const errorSchema: Record<string, any> = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(fields ?? {})) {
    const segments = path.split(".");
    if (!isFieldOf(schema, segments)) {
      other.push(`${path}: ${message}`);
      continue;
    }
    let node = errorSchema;
    for (const segment of segments) node = node[segment] ??= {};
    (node.__errors ??= []).push(message);
  }
  return { errorSchema: errorSchema as ErrorSchema, other };
}

function isFieldOf(schema: RJSFSchema, segments: string[]): boolean {
  let node: RJSFSchema | undefined = schema;
  for (const segment of segments) {
    node = (node?.properties as Record<string, RJSFSchema> | undefined)?.[segment];
    if (!node) return false;
  }
  return true;
}
