import type { QueryClient } from "@tanstack/react-query";
import { readKey } from "./queryKeys.ts";

interface Page<Row> {
  list: Row[];
}

/**
 * Puts a record the server answered into every cached page of a paged read (the contract's
 * `*Page` answers, `{ list, total, ... }`) in place of the row with its id: an inline edit shows
 * at once, and the page keeps its rows and order instead of being fetched again.
 */
export function replaceInPages<Row extends { id: unknown }>(queryClient: QueryClient, pagePath: string, saved: Row) {
  queryClient.setQueriesData<Page<Row>>({ queryKey: readKey(pagePath) }, (page) =>
    page ? { ...page, list: page.list.map((row) => (row.id === saved.id ? saved : row)) } : page,
  );
}
