// @vitest-environment happy-dom
import type { ReactNode } from "react";
import { act, cleanup, renderHook, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadScreenConfig } from "../registry.ts";
import type { ScreenConfig } from "../screenConfig.ts";
import { ScreenTestProviders } from "../testing/ScreenTestProviders.tsx";
import { SITE_ROWS, sitesHandlers } from "../testing/sitesFixtures.ts";
import { useScreenTable } from "./useScreenTable.ts";

vi.mock("../shell.ts", () => import("../testing/fakeShell.ts"));

const server = setupServer();
let config: ScreenConfig;
let requests: Request[];
beforeAll(async () => {
  server.listen({ onUnhandledRequest: "error" });
  config = await loadScreenConfig("sites");
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

function renderTable(route = "/app/cms/sites") {
  requests = [];
  server.use(...sitesHandlers(requests));
  const wrapper = ({ children }: { children: ReactNode }) => <ScreenTestProviders route={route}>{children}</ScreenTestProviders>;
  return renderHook(() => useScreenTable(config), { wrapper });
}

const location = () => screen.getByTestId("location").textContent!;
/** Lets the last request finish, so none is cut off when the test's window closes. */
const settled = (result: { current: { isFetching: boolean } }) => waitFor(() => expect(result.current.isFetching).toBe(false));
const lastQuery = () => Object.fromEntries(new URL(requests.at(-1)!.url).searchParams);

describe("useScreenTable", () => {
  it("loads page 1 of 100 rows sorted by the screen's default, with a plain URL", async () => {
    const { result } = renderTable();
    await waitFor(() => expect(result.current.rows).toHaveLength(SITE_ROWS.length));
    expect(lastQuery()).toEqual({ page: "1", count: "100", sort: "languageCode", direction: "asc" });
    expect(location()).toBe("/app/cms/sites");
    expect(result.current.total).toBe(4);
    expect(result.current.filterable.isActive).toEqual([
      { property: "true", count: 3 },
      { property: "false", count: 1 },
    ]);
  });

  it("toggles the sort per column and keeps it in the URL", async () => {
    const { result } = renderTable();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    act(() => result.current.toggleSort("languageCode"));
    expect(location()).toBe("/app/cms/sites?sort=languageCode&direction=desc");
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: "languageCode", direction: "desc" }));
    act(() => result.current.toggleSort("languageCode"));
    expect(location()).toBe("/app/cms/sites");
    act(() => result.current.toggleSort("name"));
    expect(result.current.state.sort).toEqual({ field: "name", direction: "asc" });
    expect(location()).toBe("/app/cms/sites?sort=name&direction=asc");
    await settled(result);
  });

  it("puts filters and the page in the URL and asks the server for them", async () => {
    const { result } = renderTable();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    act(() => result.current.setPage(2));
    expect(location()).toBe("/app/cms/sites?page=2");
    act(() => result.current.setFilter("isActive", false));
    // A new filter starts again on page 1.
    expect(new URLSearchParams(location().split("?")[1]).get("filters")).toBe('{"isActive":false}');
    expect(location()).not.toContain("page=");
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: "1", filters: '{"isActive":false}' }));
    act(() => result.current.clearFilters());
    expect(location()).toBe("/app/cms/sites");
    await settled(result);
  });

  it("builds each change on the one before it, also before the router has rendered it", async () => {
    const { result } = renderTable();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    // One table as it was rendered, used twice: a filter, then a quick click on a column.
    const table = result.current;
    act(() => {
      table.setFilter("isActive", false);
      table.toggleSort("name");
    });
    const query = new URLSearchParams(location().split("?")[1]);
    expect(query.get("filters")).toBe('{"isActive":false}');
    expect(query.get("sort")).toBe("name");
    await settled(result);
  });

  it("reads a shared view back from the URL", async () => {
    const filters = encodeURIComponent('{"search":"su","isActive":false}');
    const { result } = renderTable(`/app/cms/sites?page=3&sort=name&direction=desc&filters=${filters}`);
    expect(result.current.state).toEqual({
      page: 3,
      sort: { field: "name", direction: "desc" },
      filters: { search: "su", isActive: false },
    });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(lastQuery()).toEqual({ page: "3", count: "100", sort: "name", direction: "desc", filters: '{"search":"su","isActive":false}' });
  });

  it("selects rows, all of a page, and tracks a row's call in flight", async () => {
    const { result } = renderTable();
    await waitFor(() => expect(result.current.rows).toHaveLength(4));
    const [first, second] = result.current.rows;
    act(() => result.current.selection.toggle(first!));
    expect(result.current.selection.isSelected(first!)).toBe(true);
    act(() => result.current.selection.toggleAll());
    expect(result.current.selection.keys.size).toBe(4);
    act(() => result.current.selection.toggleAll());
    expect(result.current.selection.keys.size).toBe(0);

    let finish!: () => void;
    let tracked!: Promise<void>;
    act(() => {
      tracked = result.current.rowLoading.track(second!, new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.rowLoading.isLoading(second!)).toBe(true);
    expect(result.current.rowLoading.isLoading(first!)).toBe(false);
    await act(async () => {
      finish();
      await tracked;
    });
    expect(result.current.rowLoading.isLoading(second!)).toBe(false);
  });

  it("reads an unpaged list's array whole, asking with only its parameter filters", async () => {
    const accounts = await loadScreenConfig("accounts");
    const asked: Request[] = [];
    const rows = [
      { id: 1, firstname: "Johan", lastname: "Ek", email: "johan.ek@example.com", permissions: [], groups: [] },
      { id: 2, firstname: "Eka", lastname: "Lund", email: "eka@example.com", permissions: [], groups: [] },
    ];
    server.use(
      http.get("*/rest/admin/accounts", ({ request }) => {
        asked.push(request);
        return HttpResponse.json(rows);
      }),
    );
    const route = `/app/administrators/accounts?filters=${encodeURIComponent('{"query":"ek"}')}`;
    const wrapper = ({ children }: { children: ReactNode }) => <ScreenTestProviders route={route}>{children}</ScreenTestProviders>;
    const { result } = renderHook(() => useScreenTable(accounts), { wrapper });
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
    expect(result.current.total).toBe(2);
    expect(result.current.pageCount).toBe(1);
    expect(Object.fromEntries(new URL(asked[0]!.url).searchParams)).toEqual({ query: "ek" });
    await settled(result);
  });
});
