import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import type { ValidatorFunctions } from "@rjsf/validator-ajv8";
import type { OperationId } from "../../shared/api/contract.ts";

/**
 * The shape of a generated screen config (src/client/screens/generated/*.screen.gen.ts).
 * `npm run gen` fills every default, so the engine reads these without fallbacks.
 */

/** Precompiled form validators: schema hash → validate function (rjsf's precompiled validator map). */
export type FormValidators = ValidatorFunctions;

export type SortDirection = "asc" | "desc";
/**
 * How a cell shows its value. enum: a value (or each value of a list) by its label key;
 * country: an ISO code by its name in the UI language; custom: the screen's extension draws it.
 */
export type ColumnFormat = "text" | "date" | "datetime" | "boolean" | "number" | "enum" | "country" | "custom";
export type DialogKind = "edit" | "create";
export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

/** An operation of the contract with where it lives, so the engine can call it by path. */
export interface OperationRef {
  operationId: OperationId;
  method: HttpMethod;
  path: string;
  /** Path parameters, filled from the row's fields of the same name. */
  pathParams: readonly string[];
}

export interface ScreenColumn {
  field: string;
  labelKey: string;
  sortable: boolean;
  format: ColumnFormat;
  /** format enum: value → label key. */
  enumLabels?: Readonly<Record<string, string>>;
  /** Width in CSS pixels; without it the format's default (controllers/columnLayout.ts). */
  width?: number;
  /** The list operation's sort value for this column when it is not the field (address.zipCode sorts by zipCode). */
  sortField?: string;
  /** The cell is a select that saves the chosen value at once (a booking's status); read-only without its permission. */
  inlineSelect?: InlineSelect;
}

/**
 * A column's value changed in the table: the chosen value goes as one field of the update's
 * body, beside fields copied from the row; the list reloads after the save.
 */
export interface InlineSelect {
  operation: OperationRef;
  /** The body field that carries the chosen value. */
  field: string;
  /** Further body fields, each from a (dotted) field of the row (bookingId from id). */
  body: Readonly<Record<string, string>>;
  options: FilterOptions;
  permission: string;
  /** Shown when the save fails and the server gave no message of its own. */
  failedKey: string;
  /** Toast after a save; none when absent (the reloaded row shows it). */
  savedKey?: string;
}

/**
 * Labels of a filterable option list: the server's names (default), value → label key (the
 * options then follow the keys' order), or ISO country codes named in the UI language.
 */
export type FilterOptionLabels = Readonly<Record<string, string>> | "country";

export type FilterOptions =
  | { source: "filterable"; property: string; labels?: FilterOptionLabels }
  | { source: "static"; values: ReadonlyArray<{ value: string | number | boolean; labelKey: string }> }
  | OperationOptions;

/**
 * Options read once when the screen opens from another operation answering an array (the
 * newsletters of the newsletter filter): each row's `value` field is an option, named by its
 * `label` field or by `labels`; `counts` names the list answer's filterable entries whose
 * counts are shown beside.
 */
export interface OperationOptions {
  source: "operation";
  operation: OperationRef;
  value: string;
  label: string;
  labels?: FilterOptionLabels;
  counts?: string;
  /** Shown when the options cannot be read and the server gave no message of its own. */
  failedKey: string;
}

export interface ScreenFilter {
  key: string;
  labelKey: string;
  /** dateRange: two calendar days (YYYY-MM-DD, both inclusive) set under the filter keys of `range`. */
  widget: "text" | "select" | "boolean" | "dateRange";
  default?: string | number | boolean | null;
  options?: FilterOptions;
  /** widget dateRange: the filter keys (or, with isParameter, query parameters) of the first and last day. */
  range?: DateRangeKeys;
  /** Sent as the list operation's own query parameter(s) of that name, not inside `filters` (accounts' `query`). */
  isParameter?: boolean;
}

/** The keys a date range filter sets: its first day (from) and its last day (to). */
export interface DateRangeKeys {
  from: string;
  to: string;
}

/** A button per row: it opens one of the screen's dialogs, or runs the screen's extension. */
export interface ScreenRowAction {
  id: string;
  labelKey: string;
  icon?: string;
  /** detail: the screen's read-only detail dialog (ScreenConfig.detail). */
  dialog?: DialogKind | "detail";
  /** "extension": the screen's extension runs it (runRowAction); the YAML names no dialog. */
  run?: "extension";
  permission: string;
}

/** A button at the end of the bar above the table (e.g. 'New account'); the screen's extension runs it. */
export interface ScreenToolbarAction {
  id: string;
  labelKey: string;
  icon?: string;
  permission: string;
}

/** A button above the table acting on the ticked rows; the screen's extension runs it. */
export interface ScreenSelectionAction {
  id: string;
  labelKey: string;
  icon?: string;
  permission: string;
}

/** A tab of a dialog's form holding some of its fields. */
export interface DialogPane {
  id: string;
  labelKey: string;
  fields: readonly string[];
}

/** Deleting the dialog's record, after a confirmation, from a button of the edit dialog. */
export interface DialogDelete {
  operation: OperationRef;
  permission: string;
  confirmKey: string;
  deletedKey: string;
  deleteFailedKey: string;
}

/** A part of a dialog (a dotted field) shown and sent only with a permission. */
export interface DialogPart {
  field: string;
  permission: string;
}

export interface ScreenDialogConfig {
  kind: DialogKind;
  operation: OperationRef;
  /** The openapi component the form is built from. */
  schemaName: string;
  /** That component, references inlined, reduced to `fields` (in order). */
  schema: RJSFSchema;
  uiSchema: UiSchema;
  fields: readonly string[];
  /** Fields of the schema not shown but sent back as read on edit: id and the updatedAt concurrency token. */
  passthrough: readonly string[];
  parts: readonly DialogPart[];
  /** Dotted field path → label key (ui:title of the YAML, else resources.<resource>.fields.<name>). */
  labels: Readonly<Record<string, string>>;
  titleKey: string;
  buttonKey?: string;
  permission: string;
  initialValues: Readonly<Record<string, unknown>>;
  savedKey: string;
  saveFailedKey: string;
  cancelledKey?: string;
  /** Fields of the body always sent as null (spec: status and routing fields of a catalog request). */
  sendAsNull: readonly string[];
  /** Tabs of the form; none: one form without tabs. */
  panes: readonly DialogPane[];
  delete?: DialogDelete;
  /** Reads the record again after a stale save (409 on the concurrency token). */
  reload?: OperationRef;
  /** Said when a save is refused because the record changed since it was opened. */
  staleKey: string;
}

/**
 * Fixed values of the list operation's own parameters (YAML list.parameters), sent with every
 * page: one operation serves several screens (the quote tables by status).
 */
export interface ListParameters {
  path: Readonly<Record<string, ParameterValue>>;
  query: Readonly<Record<string, ParameterValue>>;
}
export type ParameterValue = string | number | boolean;

/** The list operation's own names of its sort and direction query parameters (YAML list.sortParameters). */
export interface SortParameters {
  sort: string;
  direction: string;
}

export interface ScreenConfig {
  resource: string;
  route: string;
  titleKey: string;
  permission: string;
  pageSize: number;
  defaultSort?: { field: string; direction: SortDirection };
  rowKey: string;
  /**
   * The list operation. isPaged false: it answers every row at once (an array, e.g. the accounts),
   * so the engine sends no page, count, sort or filters JSON and shows no pager.
   */
  list: OperationRef & {
    loadFailedKey: string;
    emptyKey: string;
    isPaged: boolean;
    parameters?: ListParameters;
    /** The names the operation takes the sort and direction by, when not sort and direction (orderByAlias, order). */
    sortParameters?: SortParameters;
  };
  columns: readonly ScreenColumn[];
  filters: readonly ScreenFilter[];
  rowActions: readonly ScreenRowAction[];
  /** With any, rows get a checkbox and these buttons act on the ticked ones. */
  selectionActions: readonly ScreenSelectionAction[];
  /** Buttons of the bar above the table that the screen's extension runs (its own dialogs). */
  toolbarActions: readonly ScreenToolbarAction[];
  dialogs: Partial<Record<DialogKind, ScreenDialogConfig>>;
  /**
   * The dialogs' form validators, compiled by `npm run gen` (the CSP forbids compiling them in the
   * browser): schema hash → validate function, one per schema a dialog's form can have.
   */
  formValidators?: FormValidators;
  csvExport?: OperationRef & { labelKey: string };
  /** A row's record read with its own GET and shown read-only (YAML dialogs.detail). */
  detail?: ScreenDetailDialog;
  /** Sub-routes under the screen's route that open its extension's dialogs (YAML routes); none when absent. */
  routes?: readonly ScreenSubRoute[];
}

/** A read-only dialog of one row's record, read by a GET whose path parameters come from the row. */
export interface ScreenDetailDialog {
  operation: OperationRef;
  titleKey: string;
  permission: string;
  /** The record's fields shown, in order, each formatted like a column. */
  fields: ReadonlyArray<Pick<ScreenColumn, "field" | "labelKey" | "format" | "enumLabels">>;
  /** Shown when the record cannot be read and the server gave no message of its own. */
  failedKey: string;
}

/** A sub-route of a table screen (YAML routes), e.g. { id: "edit", path: "edit/{id}", params: ["id"] }. */
export interface ScreenSubRoute {
  id: string;
  /** Under the screen's route, parameters in braces. */
  path: string;
  /** The path's parameters, in order. */
  params: readonly string[];
}
