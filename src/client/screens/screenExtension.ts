import type { FormValues } from "./controllers/dialogForm.ts";
import type { Row } from "./controllers/useScreenTable.ts";
import type { DialogKind } from "./screenConfig.ts";

/**
 * Behaviour of one YAML screen that data cannot express (a warning before a save, a value
 * normalised when a dialog opens). Written as a hook beside the screen, e.g. sites/.
 */
export interface ScreenExtension {
  /** The values a dialog opens with, adjusted (e.g. a null isActive shown as active). */
  prepareValues?(kind: DialogKind, values: FormValues): FormValues;
  /** Asked before a save; false keeps the dialog open without saving (a declined warning). */
  confirmSave?(kind: DialogKind, values: FormValues, row?: Row): Promise<boolean>;
}

/** A screen's extension, as a hook so it may translate texts and open dialogs. */
export type UseScreenExtension = () => ScreenExtension;
