import type { Row, ScreenTable } from "../controllers/useScreenTable.ts";
import { NO_HIDDEN_COLUMNS } from "../controllers/columnVisibility.ts";
import { SITE_ROWS } from "./sitesFixtures.ts";

const noop = () => {};

/**
 * A table state as useScreenTable answers it, without React or a server: stories and view
 * tests render each state (loading, empty, error, filled) from it.
 */
export function fakeTable(overrides: Partial<ScreenTable> & { selected?: Row[]; busy?: Row[] } = {}): ScreenTable {
  const { selected = [], busy = [], ...rest } = overrides;
  const rows = rest.rows ?? SITE_ROWS;
  const keyOf = (row: Row) => row.id as number;
  const total = rest.total ?? rows.length;
  return {
    state: { page: 1, sort: { field: "languageCode", direction: "asc" }, filters: {} },
    rows,
    total,
    totalIsEstimate: false,
    pageCount: Math.max(1, Math.ceil(total / 100)),
    filterable: {
      isActive: [
        { property: "true", count: 3 },
        { property: "false", count: 1 },
      ],
    },
    preloaded: {},
    isLoading: false,
    isFetching: false,
    error: null,
    refetch: noop,
    setPage: noop,
    toggleSort: noop,
    setFilter: noop,
    clearFilters: noop,
    keyOf,
    selection: {
      keys: new Set(selected.map(keyOf)),
      rows: selected,
      isSelected: (row) => selected.some((s) => keyOf(s) === keyOf(row)),
      toggle: noop,
      toggleAll: noop,
      clear: noop,
    },
    rowLoading: { isLoading: (row) => busy.some((b) => keyOf(b) === keyOf(row)), track: (_row, work) => work },
    columnChoice: { hidden: NO_HIDDEN_COLUMNS, canToggle: () => true, toggle: noop, showAll: noop },
    ...rest,
  };
}
