import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import type { OperationId } from "../../shared/api/contract.ts";

/**
 * The shape of a generated screen config (src/client/screens/generated/*.screen.gen.ts).
 * `npm run gen` fills every default, so the engine reads these without fallbacks.
 */

export type SortDirection = "asc" | "desc";
export type ColumnFormat = "text" | "date" | "datetime" | "boolean" | "number" | "enum";
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
}

export type FilterOptions =
  | { source: "filterable"; property: string }
  | { source: "static"; values: ReadonlyArray<{ value: string | number | boolean; labelKey: string }> };

export interface ScreenFilter {
  key: string;
  labelKey: string;
  widget: "text" | "select" | "boolean";
  default?: string | number | boolean | null;
  options?: FilterOptions;
}

export interface ScreenRowAction {
  id: string;
  labelKey: string;
  icon?: string;
  dialog: DialogKind;
  permission: string;
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
}

export interface ScreenConfig {
  resource: string;
  route: string;
  titleKey: string;
  permission: string;
  pageSize: number;
  defaultSort?: { field: string; direction: SortDirection };
  rowKey: string;
  list: OperationRef & { loadFailedKey: string; emptyKey: string };
  columns: readonly ScreenColumn[];
  filters: readonly ScreenFilter[];
  rowActions: readonly ScreenRowAction[];
  dialogs: Partial<Record<DialogKind, ScreenDialogConfig>>;
  csvExport?: OperationRef & { labelKey: string };
}

/** What the router needs of a screen before its config (and code) is loaded. */
export interface ScreenEntry {
  resource: string;
  path: string;
  permission: string;
  titleKey: string;
  load: () => Promise<ScreenConfig>;
}
