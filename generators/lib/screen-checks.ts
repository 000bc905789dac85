import { Ajv } from "ajv";
import type {
  DialogKind,
  ListParameters,
  SortParameters,
  OperationRef,
  ParameterValue,
  ScreenColumn,
  ScreenConfig,
  ScreenDialogConfig,
  ScreenFilter,
} from "../../src/client/screens/screenConfig.ts";
import { didYouMean } from "./did-you-mean.ts";
import { checkInlineSelect, checkOptions } from "./screen-selects.ts";
import {
  answerSchema,
  dereference,
  fieldsAt,
  filterSchemas,
  isRecursive,
  findOperation,
  objectBranch,
  operationIds,
  operationPermissions,
  queryParameterNames,
  requestBodyParts,
  schemaAtPath,
  sortFields,
  type ContractDocument,
  type ContractOperation,
  type JsonSchema,
} from "./screen-contract.ts";

/** Problems found in one screen file; checks add to it and go on, so one run lists them all. */
export interface Check {
  problems: string[];
  contract: ContractDocument;
  file: string;
}

const PASSTHROUGH = ["id", "updatedAt"];

export function operation(check: Check, where: string, operationId: string): ContractOperation | undefined {
  const op = findOperation(check.contract, operationId);
  if (!op)
    check.problems.push(`${where}: operation '${operationId}' is not in openapi/${didYouMean(operationId, operationIds(check.contract))}`);
  return op;
}

export function refOf(op: ContractOperation): OperationRef {
  const pathParams = op.parameters.filter((p) => p.in === "path").map((p) => p.name);
  return { operationId: op.operationId as OperationRef["operationId"], method: op.method, path: op.path, pathParams };
}

/** The operation must let an account with `permission` call it, or the screen would always answer 403. */
export function checkPermission(check: Check, where: string, op: ContractOperation, permission: string) {
  const allowed = operationPermissions(op);
  if (allowed === "public" || allowed === "authenticated") return;
  if (permission !== "all" && !allowed.includes(permission)) {
    check.problems.push(`${where}: permission '${permission}' cannot call ${op.operationId} (it needs ${allowed.join(" or ")})`);
  }
}

/** An operation a hand-written action calls (by id) must exist and let the permission call it. */
export function checkOperationPermission(check: Check, where: string, operationId: string, permission: string) {
  const op = operation(check, where, operationId);
  if (op) checkPermission(check, where, op, permission);
}

/** The parts of a config built apart from the list (from the screen's actions and dialogs). */
type ListlessParts = "dialogs" | "rowActions" | "selectionActions" | "toolbarActions";

/** The list operation, columns, sort and filters; answers the config without dialogs and actions. */
export function checkList(yaml: any, check: Check): { config: Omit<ScreenConfig, ListlessParts>; rowSchema: JsonSchema } | undefined {
  const op = operation(check, "list.operationId", yaml.list.operationId);
  if (!op) return undefined;
  if (op.method !== "get") check.problems.push(`list.operationId: ${op.operationId} is a ${op.method.toUpperCase()}, a list needs a GET`);
  checkPermission(check, "permission", op, yaml.permission);
  // An answer that is a page or an array by the call's parameters (listContacts: a page with
  // filter=page, which the screen fixes in list.parameters) is read as its page.
  const answered = answerSchema(check.contract, op);
  const answer = answered?.oneOf ? (objectBranch(answered) ?? answered) : answered;
  // A paged list answers { list, total, filterable }; an unpaged one (accounts) every row in an array.
  const isPaged = answer?.type !== "array";
  const rowSchema = isPaged ? answer?.properties?.list?.items : answer?.items;
  if (!rowSchema || (isPaged && !answer?.properties?.total)) {
    check.problems.push(`list.operationId: ${op.operationId} does not answer a page ({ list, total, filterable }) or an array of rows`);
    return undefined;
  }
  const rowName = rowComponentName(check.contract, op);
  const sortParameters = checkSortParameters(yaml, op, check);
  const sortable = sortFields(op, sortParameters?.sort);
  const resource = yaml.resource as string;
  const columns: ScreenColumn[] = yaml.columns.map((c: any, i: number) => {
    if (!schemaAtPath(rowSchema, c.field)) {
      check.problems.push(
        `columns[${i}].field: '${c.field}' is not a field of the rows of ${op.operationId} (${rowName})${didYouMean(lastSegment(c.field), fieldsAt(rowSchema))}`,
      );
    } else if (c.sortable && !sortable?.includes(c.sortField ?? c.field)) {
      check.problems.push(
        `columns[${i}].sortable: ${op.operationId} cannot sort by '${c.sortField ?? c.field}' (its sort parameter allows ${sortable?.join(", ") ?? "nothing"})`,
      );
    }
    if (c.sortField && !c.sortable) check.problems.push(`columns[${i}].sortField: the column is not sortable`);
    if (c.format === "enum" && !c.enumLabels)
      check.problems.push(`columns[${i}].enumLabels: a column of format enum needs the labels of its values`);
    if (c.format === "custom" && !yaml.extension)
      check.problems.push(`columns[${i}].format: a custom column needs the screen's extension to draw it`);
    if (c.enumLabels) checkEnumKeys(check, `columns[${i}].enumLabels`, Object.keys(c.enumLabels), schemaAtPath(rowSchema, c.field));
    const list = { rowSchema, answer, operationId: op.operationId };
    const inlineSelect = c.inlineSelect ? checkInlineSelect(yaml, c, `columns[${i}].inlineSelect`, list, check) : undefined;
    return {
      field: c.field,
      labelKey: c.labelKey ?? fieldKey(resource, c.field),
      sortable: c.sortable ?? false,
      format: c.format ?? "text",
      ...(c.enumLabels ? { enumLabels: c.enumLabels } : {}),
      ...(c.width ? { width: c.width } : {}),
      ...(c.sortField ? { sortField: c.sortField } : {}),
      ...(inlineSelect ? { inlineSelect } : {}),
    };
  });
  const sortParam = op.parameters.find((p) => p.name === (sortParameters?.sort ?? "sort"))?.schema?.default;
  // The direction's own default when the operation declares one (order: desc), else ascending.
  const directionParam = op.parameters.find((p) => p.name === (sortParameters?.direction ?? "direction"))?.schema?.default;
  const defaultDirection = directionParam === "desc" ? "desc" : "asc";
  const defaultSort = yaml.defaultSort ?? (sortParam ? { field: sortParam, direction: defaultDirection } : undefined);
  if (defaultSort && !sortable?.includes(defaultSort.field)) {
    check.problems.push(
      `defaultSort.field: ${op.operationId} cannot sort by '${defaultSort.field}'${didYouMean(defaultSort.field, sortable ?? [])}`,
    );
  }
  if (!isPaged && yaml.defaultSort) check.problems.push(`defaultSort: ${op.operationId} answers every row at once, in its own order`);
  const filters = checkFilters(yaml, op, answer, check);
  const config = {
    resource,
    route: yaml.route,
    titleKey: yaml.titleKey,
    permission: yaml.permission,
    pageSize: yaml.pageSize ?? 100,
    ...(defaultSort ? { defaultSort } : {}),
    rowKey: yaml.list.rowKey ?? "id",
    list: {
      ...refOf(op),
      loadFailedKey: yaml.list.loadFailedKey ?? "screens.messages.loadFailed",
      emptyKey: yaml.list.emptyKey ?? "screens.table.empty",
      isPaged,
      ...checkListParameters(yaml, op, check, sortParameters),
      ...(sortParameters ? { sortParameters } : {}),
    },
    columns,
    filters,
    ...(yaml.csvExport ? { csvExport: checkCsvExport(yaml, check) } : {}),
  };
  if (!schemaAtPath(rowSchema, config.rowKey)) check.problems.push(`list.rowKey: '${config.rowKey}' is not a field of ${rowName}`);
  return { config: config as Omit<ScreenConfig, ListlessParts>, rowSchema };
}

function checkFilters(yaml: any, op: ContractOperation, answer: JsonSchema, check: Check): ScreenFilter[] {
  const declared = filterSchemas(op);
  const filters: ScreenFilter[] = (yaml.filters ?? []).map((f: any, i: number) => {
    const where = `filters[${i}]`;
    const schema = declared?.[f.key];
    if (f.widget === "dateRange") return checkDateRangeFilter(yaml, f, op, where, check);
    if (f.from !== undefined || f.to !== undefined)
      check.problems.push(`${where}: from and to belong to a dateRange filter, not a ${f.widget} one`);
    if (f.parameter) checkParameterFilter(yaml, op, f.key, where, check);
    else if (!declared)
      check.problems.push(`${where}.key: ${op.operationId} declares no x-filters in openapi/, so '${f.key}' cannot be checked`);
    else if (!schema)
      check.problems.push(
        `${where}.key: '${f.key}' is not a filter of ${op.operationId} (x-filters: ${Object.keys(declared).join(", ")})${didYouMean(f.key, Object.keys(declared))}`,
      );
    else if ((f.widget === "boolean") !== (schema.type === "boolean"))
      check.problems.push(`${where}.widget: '${f.widget}' does not fit the ${schema.type} filter '${f.key}'`);
    if (f.widget === "select" && !f.options) check.problems.push(`${where}.options: a select filter needs options`);
    const context = { answer, listOperationId: op.operationId, permission: yaml.permission };
    const options = f.options ? checkOptions(f.options, f.key, `${where}.options`, context, check) : undefined;
    return {
      key: f.key,
      labelKey: f.labelKey ?? fieldKey(yaml.resource, f.key),
      widget: f.widget,
      ...(f.default !== undefined ? { default: f.default } : {}),
      ...(options ? { options } : {}),
      ...(f.parameter ? { isParameter: true } : {}),
    };
  });
  // One key, one filter: two filters setting it would overwrite each other in the URL and the call.
  const keys = filters.flatMap((f) => (f.range ? [f.range.from, f.range.to] : [f.key]));
  for (const twice of new Set(keys.filter((k, i) => keys.indexOf(k) !== i))) check.problems.push(`filters: two filters set '${twice}'`);
  return filters;
}

// A calendar day as the contract spells it: format date, or the pattern of one (x-filters are not formats).
const DAY_PATTERNS = ["^\\d{4}-\\d{2}-\\d{2}$", "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"];
const isDay = (schema: JsonSchema | undefined) =>
  schema?.type === "string" && (schema.format === "date" || DAY_PATTERNS.includes(schema.pattern));

/**
 * A date range filter: from and to name the first and the last day's filter keys of the list
 * operation's x-filters (or, with parameter, its query parameters and the CSV export's), each a
 * calendar day (YYYY-MM-DD). It has no default and no options.
 */
function checkDateRangeFilter(yaml: any, f: any, op: ContractOperation, where: string, check: Check): ScreenFilter {
  const declared = filterSchemas(op);
  for (const end of ["from", "to"] as const) {
    const key: string = f[end];
    if (f.parameter) {
      checkParameterFilter(yaml, op, key, `${where}.${end}`, check);
      const parameter = op.parameters.find((p) => p.in === "query" && p.name === key);
      const schema = parameter?.schema ? dereference(check.contract, parameter.schema) : undefined;
      if (parameter && !isDay(schema))
        check.problems.push(`${where}.${end}: the query parameter '${key}' of ${op.operationId} is not a day (YYYY-MM-DD)`);
    } else if (!declared)
      check.problems.push(`${where}.${end}: ${op.operationId} declares no x-filters in openapi/, so '${key}' cannot be checked`);
    else if (!declared[key])
      check.problems.push(
        `${where}.${end}: '${key}' is not a filter of ${op.operationId} (x-filters: ${Object.keys(declared).join(", ")})${didYouMean(key, Object.keys(declared))}`,
      );
    else if (!isDay(declared[key]))
      check.problems.push(`${where}.${end}: the filter '${key}' of ${op.operationId} is not a day (YYYY-MM-DD)`);
  }
  if (f.from === f.to) check.problems.push(`${where}: from and to must be two keys`);
  if (f.default !== undefined) check.problems.push(`${where}.default: a dateRange filter starts empty`);
  if (f.options) check.problems.push(`${where}.options: a dateRange filter has no options`);
  return {
    key: f.key,
    labelKey: f.labelKey ?? fieldKey(yaml.resource, f.key),
    widget: "dateRange",
    range: { from: f.from, to: f.to },
    ...(f.parameter ? { isParameter: true } : {}),
  };
}

// The paging contract's own query parameters; a filter cannot be one of them.
const PAGING_PARAMETERS = ["page", "count", "sort", "direction", "filters"];
/**
 * list.sortParameters: the operation's own names of sort and direction (listMediaOrders takes
 * the spec's orderByAlias and order). Both must be query parameters of the operation, the sort
 * one with an enum of fields, the direction one taking exactly asc and desc; a paged list only.
 */
function checkSortParameters(yaml: any, op: ContractOperation, check: Check): SortParameters | undefined {
  const names = yaml.list.sortParameters as SortParameters | undefined;
  if (!names) return undefined;
  const where = "list.sortParameters";
  const query = (name: string) => op.parameters.find((p) => p.in === "query" && p.name === name);
  const sort = query(names.sort);
  const direction = query(names.direction);
  if (!sort) check.problems.push(`${where}.sort: '${names.sort}' is not a query parameter of ${op.operationId}`);
  else if (!Array.isArray(sort.schema?.enum))
    check.problems.push(`${where}.sort: '${names.sort}' of ${op.operationId} has no enum of fields`);
  if (!direction) check.problems.push(`${where}.direction: '${names.direction}' is not a query parameter of ${op.operationId}`);
  else if ([...(direction.schema?.enum ?? [])].sort().join() !== "asc,desc")
    check.problems.push(`${where}.direction: '${names.direction}' of ${op.operationId} must take exactly asc and desc`);
  if (names.sort === names.direction) check.problems.push(`${where}: sort and direction must be two parameters`);
  return names;
}

// Keyset cursors the engine's pager sends; a screen cannot fix them either.
const CURSOR_PARAMETERS = ["after", "before"];

/**
 * The list operation's fixed parameters (list.parameters): every path parameter needs one (the
 * engine has no row to take it from), each must be a path or non-paging query parameter of the
 * operation and fit its schema; a filter's parameter stays the filter's.
 */
function checkListParameters(
  yaml: any,
  op: ContractOperation,
  check: Check,
  sortParameters: SortParameters | undefined,
): { parameters?: ListParameters } {
  const given: Record<string, ParameterValue> = yaml.list.parameters ?? {};
  const parameters: { path: Record<string, ParameterValue>; query: Record<string, ParameterValue> } = { path: {}, query: {} };
  const filterParameters = new Set((yaml.filters ?? []).filter((f: any) => f.parameter).map((f: any) => f.key as string));
  // The operation's own sort names are paging parameters too: the engine sends them.
  const paging = [...PAGING_PARAMETERS, ...(sortParameters ? [sortParameters.sort, sortParameters.direction] : [])];
  for (const p of op.parameters.filter((p) => p.in === "path")) {
    if (!(p.name in given)) check.problems.push(`list.parameters: ${op.operationId} needs a value for its path parameter '${p.name}'`);
  }
  for (const [name, value] of Object.entries(given)) {
    const where = `list.parameters.${name}`;
    const parameter = op.parameters.find((p) => p.name === name && (p.in === "path" || p.in === "query"));
    if (!parameter || paging.includes(name) || CURSOR_PARAMETERS.includes(name)) {
      const own = op.parameters.filter(
        (p) => (p.in === "path" || p.in === "query") && !paging.includes(p.name) && !CURSOR_PARAMETERS.includes(p.name),
      );
      check.problems.push(
        `${where}: '${name}' is not a parameter of ${op.operationId} a screen may fix${didYouMean(
          name,
          own.map((p) => p.name),
        )}`,
      );
      continue;
    }
    if (filterParameters.has(name)) check.problems.push(`${where}: '${name}' is a filter of the screen; fix it with the filter's default`);
    const schema = parameter.schema ? dereference(check.contract, parameter.schema) : undefined;
    if (schema && !PARAMETER_VALIDATOR.validate(schema, value)) {
      const allowed = Array.isArray(schema.enum) ? ` (one of ${schema.enum.join(", ")})` : "";
      check.problems.push(`${where}: ${JSON.stringify(value)} does not fit the parameter's schema${allowed}`);
    }
    (parameter.in === "path" ? parameters.path : parameters.query)[name] = value;
  }
  return Object.keys(given).length > 0 ? { parameters } : {};
}

const PARAMETER_VALIDATOR = new Ajv({ strict: false });

/** A filter sent as its own query parameter: the list operation (and the CSV export) must take it. */
function checkParameterFilter(yaml: any, op: ContractOperation, key: string, where: string, check: Check) {
  if (PAGING_PARAMETERS.includes(key)) check.problems.push(`${where}.key: '${key}' is a paging parameter, not a filter`);
  else if (!queryParameterNames(op).includes(key))
    check.problems.push(
      `${where}.key: ${op.operationId} takes no query parameter '${key}'${didYouMean(
        key,
        queryParameterNames(op).filter((n) => !PAGING_PARAMETERS.includes(n)),
      )}`,
    );
  const csv = yaml.csvExport && findOperation(check.contract, yaml.csvExport.operationId);
  if (csv && !queryParameterNames(csv).includes(key))
    check.problems.push(`${where}.key: the CSV export ${csv.operationId} takes no query parameter '${key}'; the export would ignore it`);
}

function checkCsvExport(yaml: any, check: Check) {
  const op = operation(check, "csvExport.operationId", yaml.csvExport.operationId);
  if (!op) return undefined;
  const names = queryParameterNames(op);
  const missing = ["sort", "direction", "filters"].filter((n) => !names.includes(n));
  if (op.method !== "get" || missing.length > 0)
    check.problems.push(
      `csvExport.operationId: ${op.operationId} must be a GET taking sort, direction and filters${missing.length ? ` (lacks ${missing.join(", ")})` : ""}`,
    );
  checkPermission(check, "csvExport", op, yaml.permission);
  return { ...refOf(op), labelKey: yaml.csvExport.labelKey ?? "screens.table.exportCsv" };
}

/** A dialog: its operation, schema component, fields, parts and uiSchema against the contract. */
export function checkDialog(yaml: any, kind: DialogKind, rowSchema: JsonSchema, check: Check): ScreenDialogConfig | undefined {
  const d = yaml.dialogs[kind];
  const where = `dialogs.${kind}`;
  const op = operation(check, `${where}.operationId`, d.operationId);
  if (!op) return undefined;
  const permission = d.permission ?? yaml.permission;
  checkPermission(check, `${where}.permission`, op, permission);
  const body = requestBodyParts(op);
  if (!body.components.includes(d.schema)) {
    check.problems.push(
      `${where}.schema: '${d.schema}' is not the request body of ${d.operationId} (${body.components.join(", ") || "it has no JSON body"})${didYouMean(d.schema, body.components)}`,
    );
    return undefined;
  }
  const component = dereference(check.contract, { $ref: `#/components/schemas/${d.schema}` });
  if (isRecursive(component)) {
    check.problems.push(`${where}.schema: '${d.schema}' refers to itself (a tree); a dialog form cannot show it, write a module`);
    return undefined;
  }
  const operationRef = refOf(op);
  for (const param of operationRef.pathParams) {
    if (kind === "create")
      check.problems.push(
        `${where}.operationId: ${d.operationId} takes a path parameter '${param}'; a create dialog has no row to take it from`,
      );
    else if (!schemaAtPath(rowSchema, param))
      check.problems.push(`${where}.operationId: path parameter '${param}' of ${d.operationId} is not a field of the rows`);
  }
  for (const field of d.fields as string[]) {
    if (!component.properties?.[field])
      check.problems.push(`${where}.fields: '${field}' is not a field of ${d.schema}${didYouMean(field, fieldsAt(component))}`);
  }
  for (const [i, part] of (d.parts ?? []).entries()) {
    if (!schemaAtPath(component, part.field) || !d.fields.includes(part.field.split(".")[0])) {
      check.problems.push(`${where}.parts[${i}].field: '${part.field}' is not a shown field of ${d.schema}`);
    }
  }
  for (const field of (d.required ?? []) as string[]) {
    if (!d.fields.includes(field)) check.problems.push(`${where}.required: '${field}' is not a shown field`);
  }
  const required = new Set([...(component.required ?? []), ...body.required, ...(d.required ?? [])]);
  const schema = {
    ...withoutDocs(component),
    properties: Object.fromEntries(
      d.fields.filter((f: string) => component.properties?.[f]).map((f: string) => [f, withoutDocs(component.properties[f])]),
    ),
    required: d.fields.filter((f: string) => required.has(f)),
  };
  const uiSchema = d.uiSchema ?? {};
  checkUiSchema(uiSchema, schema, `${where}.uiSchema`, check);
  for (const field of d.sendAsNull ?? []) {
    const inner = component.properties?.[field];
    if (!inner)
      check.problems.push(`${where}.sendAsNull: '${field}' is not a field of ${d.schema}${didYouMean(field, fieldsAt(component))}`);
    else if (!acceptsNull(inner)) check.problems.push(`${where}.sendAsNull: '${field}' of ${d.schema} cannot be null`);
    else if (d.fields.includes(field))
      check.problems.push(`${where}.sendAsNull: '${field}' is shown in the form; a field sent as null cannot be edited`);
  }
  const panes = checkPanes(d, where, check);
  const extras = kind === "edit" ? editExtras(yaml, d, where, permission, check) : {};
  return {
    kind,
    operation: operationRef,
    schemaName: d.schema,
    schema,
    uiSchema,
    fields: d.fields,
    // Edits send the row's id and concurrency token back, so a stale edit is refused (409).
    passthrough:
      kind === "edit" ? PASSTHROUGH.filter((f) => component.properties?.[f] && !d.fields.includes(f) && schemaAtPath(rowSchema, f)) : [],
    parts: d.parts ?? [],
    labels: labelsOf(schema, uiSchema, yaml.resource),
    titleKey: d.titleKey,
    ...(d.buttonKey ? { buttonKey: d.buttonKey } : {}),
    permission,
    initialValues: d.initialValues ?? {},
    savedKey: d.savedKey ?? "screens.messages.saved",
    saveFailedKey: d.saveFailedKey ?? "screens.messages.saveFailed",
    ...(d.cancelledKey ? { cancelledKey: d.cancelledKey } : {}),
    sendAsNull: d.sendAsNull ?? [],
    panes,
    ...extras,
    staleKey: d.staleKey ?? "screens.dialog.stale",
  };
}

/** Every shown field in exactly one pane, and panes hold only shown fields. */
function checkPanes(d: any, where: string, check: Check) {
  const panes: Array<{ id: string; labelKey: string; fields: string[] }> = d.panes ?? [];
  if (panes.length === 0) return [];
  const placed = panes.flatMap((pane) => pane.fields);
  for (const field of new Set(placed)) {
    if (!d.fields.includes(field)) check.problems.push(`${where}.panes: '${field}' is not a shown field (fields)`);
    if (placed.filter((f) => f === field).length > 1) check.problems.push(`${where}.panes: '${field}' is in more than one pane`);
  }
  const missing = d.fields.filter((f: string) => !placed.includes(f));
  if (missing.length > 0) check.problems.push(`${where}.panes: ${missing.map((f: string) => `'${f}'`).join(", ")} in no pane`);
  return panes.map((pane) => ({ id: pane.id, labelKey: pane.labelKey, fields: pane.fields }));
}

/** An edit dialog's delete button and the reload of a stale record, against the contract. */
function editExtras(yaml: any, d: any, where: string, permission: string, check: Check): Pick<ScreenDialogConfig, "delete" | "reload"> {
  const extras: Pick<ScreenDialogConfig, "delete" | "reload"> = {};
  const sameRow = (op: ContractOperation, at: string) => {
    const editPath = findOperation(check.contract, d.operationId)?.path;
    if (editPath && op.path !== editPath)
      check.problems.push(`${at}: ${op.operationId} (${op.path}) is not at the edit's path ${editPath}`);
  };
  if (d.delete) {
    const at = `${where}.delete.operationId`;
    const op = operation(check, at, d.delete.operationId);
    const deletePermission = d.delete.permission ?? permission;
    if (op) {
      if (op.method !== "delete") check.problems.push(`${at}: ${op.operationId} is a ${op.method.toUpperCase()}, deleting needs a DELETE`);
      checkPermission(check, at, op, deletePermission);
      sameRow(op, at);
      extras.delete = {
        operation: refOf(op),
        permission: deletePermission,
        confirmKey: d.delete.confirmKey ?? "screens.dialog.confirmDelete",
        deletedKey: d.delete.deletedKey ?? "screens.messages.deleted",
        deleteFailedKey: d.delete.deleteFailedKey ?? "screens.messages.deleteFailed",
      };
    }
  }
  if (d.reload) {
    const at = `${where}.reload.operationId`;
    const op = operation(check, at, d.reload.operationId);
    if (op) {
      if (op.method !== "get") check.problems.push(`${at}: ${op.operationId} is a ${op.method.toUpperCase()}, reading needs a GET`);
      checkPermission(check, at, op, yaml.permission);
      sameRow(op, at);
      if (!answerSchema(check.contract, op)?.properties?.updatedAt)
        check.problems.push(`${at}: ${op.operationId} answers no updatedAt; a reloaded record could not be saved`);
      extras.reload = refOf(op);
    }
  }
  return extras;
}

function acceptsNull(schema: JsonSchema): boolean {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes("null") || (schema.oneOf ?? schema.anyOf ?? []).some((branch: JsonSchema) => acceptsNull(branch));
}

/** Labels by enum value must name values of the field's enum (or of its items' enum). */
export function checkEnumKeys(check: Check, where: string, values: string[], schema: JsonSchema | undefined) {
  const allowed: unknown[] | undefined = schema?.enum ?? schema?.items?.enum;
  if (!allowed) return;
  for (const value of values) {
    if (!allowed.includes(value))
      check.problems.push(
        `${where}: '${value}' is not a value of the field (${allowed.filter((v) => v !== null).join(", ")})${didYouMean(value, allowed.map(String))}`,
      );
  }
}

/**
 * The schema without the contract's developer prose (description, title, examples): the form
 * shows translated labels instead. Property names such as "description" are kept.
 */
function withoutDocs(schema: JsonSchema): JsonSchema {
  if (!schema || typeof schema !== "object") return schema;
  const { description: _d, title: _t, examples: _e, ...rest } = schema;
  const out: JsonSchema = { ...rest };
  if (rest.properties)
    out.properties = Object.fromEntries(Object.entries<JsonSchema>(rest.properties).map(([k, v]) => [k, withoutDocs(v)]));
  if (rest.items) out.items = withoutDocs(rest.items);
  for (const key of ["oneOf", "anyOf", "allOf"]) if (Array.isArray(rest[key])) out[key] = rest[key].map(withoutDocs);
  return out;
}

/** Every non-"ui:" key of a uiSchema must name a field at that place of the schema; enum labels its values. */
function checkUiSchema(ui: Record<string, any>, schema: JsonSchema, where: string, check: Check) {
  for (const [key, value] of Object.entries(ui)) {
    if (key === "ui:enumNames" && value && typeof value === "object" && !Array.isArray(value))
      checkEnumKeys(check, `${where}.ui:enumNames`, Object.keys(value), schema);
    if (key.startsWith("ui:")) continue;
    const inner = objectBranch(schema)?.properties?.[key];
    if (!inner) check.problems.push(`${where}.${key}: not a field of the form${didYouMean(key, fieldsAt(schema))}`);
    else if (value && typeof value === "object") checkUiSchema(value, inner, `${where}.${key}`, check);
  }
}

/** Dotted path → label key for every field of the form, nested objects included. */
function labelsOf(schema: JsonSchema, ui: Record<string, any>, resource: string, prefix = ""): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const [name, inner] of Object.entries<JsonSchema>(objectBranch(schema)?.properties ?? {})) {
    const path = prefix ? `${prefix}.${name}` : name;
    labels[path] = ui?.[name]?.["ui:title"] ?? fieldKey(resource, name);
    Object.assign(labels, labelsOf(inner, ui?.[name] ?? {}, resource, path));
  }
  return labels;
}

/** Name of the row component (Site of SitePage.list.items), for messages. */
function rowComponentName(contract: ContractDocument, op: ContractOperation): string {
  const refName = (ref: unknown) => (typeof ref === "string" ? ref.split("/").pop() : undefined);
  const page = refName(op.definition.responses?.["200"]?.content?.["application/json"]?.schema?.$ref);
  return refName(page && contract.components.schemas?.[page]?.properties?.list?.items?.$ref) ?? page ?? op.operationId;
}

export function fieldKey(resource: string, field: string): string {
  return `resources.${resource}.fields.${lastSegment(field)}`;
}

function lastSegment(path: string): string {
  return path.split(".").pop()!;
}
