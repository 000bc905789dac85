import { useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router-dom";
import { readQueryOptions } from "../shell.ts";
import type { ScreenConfig } from "../screenConfig.ts";
import { csvExportHref } from "./csvExport.ts";
import { usePreloadedOptions } from "./usePreloadedOptions.ts";
import { useColumnChoice, type ColumnChoice } from "./useColumnChoice.ts";
import { useRowLoading } from "./useRowLoading.ts";
import { useRowSelection } from "./useRowSelection.ts";
import {
  cursorQuery,
  cursorTo,
  listParams,
  listQuery,
  readTableState,
  toggleSort,
  withFilter,
  writeTableState,
  type FilterValue,
  type PagerCursor,
  type TableState,
} from "./tableState.ts";

export type Row = Readonly<Record<string, unknown>>;
export type RowKey = string | number;

/** One entry of a filter option list (contract FilterOption). */
export interface FilterOption {
  property: string | null;
  name?: string | null;
  count: number;
}

/** The answer of a paged list operation (contract *Page schemas). */
interface PageAnswer {
  list: Row[];
  total: number;
  totalIsEstimate?: boolean;
  filterable?: Record<string, FilterOption[] | undefined>;
  /** Keyset cursors of the neighbouring pages (lists that page by keyset). */
  nextCursor?: string | null;
  previousCursor?: string | null;
}

/** An unpaged list answers its rows as an array: every row is on the one page. */
function asPage(answer: PageAnswer | Row[] | undefined): PageAnswer | undefined {
  return Array.isArray(answer) ? { list: answer, total: answer.length } : answer;
}

export interface ScreenTable {
  state: TableState;
  rows: readonly Row[];
  total: number;
  totalIsEstimate: boolean;
  pageCount: number;
  filterable: Readonly<Record<string, FilterOption[] | undefined>>;
  /** Option lists read from other operations when the screen opened (YAML options source: operation), by operationId. */
  preloaded: Readonly<Record<string, readonly Row[] | undefined>>;
  isLoading: boolean;
  /** A newer page is on its way; the rows shown are the previous page's. */
  isFetching: boolean;
  error: unknown;
  refetch(): void;
  setPage(page: number): void;
  toggleSort(field: string): void;
  setFilter(key: string, value: FilterValue | undefined | null): void;
  clearFilters(): void;
  /** Link of the screen's CSV export for the current sort, direction and filters. */
  csvHref?: string;
  keyOf(row: Row): RowKey;
  selection: {
    keys: ReadonlySet<RowKey>;
    /** The ticked rows, also those of other pages, in the order they were ticked. */
    rows: readonly Row[];
    isSelected(row: Row): boolean;
    toggle(row: Row): void;
    /** Selects every row of the page, or clears the page when all are selected. */
    toggleAll(): void;
    clear(): void;
  };
  /** Columns the user chose to hide (the column chooser), kept per user and screen. */
  columnChoice: ColumnChoice;
  /** Rows with a call in flight (a save, a test) show a spinner and ignore repeated clicks. */
  rowLoading: {
    isLoading(row: Row): boolean;
    track<T>(row: Row, work: Promise<T>): Promise<T>;
  };
}

/**
 * Headless state of a screen's table: page (screen's page size), sort toggling per column
 * from the screen's default, filters, selection, per-row loading and the hidden columns. Page,
 * sort, direction and filters live in the hash route's query, so a view can be shared and
 * survives reload; selection and row loading are per visit and stay in memory; hidden columns
 * are the user's own and kept in this browser.
 */
export function useScreenTable(config: ScreenConfig): ScreenTable {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readTableState(params, config), [params, config]);
  // The query as last written, and the writes the router has yet to render. React Router renders
  // a navigation as a transition, and its setSearchParams(fn) hands fn the rendered query, so a
  // second change before that render (a filter, then a quick click on a column) would build on
  // the older URL and drop the first; a render of an earlier write must not undo a later one.
  const written = useRef(params);
  const queued = useRef<string[]>([]);
  useLayoutEffect(() => {
    const at = queued.current.indexOf(params.toString());
    if (at < 0) {
      // Moved by someone else (the back button, a link): that is the view now.
      queued.current = [];
      written.current = params;
    } else {
      queued.current = queued.current.slice(at + 1);
      if (queued.current.length === 0) written.current = params;
    }
  }, [params]);
  const update = useCallback(
    (change: (current: TableState) => TableState, replace = false) => {
      const next = writeTableState(written.current, change(readTableState(written.current, config)), config);
      written.current = next;
      queued.current.push(next.toString());
      setParams(next, { replace });
    },
    [setParams, config],
  );

  // Next and previous follow the answer's cursor; the URL keeps only the page number.
  const [cursor, setCursor] = useState<PagerCursor>();
  const query = { ...listQuery(state, config), ...(config.list.isPaged ? cursorQuery(cursor, state) : {}) };
  // The key $api.useQuery would give the list operation, so the writes' invalidation reaches it.
  const result = useQuery({
    ...readQueryOptions<PageAnswer | Row[]>(config.list.path, { params: listParams(config, query) }),
    placeholderData: keepPreviousData,
  });
  const answer = asPage(result.data);
  const total = answer?.total ?? 0;

  const keyOf = useCallback((row: Row) => row[config.rowKey] as RowKey, [config.rowKey]);
  const rows = answer?.list ?? EMPTY;
  const selection = useRowSelection(rows, keyOf);
  const rowLoading = useRowLoading(keyOf);
  const columnChoice = useColumnChoice(config);
  const preloaded = usePreloadedOptions(config);

  return {
    state,
    rows,
    total,
    totalIsEstimate: answer?.totalIsEstimate ?? false,
    pageCount: Math.max(1, Math.ceil(total / config.pageSize)),
    filterable: answer?.filterable ?? {},
    preloaded,
    isLoading: result.isLoading,
    isFetching: result.isFetching,
    error: result.error ?? null,
    refetch: () => void result.refetch(),
    setPage: (page) => {
      // Only an answer of the page shown (not the previous one kept while loading) leads on.
      setCursor(result.isPlaceholderData ? undefined : cursorTo(state, page, answer));
      update((current) => ({ ...current, page: Math.max(1, page) }));
    },
    toggleSort: (field) => update((current) => toggleSort(current, field)),
    // Typing in a text filter must not add a history entry per keystroke.
    setFilter: (key, value) => update((current) => withFilter(current, key, value), typeof value === "string"),
    clearFilters: () => update((current) => ({ ...current, page: 1, filters: {} })),
    csvHref: csvExportHref(config, state),
    keyOf,
    selection,
    rowLoading,
    columnChoice,
  };
}

const EMPTY: readonly Row[] = [];
