import { useMemo, useState } from "react";
import type { Row, RowKey, ScreenTable } from "./useScreenTable.ts";

/**
 * Which rows are ticked, by row key; kept across pages until cleared. The ticked rows
 * themselves are kept too (as they were when ticked), so an action on them can show and send
 * rows of pages no longer on screen.
 */
export function useRowSelection(rows: readonly Row[], keyOf: (row: Row) => RowKey): ScreenTable["selection"] {
  const [ticked, setTicked] = useState<ReadonlyMap<RowKey, Row>>(new Map());
  const update = (change: (next: Map<RowKey, Row>) => void) =>
    setTicked((current) => {
      const next = new Map(current);
      change(next);
      return next;
    });
  const keys = useMemo(() => new Set(ticked.keys()), [ticked]);
  const selectedRows = useMemo(() => [...ticked.values()], [ticked]);
  return {
    keys,
    rows: selectedRows,
    isSelected: (row) => ticked.has(keyOf(row)),
    toggle: (row) => update((next) => (next.has(keyOf(row)) ? next.delete(keyOf(row)) : next.set(keyOf(row), row))),
    toggleAll: () =>
      update((next) => {
        const all = rows.length > 0 && rows.every((row) => next.has(keyOf(row)));
        for (const row of rows) {
          if (all) next.delete(keyOf(row));
          else next.set(keyOf(row), row);
        }
      }),
    clear: () => setTicked(new Map()),
  };
}
