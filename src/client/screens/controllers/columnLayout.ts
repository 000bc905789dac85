import type { ColumnFormat, ScreenColumn, ScreenRowAction } from "../screenConfig.ts";

/**
 * Widths of a table's columns in CSS pixels, cell padding included. The table lays its columns
 * out from these (table-layout: fixed), fills a wider screen by stretching them and scrolls
 * sideways when they do not fit; text cut by a width ends in an ellipsis.
 *
 * The defaults are what a typical value of the format needs in the app's 14 px font: a date-time
 * (2026-11-25 00:21) whole, a country name such as Netherlands whole, longer free text cut.
 * They are kept small on purpose: a 1400 px window must show a dozen columns beside the menu.
 */
export const DEFAULT_COLUMN_WIDTHS: Readonly<Record<ColumnFormat, number>> = {
  text: 120,
  date: 100,
  datetime: 140,
  boolean: 72,
  number: 88,
  enum: 140,
  country: 104,
  custom: 120,
};

/** The selection checkbox column. */
export const SELECTION_COLUMN_WIDTH = 32;

/** A row action is an icon button (24 px and a gap); one without an icon shows its label. */
const ICON_ACTION_WIDTH = 28;
const TEXT_ACTION_WIDTH = 88;
const CELL_PADDING = 12;

type Action = Pick<ScreenRowAction, "icon">;

/** A column's width: the screen's own (YAML `width`), else its format's default. */
export function columnWidth(column: Pick<ScreenColumn, "format" | "width">): number {
  return column.width ?? DEFAULT_COLUMN_WIDTHS[column.format];
}

/** The row actions column: wide enough for every action's button side by side; none without actions. */
export function actionsColumnWidth(actions: readonly Action[]): number {
  if (actions.length === 0) return 0;
  return actions.reduce((sum, action) => sum + (action.icon ? ICON_ACTION_WIDTH : TEXT_ACTION_WIDTH), CELL_PADDING);
}

/** The narrowest the table may get before it scrolls sideways: its columns side by side. */
export function tableMinWidth(
  columns: readonly Pick<ScreenColumn, "format" | "width">[],
  options: { isSelectable: boolean; actions: readonly Action[] },
): number {
  const data = columns.reduce((sum, column) => sum + columnWidth(column), 0);
  return data + (options.isSelectable ? SELECTION_COLUMN_WIDTH : 0) + actionsColumnWidth(options.actions);
}
