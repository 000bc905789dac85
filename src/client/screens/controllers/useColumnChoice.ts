import { useCallback, useMemo, useState } from "react";
import { useCurrentUser } from "../shell.ts";
import type { ScreenColumn } from "../screenConfig.ts";
import {
  NO_HIDDEN_COLUMNS,
  canToggleColumn,
  columnStorageKey,
  readHiddenColumns,
  toggleColumn,
  writeHiddenColumns,
  type HiddenColumns,
} from "./columnVisibility.ts";

/** The column chooser's state: which columns the user hid, kept per user and screen in this browser. */
export interface ColumnChoice {
  hidden: HiddenColumns;
  /** False for the last visible column (it cannot be hidden). */
  canToggle(field: string): boolean;
  toggle(field: string): void;
  showAll(): void;
}

/**
 * Headless state of the column chooser. The choice lives in localStorage under the logged-in
 * user's id and the screen's resource, so it survives a reload and another account on the same
 * browser keeps its own.
 */
export function useColumnChoice(config: { resource: string; columns: readonly Pick<ScreenColumn, "field">[] }): ColumnChoice {
  const { id } = useCurrentUser();
  const { columns } = config;
  const key = columnStorageKey(id, config.resource);
  const [stored, setStored] = useState(() => ({ key, hidden: readHiddenColumns(key, columns) }));
  // Another account (or screen) on the same mounted table: read its choice instead.
  const current = stored.key === key ? stored : { key, hidden: readHiddenColumns(key, columns) };
  if (current !== stored) setStored(current);

  const change = useCallback(
    (next: (hidden: HiddenColumns) => HiddenColumns) =>
      setStored((previous) => {
        const hidden = next(previous.key === key ? previous.hidden : readHiddenColumns(key, columns));
        writeHiddenColumns(key, hidden, columns);
        return { key, hidden };
      }),
    [key, columns],
  );
  const { hidden } = current;
  return useMemo(
    () => ({
      hidden,
      canToggle: (field) => canToggleColumn(hidden, field, columns),
      toggle: (field) => change((previous) => toggleColumn(previous, field, columns)),
      showAll: () => change(() => NO_HIDDEN_COLUMNS),
    }),
    [hidden, columns, change],
  );
}
