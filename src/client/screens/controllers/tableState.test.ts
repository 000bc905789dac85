import { describe, expect, it } from "vitest";
import type { ScreenColumn, ScreenFilter } from "../screenConfig.ts";
import {
  cursorQuery,
  cursorTo,
  defaultFilters,
  listParams,
  listQuery,
  readTableState,
  toggleSort,
  withFilter,
  writeTableState,
  type TableState,
} from "./tableState.ts";

const column = (field: string, sortable = true): ScreenColumn => ({ field, labelKey: `k.${field}`, sortable, format: "text" });
const config = {
  columns: [column("languageCode"), column("name"), column("frontpage.title", false)],
  filters: [
    { key: "search", labelKey: "k.search", widget: "text" },
    { key: "isActive", labelKey: "k.isActive", widget: "boolean" },
  ] satisfies ScreenFilter[],
  defaultSort: { field: "languageCode", direction: "asc" as const },
};
const withDefaultFilter = {
  ...config,
  filters: [...config.filters, { key: "active", labelKey: "k.active", widget: "boolean", default: true } satisfies ScreenFilter],
};

const read = (query: string, c = config) => readTableState(new URLSearchParams(query), c);
const write = (state: TableState, query = "", c = config) => writeTableState(new URLSearchParams(query), state, c).toString();

describe("reading the table state from the URL", () => {
  it("starts on page 1 with the screen's default sort and no filters", () => {
    expect(read("")).toEqual({ page: 1, sort: { field: "languageCode", direction: "asc" }, filters: {} });
  });

  it("reads page, sort, direction and filters back", () => {
    const filters = encodeURIComponent(JSON.stringify({ search: "sv", isActive: false }));
    expect(read(`page=3&sort=name&direction=desc&filters=${filters}`)).toEqual({
      page: 3,
      sort: { field: "name", direction: "desc" },
      filters: { search: "sv", isActive: false },
    });
  });

  it("ignores what a hand-edited or stale link gets wrong", () => {
    expect(read("page=0").page).toBe(1);
    expect(read("page=2.5").page).toBe(1);
    expect(read("page=abc").page).toBe(1);
    expect(read("sort=frontpage.title").sort).toEqual(config.defaultSort);
    expect(read("sort=password").sort).toEqual(config.defaultSort);
    expect(read("sort=name&direction=sideways").sort).toEqual({ field: "name", direction: "asc" });
    expect(read("filters=%7Bbroken").filters).toEqual({});
    expect(read(`filters=${encodeURIComponent('{"colour":"red","search":"","isActive":true}')}`).filters).toEqual({ isActive: true });
  });

  it("applies default filters only when the URL names no filters", () => {
    expect(read("", withDefaultFilter).filters).toEqual({ active: true });
    expect(read("filters=%7B%7D", withDefaultFilter).filters).toEqual({});
    expect(defaultFilters(withDefaultFilter)).toEqual({ active: true });
  });
});

describe("writing the table state to the URL", () => {
  it("leaves defaults out so the plain screen has a plain URL", () => {
    expect(write(read(""))).toBe("");
    expect(write(read(""), "tab=2")).toBe("tab=2");
  });

  it("writes page, sort, direction and filters so the view can be shared", () => {
    const state: TableState = { page: 2, sort: { field: "name", direction: "desc" }, filters: { search: "de", isActive: true } };
    const query = write(state);
    expect(new URLSearchParams(query).get("filters")).toBe('{"search":"de","isActive":true}');
    expect(read(query)).toEqual(state);
  });

  it("writes an empty filter object when a default filter was cleared", () => {
    const cleared = withFilter(read("", withDefaultFilter), "active", undefined);
    expect(new URLSearchParams(write(cleared, "", withDefaultFilter)).get("filters")).toBe("{}");
  });
});

describe("sorting and filtering", () => {
  it("toggles the sorted column between ascending and descending, from the screen's default", () => {
    const start = read("page=4");
    const once = toggleSort(start, "languageCode");
    expect(once).toMatchObject({ page: 1, sort: { field: "languageCode", direction: "desc" } });
    expect(toggleSort(once, "languageCode").sort).toEqual({ field: "languageCode", direction: "asc" });
  });

  it("sorts another column ascending first", () => {
    const desc = toggleSort(read(""), "languageCode");
    expect(toggleSort(desc, "name").sort).toEqual({ field: "name", direction: "asc" });
  });

  it("sets and clears filters and goes back to page 1", () => {
    const filtered = withFilter(read("page=3"), "search", "sv");
    expect(filtered).toMatchObject({ page: 1, filters: { search: "sv" } });
    expect(withFilter(filtered, "search", "").filters).toEqual({});
    expect(withFilter(filtered, "isActive", false).filters).toEqual({ search: "sv", isActive: false });
  });

  it("asks the list operation for the page, its size, the sort and the filters", () => {
    const paged = { ...config, pageSize: 100, list: { isPaged: true } };
    expect(listQuery(read(""), paged)).toEqual({ page: 1, count: 100, sort: "languageCode", direction: "asc" });
    expect(listQuery({ page: 2, filters: { isActive: false } }, { ...paged, pageSize: 50 })).toEqual({
      page: 2,
      count: 50,
      filters: '{"isActive":false}',
    });
  });

  it("sends a parameter filter as its own query parameter, and an unpaged list only those", () => {
    const filters = [{ key: "query", labelKey: "k.query", widget: "text", isParameter: true }, ...config.filters] satisfies ScreenFilter[];
    const state: TableState = { page: 2, sort: { field: "name", direction: "asc" }, filters: { query: "ek", isActive: true } };
    expect(listQuery(state, { filters, pageSize: 100, list: { isPaged: true } })).toEqual({
      page: 2,
      count: 100,
      sort: "name",
      direction: "asc",
      filters: '{"isActive":true}',
      query: "ek",
    });
    expect(listQuery(state, { filters, pageSize: 100, list: { isPaged: false } })).toEqual({ query: "ek" });
    // An operation taking its sort by its own names (the spec's orderByAlias and order).
    const sortParameters = { sort: "orderByAlias", direction: "order" };
    expect(
      listQuery(
        { page: 1, sort: { field: "name", direction: "asc" }, filters: {} },
        { filters: [], pageSize: 100, list: { isPaged: true, sortParameters } },
      ),
    ).toEqual({ page: 1, count: 100, orderByAlias: "name", order: "asc" });
    expect(listQuery({ page: 1, filters: {} }, { filters, pageSize: 100, list: { isPaged: false } })).toEqual({});
  });

  it("sends the screen's fixed list parameters with every page, the path ones in the path", () => {
    const query = listQuery(read(""), { ...config, pageSize: 100, list: { isPaged: true } });
    const list = { parameters: { path: { status: "waiting" }, query: { kind: "partner" } } };
    expect(listParams({ list }, query)).toEqual({
      path: { status: "waiting" },
      query: { kind: "partner", page: 1, count: 100, sort: "languageCode", direction: "asc" },
    });
    expect(listParams({ list: { parameters: { path: {}, query: { kind: "partner" } } } }, { page: 1 })).toEqual({
      query: { kind: "partner", page: 1 },
    });
    // Screens without fixed parameters ask as before (the same cache keys).
    expect(listParams({ list: {} }, query)).toEqual({ query });
  });

  it("sorts a column by its sortField when it has one", () => {
    const columns = [{ ...column("address.zipCode"), sortField: "zipCode" }];
    expect(read("sort=zipCode&direction=desc", { ...config, columns }).sort).toEqual({ field: "zipCode", direction: "desc" });
    expect(read("sort=address.zipCode", { ...config, columns }).sort).toEqual(config.defaultSort);
  });
});

describe("the pager's cursors", () => {
  const at12: TableState = { page: 12, sort: { field: "name", direction: "asc" }, filters: { search: "bo" } };
  const answer = { nextCursor: "next12", previousCursor: "prev12" };

  it("follows the answer's cursor to the next and previous page, and page numbers for jumps", () => {
    const next = cursorTo(at12, 13, answer);
    expect(cursorQuery(next, { ...at12, page: 13 })).toEqual({ after: "next12" });
    expect(cursorQuery(cursorTo(at12, 11, answer), { ...at12, page: 11 })).toEqual({ before: "prev12" });
    expect(cursorTo(at12, 20, answer)).toBeUndefined();
    // Page 1 is read by number: it is always the first rows, whatever was inserted meanwhile.
    expect(cursorTo({ ...at12, page: 2 }, 1, answer)).toBeUndefined();
    expect(cursorTo(at12, 13, { nextCursor: null })).toBeUndefined();
  });

  it("uses a cursor only on its page and view: a reload, another sort or filter goes by number", () => {
    const next = cursorTo(at12, 13, answer);
    expect(cursorQuery(next, { ...at12, page: 14 })).toEqual({});
    expect(cursorQuery(next, toggleSort({ ...at12, page: 13 }, "name"))).toEqual({});
    expect(cursorQuery(next, { ...withFilter(at12, "search", "ann"), page: 13 })).toEqual({});
    expect(cursorQuery(undefined, { ...at12, page: 13 })).toEqual({});
  });
});

describe("a date range filter's state", () => {
  const range = (isParameter?: boolean): ScreenFilter => ({
    key: "orderDate",
    labelKey: "k.orderDate",
    widget: "dateRange",
    range: { from: "orderDateFrom", to: "orderDateTo" },
    ...(isParameter ? { isParameter } : {}),
  });
  const withRange = { ...config, filters: [...config.filters, range()] };

  it("reads its two days from the URL under their own keys, ignoring what is not a day", () => {
    const filters = (value: object) => readTableState(new URLSearchParams({ filters: JSON.stringify(value) }), withRange).filters;
    expect(filters({ orderDateFrom: "2026-03-01", orderDateTo: "2026-03-31" })).toEqual({
      orderDateFrom: "2026-03-01",
      orderDateTo: "2026-03-31",
    });
    expect(filters({ orderDateFrom: "March", orderDateTo: 20260331, orderDate: "2026-03-01" })).toEqual({});
  });

  it("sends its days inside filters, or as query parameters of their own", () => {
    const state: TableState = { page: 1, filters: { search: "ek", orderDateFrom: "2026-03-01" } };
    expect(listQuery(state, { filters: withRange.filters, pageSize: 100, list: { isPaged: true } }).filters).toBe(
      '{"search":"ek","orderDateFrom":"2026-03-01"}',
    );
    expect(listQuery(state, { filters: [range(true)], pageSize: 100, list: { isPaged: false } })).toEqual({ orderDateFrom: "2026-03-01" });
  });
});
