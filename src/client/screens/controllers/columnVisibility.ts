import type { ScreenColumn } from "../screenConfig.ts";

/**
 * Which columns of a table a user has hidden (the column chooser), kept in this browser per user
 * and screen. Pure, so the rules are tested without React: the hidden fields are stored (not the
 * shown ones), so a column a later release adds shows up; unknown fields are dropped; at least
 * one column stays visible. Row actions are no column here, so they cannot be hidden.
 */

export type HiddenColumns = ReadonlySet<string>;

type Columns = readonly Pick<ScreenColumn, "field">[];

export const NO_HIDDEN_COLUMNS: HiddenColumns = new Set();

/** Where one user's choice for one screen is kept (localStorage). */
export function columnStorageKey(userId: string | number, resource: string): string {
  return `backoffice.columns.${userId}.${resource}`;
}

/** The hidden fields of a stored choice; anything unreadable, unknown or hiding every column counts as none hidden. */
export function parseHiddenColumns(raw: string | null | undefined, columns: Columns): HiddenColumns {
  if (!raw) return NO_HIDDEN_COLUMNS;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return NO_HIDDEN_COLUMNS;
  }
  if (!Array.isArray(parsed)) return NO_HIDDEN_COLUMNS;
  const known = new Set(columns.map((c) => c.field));
  const hidden = new Set(parsed.filter((field): field is string => typeof field === "string" && known.has(field)));
  return hidden.size >= known.size ? NO_HIDDEN_COLUMNS : hidden;
}

/** The stored form of a choice, fields in the screen's column order so it does not churn. */
export function serializeHiddenColumns(hidden: HiddenColumns, columns: Columns): string {
  return JSON.stringify(columns.filter((c) => hidden.has(c.field)).map((c) => c.field));
}

/** The columns to draw, in the screen's order. */
export function visibleColumns<C extends Pick<ScreenColumn, "field">>(columns: readonly C[], hidden: HiddenColumns): C[] {
  return columns.filter((c) => !hidden.has(c.field));
}

/** False for the last visible column: hiding it would leave a table without columns. */
export function canToggleColumn(hidden: HiddenColumns, field: string, columns: Columns): boolean {
  if (hidden.has(field)) return true;
  return visibleColumns(columns, hidden).length > 1;
}

/** Shows a hidden column or hides a shown one; the last visible column stays. */
export function toggleColumn(hidden: HiddenColumns, field: string, columns: Columns): HiddenColumns {
  if (!columns.some((c) => c.field === field) || !canToggleColumn(hidden, field, columns)) return hidden;
  const next = new Set(hidden);
  if (next.has(field)) next.delete(field);
  else next.add(field);
  return next;
}

/** Reads a stored choice; a browser without storage (or one refusing it) shows every column. */
export function readHiddenColumns(
  key: string,
  columns: Columns,
  storage: Pick<Storage, "getItem"> | undefined = globalThis.localStorage,
): HiddenColumns {
  try {
    return parseHiddenColumns(storage?.getItem(key), columns);
  } catch {
    return NO_HIDDEN_COLUMNS;
  }
}

/** Stores a choice; with none hidden the entry is removed so storage keeps only real choices. */
export function writeHiddenColumns(
  key: string,
  hidden: HiddenColumns,
  columns: Columns,
  storage: Pick<Storage, "setItem" | "removeItem"> | undefined = globalThis.localStorage,
): void {
  try {
    if (hidden.size === 0) storage?.removeItem(key);
    else storage?.setItem(key, serializeHiddenColumns(hidden, columns));
  } catch {
    // Storage full or disabled: the choice still holds for this visit.
  }
}
