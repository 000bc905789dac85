import { useState } from "react";
import type { Row, RowKey, ScreenTable } from "./useScreenTable.ts";

/** Rows with a call in flight, by row key. */
export function useRowLoading(keyOf: (row: Row) => RowKey): ScreenTable["rowLoading"] {
  const [loading, setLoading] = useState<ReadonlySet<RowKey>>(new Set());
  const mark = (key: RowKey, on: boolean) =>
    setLoading((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  return {
    isLoading: (row) => loading.has(keyOf(row)),
    async track(row, work) {
      const key = keyOf(row);
      mark(key, true);
      try {
        return await work;
      } finally {
        mark(key, false);
      }
    },
  };
}
