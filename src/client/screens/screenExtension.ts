import type { ReactNode } from "react";
import type { FormValues } from "./controllers/dialogForm.ts";
import type { OpenDialog } from "./controllers/openedDialog.ts";
import type { ScreenRouteState } from "./controllers/useScreenRoute.ts";
import type { Row, ScreenTable } from "./controllers/useScreenTable.ts";
import type { DialogKind, ScreenConfig } from "./screenConfig.ts";

/**
 * Behaviour of one YAML screen that data cannot express (a warning before a save, a value
 * normalised when a dialog opens, a cell drawn by hand, an action with its own dialog). Written
 * as a hook in the screen's module (YAML `extension`). A row or toolbar action may open a
 * hand-written dialog: the action sets the extension's state, `overlays` renders the dialog.
 * Every member is optional: the engine does without what a screen leaves out.
 */
export interface ScreenExtension {
  /** The values a dialog opens with, adjusted (e.g. a null isActive shown as active). */
  prepareValues?(kind: DialogKind, values: FormValues): FormValues;
  /** Asked before a save; false keeps the dialog open without saving (a declined warning). */
  confirmSave?(kind: DialogKind, values: FormValues, row?: Row): Promise<boolean>;
  /** The content of a column of format custom, by its field. */
  renderCell?(field: string, row: Row): ReactNode;
  /** Runs a row action of the YAML with `run: extension`. */
  runRowAction?(actionId: string, row: Row): void;
  /** Runs a toolbar action of the YAML (a button above the table, e.g. one opening the extension's own create dialog). */
  runToolbarAction?(actionId: string): void;
  /** Runs a selection action of the YAML with the ticked rows (of every page visited). */
  runSelectionAction?(actionId: string, rows: readonly Row[]): void;
  /** Shown above a dialog's form: facts of the record the form does not edit. */
  renderDialogIntro?(dialog: OpenDialog): ReactNode;
  /** The extension's own dialogs, rendered once beside the table. */
  overlays?: ReactNode;
}

/** What a screen's extension hook is given: the screen, its table's state and its sub-routes. */
export interface ScreenExtensionContext {
  config: ScreenConfig;
  table: ScreenTable;
  /** The screen's sub-routes (YAML routes): the one the address names, and opening or closing one. */
  route: ScreenRouteState;
}

/** A screen's extension, as a hook so it may keep state, translate texts and open dialogs. */
export type UseScreenExtension = (context: ScreenExtensionContext) => ScreenExtension;
