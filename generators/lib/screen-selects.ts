import type { FilterOptions, InlineSelect, ScreenDetailDialog } from "../../src/client/screens/screenConfig.ts";
import { didYouMean } from "./did-you-mean.ts";
import { checkEnumKeys, checkPermission, fieldKey, operation, refOf, type Check } from "./screen-checks.ts";
import {
  answerSchema,
  dereference,
  fieldsAt,
  objectBranch,
  requestBodyParts,
  schemaAtPath,
  type ContractOperation,
  type JsonSchema,
} from "./screen-contract.ts";

/**
 * Checks of a screen's selects and read-only detail against the contract: where a select's
 * options come from (the list answer's filterable lists, static values, another operation's
 * rows), a column changed in place (columns[].inlineSelect) and the detail dialog
 * (dialogs.detail). Each answers the config the engine reads, every default filled.
 */

/** What an option source is checked against: the list answer (its filterable lists) and the screen's permission. */
interface OptionContext {
  /** The list operation's answer (a page with filterable, or an array). */
  answer: JsonSchema;
  listOperationId: string;
  permission: string;
  /** The values the options must be among (an inline select's body field), if it has an enum. */
  valueSchema?: JsonSchema;
}

/** A select's options (filters[].options, columns[].inlineSelect.options) as the engine reads them. */
export function checkOptions(options: any, defaultProperty: string, where: string, context: OptionContext, check: Check): FilterOptions {
  if (options.source === "static") {
    const allowed: unknown[] | undefined = context.valueSchema?.enum;
    for (const [i, entry] of options.values.entries()) {
      if (allowed && !allowed.includes(entry.value))
        check.problems.push(`${where}.values[${i}].value: ${JSON.stringify(entry.value)} is not one of ${allowed.join(", ")}`);
    }
    return options;
  }
  if (options.source === "operation") return checkOperationOptions(options, where, context, check);
  const property = options.property ?? defaultProperty;
  const filterable = context.answer.properties?.filterable;
  if (!filterable?.properties?.[property]) {
    check.problems.push(
      `${where}: ${context.listOperationId} answers no filterable.${property}${didYouMean(property, fieldsAt(filterable))}`,
    );
  }
  if (options.labels && options.labels !== "country")
    checkEnumKeys(check, `${where}.labels`, Object.keys(options.labels), context.valueSchema);
  return { source: "filterable", property, ...(options.labels ? { labels: options.labels } : {}) };
}

/**
 * Options read from another operation when the screen opens: a GET the screen's permission may
 * call, needing no parameter (the engine sends none), answering an array of rows with the value
 * and label fields; counts name a filterable list of the list answer.
 */
function checkOperationOptions(options: any, where: string, context: OptionContext, check: Check): FilterOptions {
  const label = options.label ?? options.value;
  const failedKey = options.failedKey ?? "screens.messages.loadFailed";
  const op = operation(check, `${where}.operationId`, options.operationId);
  if (!op) return { source: "filterable", property: options.value };
  if (op.method !== "get")
    check.problems.push(`${where}.operationId: ${op.operationId} is a ${op.method.toUpperCase()}, options are read by a GET`);
  checkPermission(check, `${where}.operationId`, op, context.permission);
  const needed = op.parameters.filter((p: any) => p.in === "path" || p.required).map((p) => p.name);
  if (needed.length > 0)
    check.problems.push(`${where}.operationId: ${op.operationId} needs ${needed.join(", ")}; options are read without parameters`);
  const answer = answerSchema(check.contract, op);
  const rows = answer?.type === "array" ? answer.items : undefined;
  if (!rows) check.problems.push(`${where}.operationId: ${op.operationId} does not answer an array of rows`);
  else {
    for (const [key, field] of [
      ["value", options.value],
      ["label", label],
    ] as const) {
      if (!schemaAtPath(rows, field))
        check.problems.push(`${where}.${key}: '${field}' is not a field of ${op.operationId}'s rows${didYouMean(field, fieldsAt(rows))}`);
    }
  }
  if (options.counts && !context.answer.properties?.filterable?.properties?.[options.counts]) {
    check.problems.push(
      `${where}.counts: ${context.listOperationId} answers no filterable.${options.counts}${didYouMean(options.counts, fieldsAt(context.answer.properties?.filterable))}`,
    );
  }
  return {
    source: "operation",
    operation: refOf(op),
    value: options.value,
    label,
    ...(options.labels ? { labels: options.labels } : {}),
    ...(options.counts ? { counts: options.counts } : {}),
    failedKey,
  };
}

const WRITE_METHODS = ["post", "put", "patch"];

/**
 * A column changed in place: a write the column's permission may call, its path parameters and
 * the copied body fields taken from the row, the chosen value a field of its body, every
 * required body field given, and options (and the column's labels) among the field's values.
 */
export function checkInlineSelect(
  yaml: any,
  column: any,
  where: string,
  list: { rowSchema: JsonSchema; answer: JsonSchema; operationId: string },
  check: Check,
): InlineSelect | undefined {
  const s = column.inlineSelect;
  const op = operation(check, `${where}.operationId`, s.operationId);
  if (!op) return undefined;
  const permission = s.permission ?? yaml.permission;
  if (!WRITE_METHODS.includes(op.method))
    check.problems.push(`${where}.operationId: ${op.operationId} is a ${op.method.toUpperCase()}, a change needs a POST, PUT or PATCH`);
  checkPermission(check, `${where}.operationId`, op, permission);
  if (column.format === "custom") check.problems.push(`${where}: a custom column is drawn by the extension; it cannot also be a select`);
  for (const param of refOf(op).pathParams) {
    if (!schemaAtPath(list.rowSchema, param))
      check.problems.push(`${where}.operationId: path parameter '${param}' of ${op.operationId} is not a field of the rows`);
  }
  const body = bodySchema(op, check);
  const copied: Record<string, string> = s.body ?? {};
  const valueSchema = body.properties[s.field];
  if (!valueSchema)
    check.problems.push(
      `${where}.field: '${s.field}' is not a field of ${op.operationId}'s body${didYouMean(s.field, Object.keys(body.properties))}`,
    );
  for (const [bodyField, rowField] of Object.entries(copied)) {
    if (!body.properties[bodyField])
      check.problems.push(
        `${where}.body.${bodyField}: not a field of ${op.operationId}'s body${didYouMean(bodyField, Object.keys(body.properties))}`,
      );
    if (!schemaAtPath(list.rowSchema, rowField))
      check.problems.push(
        `${where}.body.${bodyField}: '${rowField}' is not a field of the rows${didYouMean(rowField, fieldsAt(list.rowSchema))}`,
      );
  }
  const missing = body.required.filter((name) => name !== s.field && !(name in copied));
  if (missing.length > 0) check.problems.push(`${where}.body: ${op.operationId} requires ${missing.join(", ")}; copy them from the row`);
  if (column.enumLabels) checkEnumKeys(check, `columns.enumLabels`, Object.keys(column.enumLabels), valueSchema);
  const context = { answer: list.answer, listOperationId: list.operationId, permission: yaml.permission, valueSchema };
  return {
    operation: refOf(op),
    field: s.field,
    body: copied,
    options: checkOptions(s.options, column.field, `${where}.options`, context, check),
    permission,
    failedKey: s.failedKey ?? "screens.messages.saveFailed",
    ...(s.savedKey ? { savedKey: s.savedKey } : {}),
  };
}

/** The JSON body's properties and required names, its allOf parts merged. */
function bodySchema(op: ContractOperation, check: Check): { properties: Record<string, JsonSchema>; required: string[] } {
  const parts = requestBodyParts(op);
  const components = parts.components.map((name) => dereference(check.contract, { $ref: `#/components/schemas/${name}` }));
  return {
    properties: Object.assign({}, ...components.map((c) => objectBranch(c)?.properties ?? {})),
    required: [...components.flatMap((c) => (c.required as string[] | undefined) ?? []), ...parts.required],
  };
}

/** The read-only detail: a GET of one row (its path parameters from the row) answering the fields shown. */
export function checkDetailDialog(yaml: any, rowSchema: JsonSchema, check: Check): ScreenDetailDialog | undefined {
  const d = yaml.dialogs?.detail;
  if (!d) return undefined;
  const where = "dialogs.detail";
  const op = operation(check, `${where}.operationId`, d.operationId);
  if (!op) return undefined;
  const permission = d.permission ?? yaml.permission;
  if (op.method !== "get")
    check.problems.push(`${where}.operationId: ${op.operationId} is a ${op.method.toUpperCase()}, reading needs a GET`);
  checkPermission(check, `${where}.operationId`, op, permission);
  for (const param of refOf(op).pathParams) {
    if (!schemaAtPath(rowSchema, param))
      check.problems.push(`${where}.operationId: path parameter '${param}' of ${op.operationId} is not a field of the rows`);
  }
  const answer = answerSchema(check.contract, op);
  const fields = (d.fields as any[]).map((f, i) => {
    const at = schemaAtPath(answer ?? {}, f.field);
    if (!at)
      check.problems.push(
        `${where}.fields[${i}].field: '${f.field}' is not a field of ${op.operationId}'s answer${didYouMean(f.field.split(".").pop(), fieldsAt(answer))}`,
      );
    if (f.format === "enum" && !f.enumLabels)
      check.problems.push(`${where}.fields[${i}].enumLabels: a field of format enum needs the labels of its values`);
    if (f.enumLabels) checkEnumKeys(check, `${where}.fields[${i}].enumLabels`, Object.keys(f.enumLabels), at);
    return {
      field: f.field,
      labelKey: f.labelKey ?? fieldKey(yaml.resource, f.field),
      format: f.format ?? "text",
      ...(f.enumLabels ? { enumLabels: f.enumLabels } : {}),
    };
  });
  return {
    operation: refOf(op),
    titleKey: d.titleKey,
    permission,
    fields,
    failedKey: d.failedKey ?? "screens.messages.loadFailed",
  };
}
