import type { ErrorSchema, RJSFSchema, UiSchema, ValidatorType } from "@rjsf/utils";
import type { DialogKind, FormValidators, ScreenDialogConfig } from "../screenConfig.ts";
import type { ScreenExtension } from "../screenExtension.ts";
import { formValidator } from "./formValidator.ts";
import { formDataFrom, hiddenParts, permittedSchema, translatedUiSchema, type FormValues } from "./dialogForm.ts";
import type { Row } from "./useScreenTable.ts";

export interface OpenDialog {
  kind: DialogKind;
  config: ScreenDialogConfig;
  /** The row being edited; undefined for create. */
  row?: Row;
  schema: RJSFSchema;
  /** Validates the form against that schema with the functions compiled by `npm run gen`. */
  validator: ValidatorType;
  uiSchema: UiSchema;
  /** What the form shows: the row's or initial values, or what was entered before a failed save. */
  formData: FormValues;
  isSaving: boolean;
  /**
   * After a failed save or delete: the message (server's or the catalogue's), field errors on
   * the fields; isStale when the record changed since it was opened (it may be reloaded).
   */
  failure: { message: string; isStale: boolean; errorSchema: ErrorSchema; other: string[] } | null;
}

/** A dialog as it opens on a row (edit) or its initial values (create), for this account. */
export function openedDialog(
  dialog: ScreenDialogConfig,
  row: Row | undefined,
  {
    has,
    t,
    prepareValues,
    validators,
  }: {
    has(permission: string): boolean;
    t(key: string): string;
    prepareValues?: ScreenExtension["prepareValues"];
    validators: FormValidators | undefined;
  },
): OpenDialog {
  const schema = permittedSchema(dialog.schema, hiddenParts(dialog, has));
  const start = { ...(row ?? dialog.initialValues) };
  return {
    kind: dialog.kind,
    config: dialog,
    row,
    schema,
    validator: formValidator(validators, schema),
    uiSchema: withPanes(translatedUiSchema(dialog, t), dialog, t),
    formData: formDataFrom(prepareValues?.(dialog.kind, start) ?? start, schema),
    isSaving: false,
    failure: null,
  };
}

/** The dialog's panes (tabs) handed to the form's root template, titles translated. */
function withPanes(ui: UiSchema, dialog: Pick<ScreenDialogConfig, "panes">, t: (key: string) => string): UiSchema {
  if (dialog.panes.length === 0) return ui;
  const panes = dialog.panes.map((pane) => ({ id: pane.id, title: t(pane.labelKey), fields: pane.fields }));
  return { ...ui, "ui:options": { ...(ui["ui:options"] ?? {}), panes } };
}
