import { useState } from "react";
import type { Row, RowKey, ScreenTable } from "./useScreenTable.ts";

/** Which rows are ticked, by row key; kept across pages until cleared. */
export function useRowSelection(rows: readonly Row[], keyOf: (row: Row) => RowKey): ScreenTable["selection"] {
  const [keys, setKeys] = useState<ReadonlySet<RowKey>>(new Set());
  const update = (change: (next: Set<RowKey>) => void) =>
    setKeys((current) => {
      const next = new Set(current);
      change(next);
      return next;
    });
  return {
    keys,
    isSelected: (row) => keys.has(keyOf(row)),
    toggle: (row) => update((next) => (next.has(keyOf(row)) ? next.delete(keyOf(row)) : next.add(keyOf(row)))),
    toggleAll: () =>
      update((next) => {
        const all = rows.length > 0 && rows.every((row) => next.has(keyOf(row)));
        for (const row of rows) {
          if (all) next.delete(keyOf(row));
          else next.add(keyOf(row));
        }
      }),
    clear: () => setKeys(new Set()),
  };
}
