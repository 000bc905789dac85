import type { ScreenConfig } from "../screenConfig.ts";
import { listQuery, type ListQueryConfig, type TableState } from "./tableState.ts";

/**
 * The CSV export link of a screen for the current sort, direction and filters (not the page:
 * an export has every matching row). Undefined when the screen has no export.
 */
export function csvExportHref(config: Pick<ScreenConfig, "csvExport"> & ListQueryConfig, state: TableState): string | undefined {
  if (!config.csvExport) return undefined;
  const { page: _page, count: _count, ...query } = listQuery(state, config);
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return search ? `${config.csvExport.path}?${search}` : config.csvExport.path;
}
