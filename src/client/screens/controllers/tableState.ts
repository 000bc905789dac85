import type { ParameterValue, ScreenColumn, ScreenConfig, ScreenFilter, SortDirection, SortParameters } from "../screenConfig.ts";

/**
 * The part of a table's state that lives in the URL so a view can be shared: page, sort,
 * direction and filters. Pure, so the rules (defaults left out of the URL, unknown values
 * ignored, page back to 1 on every change of what is shown) are tested without React.
 */

export type FilterValue = string | number | boolean;
export type Filters = Readonly<Record<string, FilterValue>>;

export interface TableState {
  page: number;
  sort?: { field: string; direction: SortDirection };
  filters: Filters;
}

type TableConfig = Pick<ScreenConfig, "columns" | "filters" | "defaultSort">;
/** What the list operation's query depends on besides the state. */
export type ListQueryConfig = Pick<ScreenConfig, "pageSize" | "filters"> & {
  list: Pick<ScreenConfig["list"], "isPaged" | "sortParameters">;
};

const PARAMS = { page: "page", sort: "sort", direction: "direction", filters: "filters" } as const;

/** The filters a screen starts with when the URL names none. */
export function defaultFilters(config: TableConfig): Filters {
  return Object.fromEntries(config.filters.flatMap((f) => (f.default === undefined || f.default === null ? [] : [[f.key, f.default]])));
}

/** The keys a filter sets in the state (and sends): a date range's first and last day, else its own key. */
export function filterKeys(filter: Pick<ScreenFilter, "key" | "range">): string[] {
  return filter.range ? [filter.range.from, filter.range.to] : [filter.key];
}

// A day of a date range filter as the contract takes it; anything else in the URL is ignored.
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The list operation's sort value of a column: its sortField, else its field. */
export function sortKeyOf(column: Pick<ScreenColumn, "field" | "sortField">): string {
  return column.sortField ?? column.field;
}

function sortableFields(config: TableConfig): string[] {
  return [...config.columns.filter((c) => c.sortable).map(sortKeyOf), ...(config.defaultSort ? [config.defaultSort.field] : [])];
}

/** Reads the state from the URL's query; anything unknown or malformed falls back to the default. */
export function readTableState(params: URLSearchParams, config: TableConfig): TableState {
  const page = Number(params.get(PARAMS.page));
  const field = params.get(PARAMS.sort);
  const direction = params.get(PARAMS.direction);
  const sort =
    field && sortableFields(config).includes(field)
      ? { field, direction: direction === "desc" ? ("desc" as const) : ("asc" as const) }
      : config.defaultSort;
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    ...(sort ? { sort } : {}),
    filters: readFilters(params.get(PARAMS.filters), config),
  };
}

function readFilters(raw: string | null, config: TableConfig): Filters {
  if (raw === null) return defaultFilters(config);
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return defaultFilters(config);
    const known = new Set(config.filters.flatMap(filterKeys));
    const days = new Set(config.filters.flatMap((f) => (f.range ? filterKeys(f) : [])));
    return Object.fromEntries(
      Object.entries(parsed).filter(
        ([key, value]) => known.has(key) && isFilterValue(value) && (!days.has(key) || (typeof value === "string" && DAY.test(value))),
      ),
    );
  } catch {
    return defaultFilters(config);
  }
}

function isFilterValue(value: unknown): value is FilterValue {
  return (typeof value === "string" && value !== "") || typeof value === "number" || typeof value === "boolean";
}

/** Writes the state into a copy of the query; defaults are left out so plain URLs stay plain. */
export function writeTableState(params: URLSearchParams, state: TableState, config: TableConfig): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | undefined) => (value === undefined ? next.delete(name) : next.set(name, value));
  set(PARAMS.page, state.page > 1 ? String(state.page) : undefined);
  const isDefaultSort = state.sort?.field === config.defaultSort?.field && state.sort?.direction === config.defaultSort?.direction;
  set(PARAMS.sort, state.sort && !isDefaultSort ? state.sort.field : undefined);
  set(PARAMS.direction, state.sort && !isDefaultSort ? state.sort.direction : undefined);
  const filters = withoutEmpty(state.filters);
  set(PARAMS.filters, sameFilters(filters, defaultFilters(config)) ? undefined : JSON.stringify(filters));
  return next;
}

/** Clicking a column: the sorted one flips direction, another one sorts ascending; page 1. */
export function toggleSort(state: TableState, field: string): TableState {
  const direction = state.sort?.field === field && state.sort.direction === "asc" ? "desc" : "asc";
  return { ...state, page: 1, sort: { field, direction } };
}

/** Sets (or with undefined/"" clears) one filter; page 1. */
export function withFilter(state: TableState, key: string, value: FilterValue | undefined | null): TableState {
  const { [key]: _old, ...rest } = state.filters;
  return { ...state, page: 1, filters: value === undefined || value === null || value === "" ? rest : { ...rest, [key]: value } };
}

/**
 * Query parameters of the list (and CSV export) operation for this state. Filters marked as
 * parameters go as their own query parameter; an unpaged list gets only those.
 */
export function listQuery(state: TableState, config: ListQueryConfig): Record<string, string | number> {
  const parameterKeys = new Set(config.filters.filter((f) => f.isParameter).flatMap(filterKeys));
  const all = withoutEmpty(state.filters);
  const parameters = Object.fromEntries(
    Object.entries(all).flatMap(([key, value]) => (parameterKeys.has(key) ? [[key, String(value)]] : [])),
  );
  const filters = Object.fromEntries(Object.entries(all).filter(([key]) => !parameterKeys.has(key)));
  if (!config.list.isPaged) return parameters;
  return {
    page: state.page,
    count: config.pageSize,
    ...(state.sort ? sortQuery(state.sort, config.list.sortParameters) : {}),
    ...(Object.keys(filters).length > 0 ? { filters: JSON.stringify(filters) } : {}),
    ...parameters,
  };
}

/** The sort as the operation takes it: sort and direction, or its own names (the spec's orderByAlias and order). */
function sortQuery(sort: NonNullable<TableState["sort"]>, names: SortParameters = { sort: "sort", direction: "direction" }) {
  return { [names.sort]: sort.field, [names.direction]: sort.direction };
}

/**
 * The list operation's parameters for a query of the state: the screen's fixed values
 * (list.parameters, e.g. the quote tables' status in the path) beside it. The CSV export and the
 * dialogs are other operations and never get them.
 */
export function listParams(
  config: { list: Pick<ScreenConfig["list"], "parameters"> },
  query: Readonly<Record<string, string | number>>,
): { path?: Readonly<Record<string, ParameterValue>>; query: Record<string, ParameterValue> } {
  const fixed = config.list.parameters;
  if (!fixed) return { query: { ...query } };
  return { ...(Object.keys(fixed.path).length > 0 ? { path: fixed.path } : {}), query: { ...fixed.query, ...query } };
}

function withoutEmpty(filters: Filters): Filters {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== "" && v !== undefined && v !== null));
}

function sameFilters(a: Filters, b: Filters): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => a[k] === b[k]);
}

/**
 * The cursor the pager follows to a neighbouring page (a keyset read, as fast at page 5,000 as
 * at page 2). It is kept in memory beside the URL's page number, for that page and view only:
 * a reload, a jump or a link reads the page by number, which shows the same rows.
 */
export interface PagerCursor {
  page: number;
  view: string;
  after?: string;
  before?: string;
}

/** What a cursor is valid for besides its page: the sort and filters it was made under. */
export function viewOf(state: TableState): string {
  return JSON.stringify([state.sort ?? null, withoutEmpty(state.filters)]);
}

/** The cursor to the target page when it is the next or previous one and the answer has one. */
export function cursorTo(
  state: TableState,
  target: number,
  answer: { nextCursor?: string | null; previousCursor?: string | null } | undefined,
): PagerCursor | undefined {
  const view = viewOf(state);
  if (target === state.page + 1 && answer?.nextCursor) return { page: target, view, after: answer.nextCursor };
  if (target === state.page - 1 && target > 1 && answer?.previousCursor) return { page: target, view, before: answer.previousCursor };
  return undefined;
}

/** The after/before parameter of a cursor made for this page and view, else none. */
export function cursorQuery(cursor: PagerCursor | undefined, state: TableState): { after?: string; before?: string } {
  if (!cursor || cursor.page !== state.page || cursor.view !== viewOf(state)) return {};
  return cursor.after ? { after: cursor.after } : cursor.before ? { before: cursor.before } : {};
}
